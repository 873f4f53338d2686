import type { BulkJob, JobStore } from './bulk-job';

const KEY = 'tokenManager.bulkSends';

function readAll(): Record<string, BulkJob> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, BulkJob>) : {};
  } catch {
    return {};
  }
}

function writeAll(jobs: Record<string, BulkJob>) {
  try {
    localStorage.setItem(KEY, JSON.stringify(jobs));
  } catch {
    // Storage full or blocked: the job runs for this visit; a reload could not resume it.
  }
}

/** The bulk sends of this browser, by id: each saved at every step, so that a reload resumes it. */
export const browserJobStore: JobStore & {
  list(scope: string): BulkJob[];
  remove(id: string): void;
} = {
  save: (job) => writeAll({ ...readAll(), [job.id]: job }),
  list: (scope) =>
    Object.values(readAll())
      .filter((job) => job.scope === scope)
      .sort((a, b) => b.createdAt - a.createdAt),
  remove: (id) => {
    const { [id]: _removed, ...rest } = readAll();
    writeAll(rest);
  },
};
