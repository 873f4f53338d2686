import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWallet } from '@/entities/wallet/use-wallet';
import { startActionToast } from './action-toast';
import { describeAction } from '@/data-source/action-descriptors';
import { requireSigner } from '@/data-source/require-signer';
import type {
  ActionResult,
  ActionResultOf,
  ChainAction,
  ChainActionKind,
  OnStage,
  WalletSigner,
} from '@/data-source/contract';
import type { Cluster } from '@/entities/cluster/model';
import { isAppError } from '@/shared/lib/app-error';
import { invalidateWallet } from './queries';
import { useDataSource } from './use-data-source';
import { proposalKeys } from './use-proposal';

/** A failed action as the page's alert shows it. */
export interface ActionFailure {
  error: unknown;
  /** The sentence the alert starts with: the failed action's descriptor's. */
  catalogueMessage: string;
  /** The cluster the action ran on: the explorer link names it, whatever is selected now. */
  cluster: Cluster;
  /** The same submit again, with what was typed then (offered where asking the wallet again may succeed). */
  retry?: () => void;
}

/**
 * What the page adds to the action's own words (its descriptor's busy, done and failure): the line said
 * once it landed, and which of several transactions this is, when the page sends them one by one.
 */
export interface ActionSaid<R> {
  summary(result: R): string;
  /** Follows the busy title: " (2 of 3)". */
  step?: string;
  /** Who signs, when not the connected wallet: on Demo, a sample co-signer of a proposal. */
  signer?: WalletSigner;
}

/** A cancel in the wallet or a refused input changed nothing on chain: nothing to refresh. */
const changedNothing = (error: unknown) => isAppError(error, 'cancelled') || isAppError(error, 'invalid');

/**
 * Every write's lifecycle, once, for any ChainAction of the connected wallet: one action at a time (two
 * submits in the same tick cannot both pass), a wallet required (unless the action's descriptor says it
 * runs without one: a fully signed proposal, the faucet), one toast from start to end (each stage,
 * then success with an explorer link, a neutral "Cancelled", or the failure with its reason), the failure
 * kept for the page's alert (not after a cancel: nothing happened). Whatever happens, it refreshes what
 * the wallet sees, and every proposal read, on the cluster the action STARTED on — never the one on screen
 * when it ends. Leaving the page or switching cluster stops its waiting (a transaction already sent may
 * still land; the chain decides, not us).
 */
export function useChainAction() {
  const dataSource = useDataSource();
  const { signer } = useWallet();
  const queryClient = useQueryClient();
  const running = useRef(new Set<AbortController>());
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  /** The kind under way, for the page to say which of its buttons it is. */
  const [runningKind, setRunningKind] = useState<ChainActionKind | null>(null);

  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers) controller.abort();
    };
  }, [dataSource]);

  // Set and read synchronously: `isPending` is only updated on the next render.
  const inFlight = useRef(false);
  // The submit under way, as it was made: what "Ask the wallet again" repeats, with what was typed then.
  const lastSubmit = useRef<(() => Promise<void>) | null>(null);
  /** `once(handler)`: the form's submit handler, made a no-op while an action of this form is under way. */
  const once = useCallback(
    <A extends unknown[]>(handler: (...args: A) => Promise<void>) =>
      async (...args: A) => {
        const submit = async (): Promise<void> => {
          if (inFlight.current) return;
          inFlight.current = true;
          lastSubmit.current = submit;
          try {
            await handler(...args);
          } finally {
            inFlight.current = false;
          }
        };
        await submit();
      },
    [],
  );

  const mutation = useMutation({
    mutationFn: async ({ action, as, onStage }: { action: ChainAction; as?: WalletSigner; onStage?: OnStage }) => {
      const actor = describeAction(action).withoutWallet ? (as ?? signer) : requireSigner(as ?? signer);
      const cluster = dataSource.cluster;
      const refresh = () => {
        void queryClient.invalidateQueries({ queryKey: proposalKeys.all(cluster) });
        if (signer) void invalidateWallet(queryClient, cluster, signer.address);
      };
      const controller = new AbortController();
      running.current.add(controller);
      try {
        const result = await dataSource.run(actor ?? null, action, { onStage, signal: controller.signal });
        refresh();
        return result;
      } catch (error) {
        if (!changedNothing(error)) refresh();
        throw error;
      } finally {
        running.current.delete(controller);
      }
    },
  });

  /** Runs the action; resolves with its result, or null when it did not land (the toast and `failure` say why). */
  const perform = async <A extends ChainAction>(
    action: A,
    said: ActionSaid<ActionResultOf<A['kind']>>,
  ): Promise<ActionResultOf<A['kind']> | null> => {
    const cluster = dataSource.cluster;
    const words = describeAction(action);
    setFailure(null);
    setRunningKind(action.kind);
    const progress = startActionToast(`${words.busy(action)}${said.step ?? ''}`);
    try {
      const result = (await mutation.mutateAsync({
        action,
        as: said.signer,
        onStage: progress.stage,
      })) as ActionResultOf<A['kind']>;
      // A signature added to a proposal sent nothing: there is no transaction to show.
      const sent = 'signature' in result ? (result as ActionResult) : undefined;
      progress.success(words.done(action), said.summary(result), cluster, sent?.signature, sent?.paid);
      return result;
    } catch (error) {
      progress.failure(words.failure, error);
      const again = lastSubmit.current;
      if (!isAppError(error, 'cancelled')) {
        setFailure({ error, cluster, catalogueMessage: words.failure, ...(again && { retry: () => void again() }) });
      }
      return null;
    } finally {
      setRunningKind(null);
    }
  };

  return { perform, once, isPending: mutation.isPending, running: runningKind, failure, setFailure };
}
