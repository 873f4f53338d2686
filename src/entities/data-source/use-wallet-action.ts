import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataSource, OnStage, WalletSigner } from './model';
import { invalidateWallet } from './queries';
import { useDataSource } from './use-data-source';
import { useWalletSigner } from './use-wallet-signer';

type Run<I, R> = (dataSource: DataSource, signer: WalletSigner, input: I, onStage?: OnStage) => Promise<R>;

/**
 * A signed action of the connected wallet as a mutation: it refuses without a wallet, never swallows
 * an error (the page shows it), and on success refreshes everything this wallet sees on this cluster.
 */
export function useWalletAction<I, R>(run: Run<I, R>) {
  const dataSource = useDataSource();
  const signer = useWalletSigner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, onStage }: { input: I; onStage?: OnStage }) => {
      if (!signer) throw new Error('Connect a wallet first.');
      return run(dataSource, signer, input, onStage);
    },
    onSuccess: () => (signer ? invalidateWallet(queryClient, dataSource.cluster, signer.address) : undefined),
  });
}
