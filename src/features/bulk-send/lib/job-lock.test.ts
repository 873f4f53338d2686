import { describe, expect, it } from 'vitest';
import { runExclusively, runningSomewhere } from './job-lock';

describe('runExclusively (the lease, where the browser has no Web Locks)', () => {
  it('lets one run of a job go at a time: a second, started meanwhile, is told it is busy and runs nothing', async () => {
    let release: () => void = () => {};
    let runs = 0;
    const first = runExclusively('job-a', async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return 'first';
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await runExclusively('job-a', async () => ((runs += 1), 'second'))).toBe('busy');
    // Another job is not held up.
    expect(await runExclusively('job-b', async () => 'other job')).toBe('other job');
    release();
    expect(await first).toBe('first');
    expect(runs).toBe(1);
    expect(await runExclusively('job-a', async () => 'after')).toBe('after');
  });

  it("sees another tab's lease until it runs out", async () => {
    localStorage.setItem(
      'tokenManager.bulkSendLease.job-c',
      JSON.stringify({ tab: 'other', until: Date.now() + 60_000 }),
    );
    expect(await runningSomewhere('job-c')).toBe(true);
    expect(await runExclusively('job-c', async () => 'ran')).toBe('busy');
    localStorage.setItem('tokenManager.bulkSendLease.job-c', JSON.stringify({ tab: 'other', until: Date.now() - 1 }));
    expect(await runningSomewhere('job-c')).toBe(false);
    expect(await runExclusively('job-c', async () => 'ran')).toBe('ran');
  });
});
