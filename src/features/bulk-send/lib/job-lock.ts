// One run per bulk job, across every tab of this browser: the job's log is shared by tabs, and two runs of
// one job would sign the same rows twice. The Web Locks API holds a lock for as long as a run lasts (a
// tab closed or crashed lets go of it at once); where it is missing, a lease kept in storage and renewed
// while the run lasts stands in for it.

const lockName = (jobId: string) => `tokenManager.bulkSend.${jobId}`;
const leaseKey = (jobId: string) => `tokenManager.bulkSendLease.${jobId}`;

/** This tab, as a lease names it. */
const TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const LEASE_MS = 6_000;
const RENEW_MS = 2_000;

interface Lease {
  tab: string;
  until: number;
}

const locks = (): LockManager | null =>
  typeof navigator !== 'undefined' && navigator.locks && typeof navigator.locks.request === 'function'
    ? navigator.locks
    : null;

function readLease(jobId: string): Lease | null {
  try {
    const lease = JSON.parse(localStorage.getItem(leaseKey(jobId)) ?? 'null') as Lease | null;
    return lease && typeof lease.tab === 'string' && typeof lease.until === 'number' ? lease : null;
  } catch {
    return null;
  }
}

// Held while unexpired, by any run (a second Resume in this very tab included).
const held = (lease: Lease | null) => !!lease && lease.until > Date.now();

/** Runs `run` while no other run of this job goes on, in this tab or another; 'busy' without running it. */
export async function runExclusively<T>(jobId: string, run: () => Promise<T>): Promise<T | 'busy'> {
  const manager = locks();
  if (manager) {
    return manager.request(lockName(jobId), { ifAvailable: true }, async (lock) => (lock ? run() : ('busy' as const)));
  }
  if (held(readLease(jobId))) return 'busy';
  const write = () => localStorage.setItem(leaseKey(jobId), JSON.stringify({ tab: TAB, until: Date.now() + LEASE_MS }));
  try {
    write();
  } catch {
    return run(); // no storage at all: no other tab can see this job's log either
  }
  // Two tabs that wrote at the same moment: the last write stands, and the other steps back.
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (readLease(jobId)?.tab !== TAB) return 'busy';
  const renew = setInterval(write, RENEW_MS);
  try {
    return await run();
  } finally {
    clearInterval(renew);
    localStorage.removeItem(leaseKey(jobId));
  }
}

/** Whether a run of this job goes on, in another tab or this one, as far as this tab can tell. */
export async function runningSomewhere(jobId: string): Promise<boolean> {
  const manager = locks();
  if (manager) {
    const { held = [] } = await manager.query();
    return held.some((lock) => lock.name === lockName(jobId));
  }
  return held(readLease(jobId));
}
