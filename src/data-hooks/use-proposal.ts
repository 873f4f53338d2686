import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clusterKey, type Cluster } from '@/entities/cluster/model';
import { isAppError } from '@/shared/lib/app-error';
import { useDataSource } from './use-data-source';

/** Every proposal read on a cluster: what a submit refreshes. */
export const proposalKeys = {
  all: (cluster: Cluster) => [clusterKey(cluster), 'proposal'] as const,
  one: (cluster: Cluster, link: string, viewer?: string) =>
    [...proposalKeys.all(cluster), link, viewer ?? null] as const,
};

/**
 * A proposal read from its link against the chain as it is now. A link refused in words (cut short,
 * tampered with, another cluster's) is not asked again: it will not get better. While a grown link (one
 * more signature) is read, the proposal as it was stays on screen (`isPlaceholderData`).
 */
export function useProposal(link: string, viewer?: string) {
  const dataSource = useDataSource();
  return useQuery({
    queryKey: proposalKeys.one(dataSource.cluster, link, viewer),
    queryFn: () => dataSource.readProposal(link, viewer),
    enabled: link !== '',
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: (failures, error) => !isAppError(error, 'invalid') && failures < 2,
  });
}
