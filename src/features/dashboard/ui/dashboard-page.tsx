import { useQuery } from '@tanstack/react-query';
import { solBalanceQuery } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';
import { useWallet } from '@/entities/wallet/use-wallet';
import { PageLayout } from '@/shared/ui/page-layout';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { Spinner } from '@/shared/ui/spinner';
import { RecentTransactions } from './recent-transactions';
import { TokenBalances } from './token-balances';
import { useInitialLoading } from './use-initial-loading';
import { WalletPanel } from './wallet-panel';

export default function DashboardPage() {
  const { address: owner } = useWallet();

  return <PageLayout {...PAGE_HEADINGS.dashboard}>{owner && <DashboardContent owner={owner} />}</PageLayout>;
}

function DashboardContent({ owner }: { owner: string }) {
  const dataSource = useDataSource();
  const balance = useQuery(solBalanceQuery(dataSource, owner));
  const loading = useInitialLoading(!balance.isPending);

  if (loading) {
    return (
      <div className="flex items-center justify-center gap-3 py-24 text-muted-foreground" role="status">
        <Spinner className="size-6 text-primary" />
        <p>Loading your wallet data...</p>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-8">
        <WalletPanel owner={owner} />
      </div>
      <div className="flex min-w-0 flex-col gap-10">
        <TokenBalances owner={owner} />
        <RecentTransactions owner={owner} />
      </div>
    </div>
  );
}
