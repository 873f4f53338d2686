import { useQuery } from '@tanstack/react-query';
import { clusterKey } from '@/entities/cluster/model';
import { useDataSource } from '@/data-hooks/use-data-source';
import type { AskedPayment } from '@/entities/payment/model';
import { paysAsAsked } from '@/data-source/payment-choice';

/** How often the reference is looked up while a request waits: a slot is ~0.4 s, a person takes longer. */
export const PAYMENT_POLL_MS = 2_000;

/**
 * Watches a Solana Pay reference until the payment asked for names it. A failed look-up is retried on the
 * next poll; a failed payment, or one that brought something else (anyone can name a reference), keeps
 * the watch going.
 */
export function usePaymentWatch(reference: string | null, recipient: string, asked: AskedPayment) {
  const dataSource = useDataSource();
  return useQuery({
    queryKey: [
      clusterKey(dataSource.cluster),
      'payment',
      reference,
      recipient,
      asked.mint,
      asked.amount.toString(),
    ] as const,
    queryFn: () => dataSource.findPayment(reference!, recipient, asked),
    enabled: !!reference,
    refetchInterval: (query) => (query.state.data && paysAsAsked(query.state.data, asked) ? false : PAYMENT_POLL_MS),
    refetchIntervalInBackground: true,
    retry: false,
  });
}
