import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { clusterKey } from '@/entities/cluster/model';
import type { Cluster } from '@/entities/cluster/model';
import { reportHistoryProgress } from './history-progress';
import type { DataSource } from '@/data-source/contract';

// Every key starts with the cluster, so switching cluster never shows another cluster's data.
export const walletKeys = {
  all: (cluster: Cluster, owner: string) => [clusterKey(cluster), 'wallet', owner] as const,
  solBalance: (cluster: Cluster, owner: string) => [...walletKeys.all(cluster, owner), 'sol-balance'] as const,
  tokens: (cluster: Cluster, owner: string) => [...walletKeys.all(cluster, owner), 'tokens'] as const,
  transactions: (cluster: Cluster, owner: string) => [...walletKeys.all(cluster, owner), 'transactions'] as const,
  recent: (cluster: Cluster, owner: string, count: number) =>
    [...walletKeys.all(cluster, owner), 'recent-transactions', count] as const,
};

export function solBalanceQuery(dataSource: DataSource, owner: string) {
  return queryOptions({
    queryKey: walletKeys.solBalance(dataSource.cluster, owner),
    queryFn: () => dataSource.getSolBalance(owner),
    meta: { loadErrorToast: { title: 'Error', description: 'Failed to fetch balance' } },
  });
}

export function tokensQuery(dataSource: DataSource, owner: string) {
  return queryOptions({
    queryKey: walletKeys.tokens(dataSource.cluster, owner),
    queryFn: () => dataSource.getTokens(owner),
  });
}

/** A history read that tells the page what it knows while it works. */
function readHistory(
  dataSource: DataSource,
  owner: string,
  queryKey: readonly unknown[],
  cursor: string | null,
  count?: number,
) {
  return dataSource
    .getTransactions(owner, cursor, count, (progress) => reportHistoryProgress(queryKey, progress))
    .finally(() => reportHistoryProgress(queryKey, undefined));
}

export function transactionsQuery(dataSource: DataSource, owner: string) {
  return infiniteQueryOptions({
    queryKey: walletKeys.transactions(dataSource.cluster, owner),
    queryFn: ({ pageParam, queryKey }) => readHistory(dataSource, owner, queryKey, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
}

/** The newest `count` transactions only: the dashboard reads no more than it shows. */
export function recentTransactionsQuery(dataSource: DataSource, owner: string, count: number) {
  return queryOptions({
    queryKey: walletKeys.recent(dataSource.cluster, owner, count),
    queryFn: ({ queryKey }) => readHistory(dataSource, owner, queryKey, null, count),
  });
}

/** After an action: everything this wallet sees on this cluster may have changed. */
export function invalidateWallet(queryClient: QueryClient, cluster: Cluster, owner: string) {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all(cluster, owner) });
}

/** What an address is on chain (a wallet, a mint, a token account...), for the recipient checks of the forms. */
export function addressKindQuery(dataSource: DataSource, address: string) {
  return queryOptions({
    queryKey: [clusterKey(dataSource.cluster), 'address-kind', address] as const,
    queryFn: () => dataSource.inspectAddress(address),
    staleTime: 60_000,
  });
}

/** Why an address cannot take tokens as a wallet (null: it can), as the data source judges it. */
export function recipientIssueQuery(dataSource: DataSource, address: string) {
  return queryOptions({
    queryKey: [clusterKey(dataSource.cluster), 'recipient-issue', address] as const,
    queryFn: () => dataSource.recipientIssue(address),
    staleTime: 60_000,
  });
}

/** A value as text, bigints included (JSON has none): a key for what a query or a preview was asked with. */
export const valueKey = (value: unknown): string =>
  JSON.stringify(value, (_, each) => (typeof each === 'bigint' ? each.toString() : each));
