import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { priorityKey, usePrioritySetting } from '@/entities/priority/use-priority-setting';
import { useSettled } from '@/shared/lib/use-settled';
import type { PlannedAction } from '@/data-source/contract';
import type { ActionPreview } from '@/entities/action/model';
import { valueKey, walletKeys } from './queries';
import { useDataSource } from './use-data-source';

/**
 * When a preview is asked: `settled`, once the form has been still for a moment (an estimate beside the
 * fields); `asked`, each time `ask()` is called, and hidden by any later edit (a preview read before
 * confirming: what is confirmed is always what was previewed).
 */
export type PreviewMoment = 'settled' | 'asked';

export interface ActionPreviewState {
  data: ActionPreview | undefined;
  error: unknown;
  isFetching: boolean;
  /** Simulate the current action now (`asked` only): a new simulation every time, never a kept one. */
  ask(): void;
  /** Hide the preview until it is asked again. */
  discard(): void;
}

/**
 * What an action would do and cost: a simulation on the cluster, asked again when the priority setting
 * changes (its fee is shown). Null asks nothing.
 */
export function useActionPreview(
  owner: string | undefined,
  action: PlannedAction | null,
  moment: PreviewMoment = 'settled',
): ActionPreviewState {
  const dataSource = useDataSource();
  const priority = priorityKey(usePrioritySetting());
  const actionKey = valueKey(action);
  const settledKey = useSettled(actionKey, 600);
  const key = valueKey([actionKey, priority]);
  // The key asked for and which ask it was: each ask is a simulation of its own.
  const asks = useRef(0);
  const [asked, setAsked] = useState<{ key: string; ask: number } | null>(null);
  // An edit forgets what was asked, even one typed back to the same value.
  if (asked && asked.key !== key) setAsked(null);
  // An estimate stays on the last still value while the user types; an asked preview is of this one only.
  const [queryKey, ready] =
    moment === 'settled'
      ? [valueKey([settledKey, priority]), settledKey === actionKey]
      : [valueKey([key, asked?.ask ?? 0]), asked?.key === key];
  const query = useQuery({
    queryKey: [...walletKeys.all(dataSource.cluster, owner ?? ''), 'preview', queryKey],
    queryFn: () => dataSource.preview(owner!, action!),
    enabled: !!owner && !!action && ready,
    staleTime: moment === 'settled' ? 30_000 : Infinity,
    gcTime: moment === 'settled' ? undefined : 0,
    retry: false,
  });
  return {
    data: query.data,
    error: query.error,
    isFetching: query.isFetching,
    ask: () => {
      asks.current += 1;
      setAsked({ key, ask: asks.current });
    },
    discard: () => setAsked(null),
  };
}
