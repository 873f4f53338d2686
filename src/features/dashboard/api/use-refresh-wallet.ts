import { useMutation, useQueryClient } from '@tanstack/react-query';
import { solBalanceQuery, walletKeys } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';

/** Refetches everything the dashboard shows; fails when the balance cannot be read. */
export function useRefreshWallet(owner: string) {
  const dataSource = useDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const keys = walletKeys.all(dataSource.cluster, owner);
      await queryClient.invalidateQueries({ queryKey: keys }, { throwOnError: false });
      // invalidate swallows fetch errors; the balance read decides whether the refresh worked
      await queryClient.fetchQuery({ ...solBalanceQuery(dataSource, owner), staleTime: 0, retry: false });
    },
  });
}
