import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ActionResult, OnStage, WalletSigner } from '@/data-source/contract';
import { useWallet } from '@/entities/wallet/use-wallet';
import { isAppError } from '@/shared/lib/app-error';
import { describeError } from '@/shared/lib/describe-error';
import { toast } from '@/shared/ui/toast';
import { startActionToast } from './action-toast';
import { invalidateWallet } from './queries';
import type { ActionFailure } from './use-chain-action';
import { useDataSource } from './use-data-source';
import { proposalKeys } from './use-proposal';

export const SIGN_FAILURE = 'Failed to sign the proposal.';
export const SUBMIT_FAILURE = 'Failed to submit the proposal.';

/** A failed sign or submit, kept for the page's alert with the sentence it starts with. */
export interface ProposalFailure extends ActionFailure {
  catalogueMessage: string;
}

/**
 * Signing and submitting a proposal, as every write goes: one at a time, a toast from start to end, the
 * failure kept for the page (not after a cancel: nothing happened), stopped when the page is left. A
 * sign only grows the link (the caller moves to it); a submit refreshes every proposal read on the
 * cluster it started on, and what the wallet sees there.
 */
export function useProposalActions() {
  const dataSource = useDataSource();
  const { cluster } = dataSource;
  const { address } = useWallet();
  const queryClient = useQueryClient();
  const running = useRef(new Set<AbortController>());
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<ProposalFailure | null>(null);

  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers) controller.abort();
    };
  }, [dataSource]);

  /** Runs `work` with a signal the page's end aborts; null when another is under way. */
  const guarded = async <T>(work: (signal: AbortSignal) => Promise<T>): Promise<T | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    const controller = new AbortController();
    running.current.add(controller);
    try {
      return await work(controller.signal);
    } finally {
      running.current.delete(controller);
      inFlight.current = false;
    }
  };

  const signing = useMutation({
    mutationFn: (input: { signer: WalletSigner; link: string; onStage: OnStage; signal: AbortSignal }) =>
      dataSource.signProposal(input.signer, input.link, { onStage: input.onStage, signal: input.signal }),
  });
  const submitting = useMutation({
    mutationFn: (input: { link: string; onStage: OnStage; signal: AbortSignal }) =>
      dataSource.submitProposal(input.link, { onStage: input.onStage, signal: input.signal }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: proposalKeys.all(cluster) });
      if (address) void invalidateWallet(queryClient, cluster, address);
    },
  });

  const keep = (error: unknown, catalogueMessage: string) => {
    if (!isAppError(error, 'cancelled')) setFailure({ error, cluster, catalogueMessage });
  };

  /** Signs as `signer` (`who` names it in the toast); resolves with the grown link, or null. */
  const sign = (signer: WalletSigner, link: string, who = 'You') =>
    guarded(async (signal) => {
      setFailure(null);
      const id = toast.loading('Signing the proposal', { description: 'Preparing…' });
      const onStage: OnStage = (stage) =>
        toast.loading('Signing the proposal', {
          id,
          description: stage === 'signing' ? 'Approve in your wallet…' : 'Preparing…',
        });
      try {
        const grown = await signing.mutateAsync({ signer, link, onStage, signal });
        toast.success('Proposal signed', {
          id,
          description: `${who} signed. The link now carries the signature: share the new one.`,
        });
        return grown;
      } catch (error) {
        if (isAppError(error, 'cancelled')) {
          toast.info('Cancelled', { id, description: 'You declined the request in your wallet' });
        } else {
          toast.error('Error', { id, description: describeError(SIGN_FAILURE, error) });
        }
        keep(error, SIGN_FAILURE);
        return null;
      }
    });

  /** Sends the fully signed proposal; resolves with its signature, or null. */
  const submit = (link: string) =>
    guarded<ActionResult | null>(async (signal) => {
      setFailure(null);
      const progress = startActionToast('Submitting the proposal');
      try {
        const result = await submitting.mutateAsync({ link, onStage: progress.stage, signal });
        progress.success('Proposal submitted', 'The multisig’s transaction landed.', cluster, result.signature);
        return result;
      } catch (error) {
        progress.failure(SUBMIT_FAILURE, error);
        keep(error, SUBMIT_FAILURE);
        return null;
      }
    });

  return {
    sign,
    submit,
    /** Which is under way, if any. */
    pending: signing.isPending ? ('sign' as const) : submitting.isPending ? ('submit' as const) : null,
    failure,
    setFailure,
  };
}
