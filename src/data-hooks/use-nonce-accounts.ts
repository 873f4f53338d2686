import { useQuery } from '@tanstack/react-query';
import { walletKeys } from './queries';
import { useDataSource } from './use-data-source';

/** The nonce accounts whose authority is the wallet; under its keys, so creating one refreshes the list. */
export function useNonceAccounts(owner: string | undefined) {
  const dataSource = useDataSource();
  return useQuery({
    queryKey: [...walletKeys.all(dataSource.cluster, owner ?? ''), 'nonce-accounts'],
    queryFn: () => dataSource.getNonceAccounts(owner!),
    enabled: !!owner,
  });
}
