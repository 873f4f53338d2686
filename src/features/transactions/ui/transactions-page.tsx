import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowDownUp, Download, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { transactionsQuery } from '@/data-hooks/queries';
import { useHistoryProgress } from '@/data-hooks/history-progress';
import { useDataSource } from '@/data-hooks/use-data-source';
import { HistoryCheck } from '@/entities/transaction/ui/history-check';
import { useWallet } from '@/entities/wallet/use-wallet';
import { addressHistory, isDustInflow } from '@/entities/transaction/lib/address-history';
import { filterTransactions, type SortOrder, type TypeFilter } from '@/entities/transaction/lib/present';
import { transactionsCsv } from '@/entities/transaction/lib/export-csv';
import { TRANSACTION_TYPES } from '@/entities/transaction/model';
import { TRANSACTION_TYPE_VIEWS } from '@/entities/transaction/ui/transaction-types';
import { TransactionCard } from '@/entities/transaction/ui/transaction-card';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Input } from '@/shared/ui/input';
import { PageLayout } from '@/shared/ui/page-layout';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/shared/ui/select';
import { Spinner } from '@/shared/ui/spinner';
import { useStoredState } from '@/shared/lib/use-stored-state';
import { downloadCsv } from '@/shared/lib/csv';
import { DUST_WARNING, DustFilter, readThreshold } from './dust-filter';
import { reasonOf } from '@/shared/lib/describe-error';

const TYPE_OPTIONS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All Types' },
  ...TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_TYPE_VIEWS[type].label })),
];

export default function TransactionsPage() {
  const { address } = useWallet();
  return <PageLayout {...PAGE_HEADINGS.transactions}>{address && <TransactionList owner={address} />}</PageLayout>;
}

function TransactionList({ owner }: { owner: string }) {
  const dataSource = useDataSource();
  const query = transactionsQuery(dataSource, owner);
  const history = useInfiniteQuery(query);
  // While token accounts are checked, the wallet's own entries show already; receipts merge in.
  const progress = useHistoryProgress(query.queryKey);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [order, setOrder] = useState<SortOrder>('newest');

  const [threshold, setThreshold] = useStoredState('tokenManager.dustThreshold', owner, readThreshold);
  const [showDust, setShowDust] = useState(false);

  const loaded = useMemo(() => {
    const pages = history.data?.pages.flatMap((p) => p.items) ?? [];
    // A refresh keeps the pages it had until it is done; only a first read shows entries in progress.
    const items = history.data ? pages : (progress?.items ?? []);
    // A refresh can push an entry from one page onto the next: each transaction is shown once.
    return [...new Map(items.map((item) => [item.signature, item])).values()];
  }, [history.data, progress]);
  const matching = useMemo(() => filterTransactions(loaded, { search, type, order }), [loaded, search, type, order]);
  const dust = useMemo(() => {
    const { paid } = addressHistory(loaded, owner);
    return new Set(matching.filter((tx) => isDustInflow(tx, owner, threshold, paid)).map((tx) => tx.signature));
  }, [loaded, matching, owner, threshold]);
  const shown = showDust ? matching : matching.filter((tx) => !dust.has(tx.signature));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            className="pl-9"
            placeholder="Search by signature or token..."
            aria-label="Search transactions"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Select value={type} onValueChange={(v) => setType(v as TypeFilter)}>
          <SelectTrigger aria-label="Filter by type" className="sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TYPE_OPTIONS.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button
          variant="outline"
          onClick={() => setOrder((o) => (o === 'newest' ? 'oldest' : 'newest'))}
          title="Change sort order"
        >
          <ArrowDownUp className="size-4" aria-hidden />
          {order === 'newest' ? 'Newest' : 'Oldest'}
        </Button>
        <Button
          variant="outline"
          disabled={shown.length === 0}
          onClick={() =>
            downloadCsv(transactionsCsv(shown), `transactions-${dataSource.cluster.id}-${owner.slice(0, 8)}.csv`)
          }
          title="Download the transactions shown, with the filters applied, as a CSV file"
        >
          <Download className="size-4" aria-hidden />
          Export CSV
        </Button>
      </div>
      <DustFilter
        threshold={threshold}
        onThreshold={(value) => setThreshold(() => value)}
        count={dust.size}
        shown={showDust}
        onToggle={() => setShowDust((value) => !value)}
      />
      {history.hasNextPage && shown.length > 0 && (
        <p className="-mt-3 text-xs text-muted-foreground">
          The export has the transactions loaded so far; load more to include older ones.
        </p>
      )}

      <HistoryCheck progress={progress} />
      {history.isPending && !progress && (
        <div className="flex items-center justify-center gap-3 py-16 text-muted-foreground" role="status">
          <Spinner className="size-6 text-primary" />
          <p>Loading your transactions...</p>
        </div>
      )}
      {history.isError && (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="text-destructive">Your transactions could not be loaded: {reasonOf(history.error)}</p>
          <Button onClick={() => void history.refetch()}>Retry</Button>
        </Card>
      )}
      {history.isSuccess && shown.length === 0 && (
        <Card className="p-8 text-center text-muted-foreground">No transactions found matching your filters.</Card>
      )}
      <div className="flex flex-col gap-3">
        {shown.map((tx) => (
          <TransactionCard
            key={tx.signature}
            transaction={tx}
            warning={dust.has(tx.signature) ? DUST_WARNING : undefined}
          />
        ))}
      </div>
      {history.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? 'Loading more...' : 'Load more'}
        </Button>
      )}
      {history.isFetchNextPageError && (
        <p className="text-center text-sm text-destructive">More transactions could not be loaded. Try again.</p>
      )}
    </div>
  );
}
