import { readStoredRecord, writeStoredJson } from '@/shared/lib/stored-json';
import { networkKey } from '@/entities/cluster/known-genesis';
import { clusterKey, type Cluster } from '@/entities/cluster/model';
import { jobDone, type BulkJob, type JobStore } from './bulk-job';

const KEY = 'tokenManager.bulkSends';
const readAll = () => readStoredRecord<BulkJob>(KEY);

/**
 * The bulk sends of this browser, by id: each saved at every step, so that a reload resumes it. A large
 * job weighs about 100 bytes a row; when the browser has no room left, the oldest finished jobs make way
 * (their results were offered for download), and a save that still fails says so.
 */
export const browserJobStore: JobStore & {
  /** The jobs kept under any of these scopes, newest first. */
  list(scopes: string[]): BulkJob[];
  /** The job as kept now (another tab may have saved it since this one read it). */
  get(id: string): BulkJob | null;
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
  list: (scopes) =>
    Object.values(readAll())
      .filter((job) => scopes.includes(job.scope))
      .sort((a, b) => b.createdAt - a.createdAt),
  get: (id) => readAll()[id] ?? null,
  remove: (id) => {
    const { [id]: _removed, ...rest } = readAll();
    writeStoredJson(KEY, rest);
  },
};

/**
 * Where a wallet's bulk sends on this cluster are kept: under the network (its genesis hash), so a job
 * half paid through one RPC URL is found through any other URL of the same network; jobs kept before
 * that are found under the URL they were started on.
 */
export const jobScopes = (cluster: Cluster, owner: string): [current: string, older: string] => [
  `${networkKey(cluster)}:${owner}`,
  `${clusterKey(cluster)}:${owner}`,
];
