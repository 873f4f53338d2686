import { Coins, Send } from 'lucide-react';
import { Link } from '@/shared/lib/router';
import { useRecentTransactions } from '@/data-hooks/use-recent-transactions';
import { HistoryCheck } from '@/entities/transaction/ui/history-check';
import { TransactionCard } from '@/entities/transaction/ui/transaction-card';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Spinner } from '@/shared/ui/spinner';
import { reasonOf } from '@/shared/lib/describe-error';

const RECENT_COUNT = 3;

export function RecentTransactions({ owner }: { owner: string }) {
  // While token accounts are checked, the wallet's own entries show already.
  const { query: history, progress } = useRecentTransactions(owner, RECENT_COUNT);
  const recent = (history.data ?? progress)?.items.slice(0, RECENT_COUNT) ?? [];

  return (
    <section aria-labelledby="recent-transactions" data-testid="recent-transactions" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-transactions" className="text-xl font-semibold">
          Recent Transactions
        </h2>
        <Button asChild variant="link" size="sm">
          <Link to="/transactions">View All</Link>
        </Button>
      </div>
      {history.isPending && !progress && (
        <div className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Loading transactions...
        </div>
      )}
      {history.isError && (
        <Card className="p-5 text-sm">
          <p className="text-destructive">Your transactions could not be loaded: {reasonOf(history.error)}</p>
          <Button variant="link" onClick={() => void history.refetch()}>
            Retry
          </Button>
        </Card>
      )}
      <HistoryCheck progress={progress} />
      {history.isSuccess && recent.length === 0 && (
        <Card className="p-6 text-center text-sm text-muted-foreground">No transactions yet.</Card>
      )}
      <div className="flex flex-col gap-3">
        {recent.map((tx) => (
          <TransactionCard key={tx.signature} transaction={tx} />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to="/send-token">
            <Send className="size-4" aria-hidden /> Send Token
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/mint-token">
            <Coins className="size-4" aria-hidden /> Mint Token
          </Link>
        </Button>
      </div>
    </section>
  );
}
