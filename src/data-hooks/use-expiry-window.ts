import { useQuery } from '@tanstack/react-query';
import { useDataSource } from './use-data-source';

/** How long a transaction built now can land on this cluster: read once a few minutes (slot times move slowly). */
export function useExpiryWindow() {
  const dataSource = useDataSource();
  return useQuery({
    queryKey: ['expiry-window', dataSource.cluster.id, dataSource.cluster.endpoint],
    queryFn: () => dataSource.getExpiryWindow(),
    staleTime: 5 * 60_000,
  });
}
