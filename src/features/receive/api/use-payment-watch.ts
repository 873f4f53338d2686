import { useQuery } from '@tanstack/react-query';
import { clusterKey } from '@/entities/cluster/model';
import { useDataSource } from '@/data-hooks/use-data-source';

/** How often the reference is looked up while a request waits: a slot is ~0.4 s, a person takes longer. */
export const PAYMENT_POLL_MS = 2_000;

/**
 * Watches a Solana Pay reference until a confirmed payment names it. A failed look-up is retried on the
 * next poll; a failed payment keeps the watch going (the payer may try again).
 */
export function usePaymentWatch(reference: string | null, recipient: string) {
  const dataSource = useDataSource();
  return useQuery({
    queryKey: [clusterKey(dataSource.cluster), 'payment', reference, recipient] as const,
    queryFn: () => dataSource.findPayment(reference!, recipient),
    enabled: !!reference,
    refetchInterval: (query) => (query.state.data?.status === 'confirmed' ? false : PAYMENT_POLL_MS),
    refetchIntervalInBackground: true,
    retry: false,
  });
}
