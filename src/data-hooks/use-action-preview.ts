import { useQuery } from '@tanstack/react-query';
import { priorityKey, usePrioritySetting } from '@/entities/priority/use-priority-setting';
import { useSettled } from '@/shared/lib/use-settled';
import type { PlannedAction } from '@/data-source/contract';
import { valueKey, walletKeys } from './queries';
import { useDataSource } from './use-data-source';

/**
 * What an action would do and cost, asked once the form has been still for a moment (every question is
 * a simulation on the cluster), and again when the priority setting changes. Null asks nothing.
 */
export function useActionPreview(owner: string | undefined, action: PlannedAction | null) {
  const dataSource = useDataSource();
  const priority = priorityKey(usePrioritySetting());
  const settledKey = useSettled(valueKey(action), 600);
  const settled = settledKey === valueKey(action) ? action : null;
  return useQuery({
    queryKey: [...walletKeys.all(dataSource.cluster, owner ?? ''), 'preview', settledKey, priority],
    queryFn: () => dataSource.preview(owner!, settled!),
    enabled: !!owner && !!settled,
    staleTime: 30_000,
    retry: false,
  });
}
