import { readStoredRecord, writeStoredJson } from '@/shared/lib/stored-json';
import type { BulkJob, JobStore } from './bulk-job';

const KEY = 'tokenManager.bulkSends';
const readAll = () => readStoredRecord<BulkJob>(KEY);

/** The bulk sends of this browser, by id: each saved at every step, so that a reload resumes it. */
export const browserJobStore: JobStore & {
  list(scope: string): BulkJob[];
  remove(id: string): void;
} = {
  save: (job) => writeStoredJson(KEY, { ...readAll(), [job.id]: job }),
  list: (scope) =>
    Object.values(readAll())
      .filter((job) => job.scope === scope)
      .sort((a, b) => b.createdAt - a.createdAt),
  remove: (id) => {
    const { [id]: _removed, ...rest } = readAll();
    writeStoredJson(KEY, rest);
  },
};
