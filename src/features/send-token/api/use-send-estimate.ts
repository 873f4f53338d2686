import { useQuery } from '@tanstack/react-query';
import { clusterKey } from '@/entities/cluster/model';
import { useDataSource } from '@/entities/data-source/use-data-source';
import { isValidAddress } from '@/shared/lib/address';

/** The network fee and, when the recipient has no account for this token yet, the rent to create it. */
export function useSendEstimate(owner: string | undefined, mint: string, recipient: string) {
  const dataSource = useDataSource();
  const ready = !!owner && !!mint && isValidAddress(recipient);
  return useQuery({
    queryKey: [clusterKey(dataSource.cluster), 'send-estimate', owner, mint, recipient.trim()],
    queryFn: () => dataSource.estimateSend(owner!, { mint, recipient: recipient.trim() }),
    enabled: ready,
    staleTime: 30_000,
  });
}
