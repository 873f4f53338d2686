import { useQuery } from '@tanstack/react-query';
import { useHistoryProgress } from './history-progress';
import { recentTransactionsQuery } from './queries';
import { useDataSource } from './use-data-source';

/**
 * The wallet's newest `count` transactions, and while they are read, what is known so far: the dashboard,
 * a token's activity and the look-alike check show (or compare with) the wallet's own entries at once.
 */
export function useRecentTransactions(owner: string | undefined, count: number) {
  const options = recentTransactionsQuery(useDataSource(), owner ?? '', count);
  const query = useQuery({ ...options, enabled: !!owner });
  return { query, progress: useHistoryProgress(options.queryKey) };
}
