import { useQuery } from '@tanstack/react-query';
import { walletKeys } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';

/** The wallet's empty token accounts, under its keys (any action of the wallet refreshes them). */
export function useEmptyAccounts(owner: string) {
  const dataSource = useDataSource();
  return useQuery({
    queryKey: [...walletKeys.all(dataSource.cluster, owner), 'empty-accounts'],
    queryFn: () => dataSource.getEmptyAccounts(owner),
  });
}

/** The wallet's accounts holding more than the cluster asks today, under its keys. */
export function useExcessRent(owner: string) {
  const dataSource = useDataSource();
  return useQuery({
    queryKey: [...walletKeys.all(dataSource.cluster, owner), 'excess-rent'],
    queryFn: () => dataSource.getExcessRent(owner),
  });
}
