import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { invalidateWallet } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';
import { useWallet } from '@/entities/wallet/use-wallet';
import { runJob, type BulkJob } from '../lib/bulk-job';
import { browserJobStore } from '../lib/job-store';

const snapshot = (job: BulkJob): BulkJob => ({ ...job, batches: job.batches.map((batch) => ({ ...batch })) });

/**
 * Runs a bulk send, saving its log at every step; one run at a time. Leaving the page stops the waiting
 * (what was signed is settled by the next run), never a transaction already sent.
 */
export function useBulkRun() {
  const dataSource = useDataSource();
  const { signer } = useWallet();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<BulkJob | null>(null);
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (next: BulkJob) => {
      if (!signer || controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setRunning(true);
      setJob(snapshot(next));
      const store = {
        save: (saved: BulkJob) => {
          const kept = browserJobStore.save(saved);
          if (!abort.signal.aborted) setJob(snapshot(saved));
          return kept;
        },
      };
      store.save(next);
      try {
        await runJob(next, { dataSource, signer, store, signal: abort.signal });
      } finally {
        controller.current = null;
        if (!abort.signal.aborted) {
          setRunning(false);
          setJob(snapshot(next));
        }
        void invalidateWallet(queryClient, dataSource.cluster, signer.address);
      }
    },
    [dataSource, signer, queryClient],
  );
  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRunning(false);
  }, []);
  return { job, setJob, running, run, stop };
}
