import { useState } from 'react';
import { startActionToast } from './action-toast';
import { isDataError } from './errors';
import type { ActionFailure } from './ui/action-error-alert';
import { useDataSource } from './use-data-source';
import { useWalletAction, type Run } from './use-wallet-action';

/** What the user reads about one action: while it runs, when it fails, and when it lands. */
export interface ActionWords<R> {
  /** The toast's title while it runs ("Sending tokens"). */
  title: string;
  /** The catalogue sentence of a failure; the reason follows it. */
  failure: string;
  /** The toast's title and line once it landed. */
  success(result: R): { title: string; description: string };
}

/**
 * Every write's lifecycle, once: one toast from start to end (each stage, then success with an explorer
 * link, a neutral "Cancelled", or the failure with its reason), the failure kept for the page's alert
 * (not after a cancel: nothing happened), and — from useWalletAction — one action at a time, a wallet
 * required, and a refresh of what the wallet sees on the cluster it started on.
 */
export function useChainAction<I, R extends { signature: string }>(run: Run<I, R>) {
  const action = useWalletAction(run);
  const dataSource = useDataSource();
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  /** Runs the action; resolves with its result, or null when it did not land (the toast and `failure` say why). */
  const perform = async (input: I, words: ActionWords<R>): Promise<R | null> => {
    const cluster = dataSource.cluster;
    setFailure(null);
    const progress = startActionToast(words.title);
    try {
      const result = await action.mutateAsync({ input, onStage: progress.stage });
      const said = words.success(result);
      progress.success(said.title, said.description, cluster, result.signature);
      return result;
    } catch (error) {
      progress.failure(words.failure, error);
      if (!isDataError(error, 'cancelled')) setFailure({ error, cluster });
      return null;
    }
  };

  return { ...action, perform, failure, setFailure };
}
