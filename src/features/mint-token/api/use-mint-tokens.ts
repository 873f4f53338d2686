import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MintTokensInput, OnStage } from '@/entities/data-source/model';
import { invalidateWallet } from '@/entities/data-source/queries';
import { useDataSource } from '@/entities/data-source/use-data-source';
import { useWalletSigner } from '@/entities/data-source/use-wallet-signer';

export function useMintTokens() {
  const dataSource = useDataSource();
  const signer = useWalletSigner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, onStage }: { input: MintTokensInput; onStage?: OnStage }) => {
      if (!signer) throw new Error('Connect a wallet first.');
      return dataSource.mintTokens(signer, input, onStage);
    },
    onSuccess: () => signer && invalidateWallet(queryClient, dataSource.cluster, signer.address),
  });
}
