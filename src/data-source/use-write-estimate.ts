import { useQuery } from '@tanstack/react-query';
import { priorityKey, usePrioritySetting } from '@/entities/priority/use-priority-setting';
import { useSettled } from '@/shared/lib/use-settled';
import type { WriteQuestion } from './contract';
import { walletKeys } from './queries';
import { useDataSource } from './use-data-source';

const keyOf = (question: WriteQuestion | null) =>
  JSON.stringify(question, (_, value) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * What a create or a mint would cost, asked once the form has been still for a moment (every question is
 * a simulation on the cluster), and again when the priority setting changes. Null asks nothing.
 */
export function useWriteEstimate(owner: string | undefined, question: WriteQuestion | null) {
  const dataSource = useDataSource();
  const priority = priorityKey(usePrioritySetting());
  const settledKey = useSettled(keyOf(question), 600);
  const settled = settledKey === keyOf(question) ? question : null;
  return useQuery({
    queryKey: [...walletKeys.all(dataSource.cluster, owner ?? ''), 'write-estimate', settledKey, priority],
    queryFn: () => dataSource.estimateWrite(owner!, settled!),
    enabled: !!owner && !!settled,
    staleTime: 30_000,
    retry: false,
  });
}
