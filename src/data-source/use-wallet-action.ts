import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useWallet } from '@/entities/wallet/use-wallet';
import { DataError, isDataError } from './errors';
import type { ActionOptions, DataSource, OnStage, WalletSigner } from './contract';
import { invalidateWallet } from './queries';
import { useDataSource } from './use-data-source';

export type Run<I, R> = (dataSource: DataSource, signer: WalletSigner, input: I, options: ActionOptions) => Promise<R>;

/** A cancel in the wallet or a refused input changed nothing on chain: nothing to refresh. */
const changedNothing = (error: unknown) => isDataError(error, 'cancelled') || isDataError(error, 'invalid');

/**
 * A signed action of the connected wallet as a mutation. It refuses without a wallet and never
 * swallows an error (the page shows it). Whatever happens, it refreshes what this wallet sees on the
 * cluster the action STARTED on — never the one on screen when it ends. Leaving the page or switching
 * cluster stops its waiting (a transaction already sent may still land; the chain decides, not us).
 */
export function useWalletAction<I, R>(run: Run<I, R>) {
  const dataSource = useDataSource();
  const { signer } = useWallet();
  const queryClient = useQueryClient();
  const running = useRef(new Set<AbortController>());

  useEffect(() => {
    const controllers = running.current;
    return () => {
      for (const controller of controllers) controller.abort();
    };
  }, [dataSource]);

  // Set and read synchronously: two submits in the same tick cannot both pass (a disabled button or
  // `isPending` are only updated on the next render).
  const inFlight = useRef(false);
  const once = useCallback(
    <A extends unknown[]>(handler: (...args: A) => Promise<void>) =>
      async (...args: A) => {
        if (inFlight.current) return;
        inFlight.current = true;
        try {
          await handler(...args);
        } finally {
          inFlight.current = false;
        }
      },
    [],
  );

  const mutation = useMutation({
    mutationFn: async ({ input, onStage }: { input: I; onStage?: OnStage }) => {
      if (!signer) throw new DataError('wallet', 'Connect a wallet first.');
      const started = { cluster: dataSource.cluster, owner: signer.address };
      const controller = new AbortController();
      running.current.add(controller);
      try {
        const result = await run(dataSource, signer, input, { onStage, signal: controller.signal });
        void invalidateWallet(queryClient, started.cluster, started.owner);
        return result;
      } catch (error) {
        if (!changedNothing(error)) void invalidateWallet(queryClient, started.cluster, started.owner);
        throw error;
      } finally {
        running.current.delete(controller);
      }
    },
  });
  /** `once(handler)`: the form's submit handler, made a no-op while an action of this form is under way. */
  return { ...mutation, once };
}
