import { useQuery } from '@tanstack/react-query';
import { recentTransactionsQuery } from '@/data-source/queries';
import { useDataSource } from '@/data-source/use-data-source';
import { TransactionCard } from '@/entities/transaction/ui/transaction-card';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { Spinner } from '@/shared/ui/spinner';

const DEPTH = 50;

/** This wallet's latest transactions that touched the token. */
export function RecentActivity({ mint, owner }: { mint: string; owner: string }) {
  const dataSource = useDataSource();
  const history = useQuery(recentTransactionsQuery(dataSource, owner, DEPTH));
  const mine = history.data?.items.filter((item) => item.mint === mint) ?? [];
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Your Recent Activity</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {history.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner /> Reading your history…
          </p>
        ) : history.isError ? (
          <p className="text-sm text-destructive">Your history could not be read: {history.error.message}</p>
        ) : mine.length === 0 ? (
          <p className="text-sm text-muted-foreground">None of your latest {DEPTH} transactions touched this token.</p>
        ) : (
          mine.map((item) => <TransactionCard key={item.signature} transaction={item} />)
        )}
      </CardContent>
    </Card>
  );
}
