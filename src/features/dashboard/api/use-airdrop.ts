import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWallet } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';

export const AIRDROP_LAMPORTS = 1_000_000_000n;

/** Asks the cluster's faucet for 1 SOL; the faucet's refusal reaches onError with its reason. */
export function useAirdrop(owner: string) {
  const dataSource = useDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dataSource.requestAirdrop(owner, AIRDROP_LAMPORTS),
    onSuccess: () => invalidateWallet(queryClient, dataSource.cluster, owner),
  });
}
