import { readStoredRecord, writeStoredJson } from '@/shared/lib/stored-json';
import { jobDone, type BulkJob, type JobStore } from './bulk-job';

const KEY = 'tokenManager.bulkSends';
const readAll = () => readStoredRecord<BulkJob>(KEY);

/**
 * The bulk sends of this browser, by id: each saved at every step, so that a reload resumes it. A large
 * job weighs about 100 bytes a row; when the browser has no room left, the oldest finished jobs make way
 * (their results were offered for download), and a save that still fails says so.
 */
export const browserJobStore: JobStore & {
  list(scope: string): BulkJob[];
  remove(id: string): void;
} = {
  save(job) {
    const others = readAll();
    delete others[job.id];
    const finished = Object.values(others)
      .filter(jobDone)
      .sort((a, b) => a.createdAt - b.createdAt);
    for (;;) {
      if (writeStoredJson(KEY, { ...others, [job.id]: job })) return true;
      const oldest = finished.shift();
      if (!oldest) return false;
      delete others[oldest.id];
    }
  },
  list: (scope) =>
    Object.values(readAll())
      .filter((job) => job.scope === scope)
      .sort((a, b) => b.createdAt - a.createdAt),
  remove: (id) => {
    const { [id]: _removed, ...rest } = readAll();
    writeStoredJson(KEY, rest);
  },
};
