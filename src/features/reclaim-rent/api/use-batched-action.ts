import { useState } from 'react';
import type { ChainAction } from '@/data-source/contract';
import { useChainAction } from '@/data-hooks/use-chain-action';
import { useDataSource } from '@/data-hooks/use-data-source';
import type { ConfirmedAction } from '@/entities/transaction/ui/signature-alert';

/** The actions a card sends in parts: each lands as one signature with its fee. */
type BatchedAction = Extract<ChainAction, { kind: 'close' | 'reclaim-rent' }>;

/** How a card sends what is ticked: the action for a part, what is under way, what landed so far. */
export interface BatchPlan<T> {
  /** Items a transaction holds. */
  max: number;
  input(part: readonly T[]): BatchedAction;
  /** "Closing 3 accounts", said with " (transaction 2 of 3)" and an ellipsis. */
  busy(part: readonly T[]): string;
  /** What the items landed so far did: "3 accounts closed: 0.006 SOL reclaimed". */
  summary(landed: readonly T[]): string;
}

/**
 * Ticked items sent `max` a transaction, one transaction after another, each through the page's one chain
 * action: stops at the first failure (its alert says why), and what landed before it is said as done.
 */
export function useBatchedAction() {
  const { cluster } = useDataSource();
  const action = useChainAction();
  const [progress, setProgress] = useState<string | null>(null);
  const [done, setDone] = useState<ConfirmedAction | null>(null);

  const send = async <T>(chosen: readonly T[], plan: BatchPlan<T>) => {
    action.setFailure(null);
    setDone(null);
    const batches = Math.ceil(chosen.length / plan.max);
    for (let start = 0, batch = 1; start < chosen.length; start += plan.max, batch += 1) {
      const part = chosen.slice(start, start + plan.max);
      const step = batches > 1 ? ` (transaction ${batch} of ${batches})` : '';
      setProgress(`${plan.busy(part)}${step}…`);
      const summary = plan.summary(chosen.slice(0, start + part.length));
      const result = await action.perform(plan.input(part), { summary: () => summary, step });
      if (!result) break;
      setDone({
        signature: result.signature,
        cluster,
        summary: `${summary}, confirmed on ${cluster.label}.`,
        paid: result.paid,
      });
    }
    setProgress(null);
  };

  return { ...action, progress, done, send };
}
