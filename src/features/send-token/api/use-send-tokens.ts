import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnStage, SendTokensInput } from '@/entities/data-source/model';
import { invalidateWallet } from '@/entities/data-source/queries';
import { useDataSource } from '@/entities/data-source/use-data-source';
import { useWalletSigner } from '@/entities/data-source/use-wallet-signer';

export function useSendTokens() {
  const dataSource = useDataSource();
  const signer = useWalletSigner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, onStage }: { input: SendTokensInput; onStage?: OnStage }) => {
      if (!signer) throw new Error('Connect a wallet first.');
      return dataSource.sendTokens(signer, input, onStage);
    },
    onSuccess: () => signer && invalidateWallet(queryClient, dataSource.cluster, signer.address),
  });
}
