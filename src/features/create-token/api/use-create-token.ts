import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTokenInput, OnStage } from '@/entities/data-source/model';
import { invalidateWallet } from '@/entities/data-source/queries';
import { useDataSource } from '@/entities/data-source/use-data-source';
import { useWalletSigner } from '@/entities/data-source/use-wallet-signer';

export function useCreateToken() {
  const dataSource = useDataSource();
  const signer = useWalletSigner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, onStage }: { input: CreateTokenInput; onStage?: OnStage }) => {
      if (!signer) throw new Error('Connect a wallet first.');
      return dataSource.createToken(signer, input, onStage);
    },
    onSuccess: () => signer && invalidateWallet(queryClient, dataSource.cluster, signer.address),
  });
}
