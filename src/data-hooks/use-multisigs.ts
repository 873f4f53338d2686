import { useQueries, useQuery } from '@tanstack/react-query';
import { clusterKey } from '@/entities/cluster/model';
import type { DataSource } from '@/data-source/contract';
import type { MultisigAccount } from '@/entities/multisig/model';
import { isAppError } from '@/shared/lib/app-error';
import { walletKeys } from './queries';
import { useDataSource } from './use-data-source';

/** The multisigs the wallet created or signs for; under the wallet's keys, so its own actions refresh them. */
export function useMultisigs(owner: string | undefined) {
  const dataSource = useDataSource();
  return useQuery({
    queryKey: [...walletKeys.all(dataSource.cluster, owner ?? ''), 'multisigs'],
    queryFn: () => dataSource.getMultisigs(owner!),
    enabled: !!owner,
  });
}

/** One address read as a multisig: null when it holds none (the data source says 'invalid'). */
async function multisigOrNull(dataSource: DataSource, address: string): Promise<MultisigAccount | null> {
  try {
    return await dataSource.getMultisig(address);
  } catch (error) {
    if (isAppError(error, 'invalid')) return null;
    throw error;
  }
}

/**
 * Each distinct address asked whether it is a multisig: the answer by address (null: not one; absent:
 * not known yet, or the read failed). An account's owner does not change often: asked once a minute.
 */
export function useMultisigsAt(addresses: readonly (string | null | undefined)[]): Map<string, MultisigAccount | null> {
  const dataSource = useDataSource();
  const distinct = [...new Set(addresses.filter((each): each is string => !!each))];
  const results = useQueries({
    queries: distinct.map((address) => ({
      queryKey: [clusterKey(dataSource.cluster), 'multisig', address],
      queryFn: () => multisigOrNull(dataSource, address),
      staleTime: 60_000,
    })),
  });
  const known = new Map<string, MultisigAccount | null>();
  results.forEach((result, index) => {
    if (result.data !== undefined) known.set(distinct[index]!, result.data);
  });
  return known;
}
