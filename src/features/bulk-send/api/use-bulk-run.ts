import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { invalidateWallet } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';
import { useWallet } from '@/entities/wallet/use-wallet';
import { runJob, type BulkJob } from '../lib/bulk-job';
import { runExclusively, runningSomewhere } from '../lib/job-lock';
import { browserJobStore } from '../lib/job-store';

const snapshot = (job: BulkJob): BulkJob => ({ ...job, batches: job.batches.map((batch) => ({ ...batch })) });

// How often a tab that does not run a job looks whether another tab still does.
const ELSEWHERE_POLL_MS = 1_500;

/**
 * 'running' while this tab runs the job; 'stopping' once Stop was pressed, until the run has returned
 * (the wallet may still hold its approval: nothing is started again before it answers); 'elsewhere' while
 * another tab runs it.
 */
export type RunPhase = 'idle' | 'running' | 'stopping' | 'elsewhere';

/**
 * Runs a bulk send, saving its log at every step; one run per job across every tab. A run starts from the
 * log as it is kept (another tab may have paid rows since this one read it). Leaving the page stops the
 * waiting (what was signed is settled by the next run), never a transaction already sent.
 */
export function useBulkRun() {
  const dataSource = useDataSource();
  const { signer } = useWallet();
  const queryClient = useQueryClient();
  const [job, setJob] = useState<BulkJob | null>(null);
  const [phase, setPhase] = useState<RunPhase>('idle');
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (next: BulkJob) => {
      if (!signer || controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setPhase('running');
      setJob(snapshot(next));
      let current = next;
      const outcome = await runExclusively(next.id, async () => {
        // The log as kept now, not as this page read it: another tab may have run it meanwhile.
        current = browserJobStore.get(next.id) ?? next;
        setJob(snapshot(current));
        const store = {
          save: (saved: BulkJob) => {
            const kept = browserJobStore.save(saved);
            setJob(snapshot(saved));
            return kept;
          },
        };
        store.save(current);
        try {
          await runJob(current, { dataSource, signer, store, signal: abort.signal });
        } finally {
          void invalidateWallet(queryClient, dataSource.cluster, signer.address);
        }
      });
      controller.current = null;
      setJob(snapshot(outcome === 'busy' ? (browserJobStore.get(next.id) ?? next) : current));
      setPhase(outcome === 'busy' ? 'elsewhere' : 'idle');
    },
    [dataSource, signer, queryClient],
  );
  const stop = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    setPhase('stopping');
  }, []);

  // Another tab's run: followed through the log it saves, until it lets go of the job.
  const jobId = job?.id;
  useEffect(() => {
    if (phase !== 'elsewhere' || !jobId) return;
    const follow = () => {
      const kept = browserJobStore.get(jobId);
      if (kept) setJob(snapshot(kept));
    };
    const timer = setInterval(() => {
      follow();
      void runningSomewhere(jobId).then((busy) => {
        if (!busy) setPhase((now) => (now === 'elsewhere' ? 'idle' : now));
      });
    }, ELSEWHERE_POLL_MS);
    window.addEventListener('storage', follow);
    return () => {
      clearInterval(timer);
      window.removeEventListener('storage', follow);
    };
  }, [phase, jobId]);

  return { job, setJob, phase, running: phase === 'running' || phase === 'stopping', run, stop };
}
