import { HISTORY_DEPTH as DEPTH } from '@/data-hooks/use-address-history';
import { useRecentTransactions } from '@/data-hooks/use-recent-transactions';
import { HistoryCheck } from '@/entities/transaction/ui/history-check';
import { touches } from '@/entities/transaction/lib/present';
import { TransactionCard } from '@/entities/transaction/ui/transaction-card';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { LoadingLine } from '@/shared/ui/loading-line';
import { reasonOf } from '@/shared/lib/describe-error';

/** This wallet's latest transactions that touched the token: the same read the Send page checks recipients with. */
export function RecentActivity({ mint, owner }: { mint: string; owner: string }) {
  const { query: history, progress } = useRecentTransactions(owner, DEPTH);
  const mine = (history.data ?? progress)?.items.filter((item) => touches(item, mint)) ?? [];
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Your Recent Activity</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <HistoryCheck progress={progress} />
        {history.isPending && !progress ? (
          <LoadingLine small>Reading your history…</LoadingLine>
        ) : history.isError ? (
          <p className="text-sm text-destructive">Your history could not be read: {reasonOf(history.error)}</p>
        ) : mine.length === 0 ? (
          history.isSuccess && (
            <p className="text-sm text-muted-foreground">
              None of your latest {DEPTH} transactions touched this token.
            </p>
          )
        ) : (
          mine.map((item) => <TransactionCard key={item.signature} transaction={item} />)
        )}
      </CardContent>
    </Card>
  );
}
