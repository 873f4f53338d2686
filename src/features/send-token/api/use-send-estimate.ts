import { useQuery } from '@tanstack/react-query';
import { walletKeys } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';
import { priorityKey, usePrioritySetting } from '@/entities/priority/use-priority-setting';
import { isValidAddress } from '@/shared/lib/address';

/** The network fee (base and priority, at the priority setting) and, when the recipient has no account for this token yet, the rent to create it. */
export function useSendEstimate(owner: string | undefined, mint: string, recipient: string) {
  const dataSource = useDataSource();
  const ready = !!owner && !!mint && isValidAddress(recipient);
  // A new priority setting prices the transaction anew.
  const priority = priorityKey(usePrioritySetting());
  return useQuery({
    // Under the wallet's keys, so a finished send (which may create the recipient's account) refreshes it.
    queryKey: [...walletKeys.all(dataSource.cluster, owner ?? ''), 'send-estimate', mint, recipient.trim(), priority],
    queryFn: () => dataSource.estimateSend(owner!, { mint, recipient: recipient.trim() }),
    enabled: ready,
    staleTime: 30_000,
  });
}
