import { useWallet } from '@solana/wallet-adapter-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { solBalanceQuery } from '@/entities/data-source/queries';
import { useDataSource } from '@/entities/data-source/use-data-source';
import { PageLayout } from '@/shared/ui/page-layout';
import { Spinner } from '@/shared/ui/spinner';
import { RecentTransactions } from './recent-transactions';
import { TokenBalances } from './token-balances';
import { useInitialLoading } from './use-initial-loading';
import { WalletPanel } from './wallet-panel';

export default function DashboardPage() {
  const { publicKey } = useWallet();
  const owner = publicKey?.toBase58();

  return (
    <PageLayout title="Dashboard" subtitle="View your wallet details, token balances, and recent transactions">
      {owner && <DashboardContent owner={owner} />}
    </PageLayout>
  );
}

function DashboardContent({ owner }: { owner: string }) {
  const dataSource = useDataSource();
  const balance = useQuery(solBalanceQuery(dataSource, owner));
  const loading = useInitialLoading(!balance.isPending);

  useEffect(() => {
    if (balance.isError) toast.error('Error', { description: 'Failed to fetch balance' });
  }, [balance.isError]);

  if (loading) {
    return (
      <div className="flex items-center justify-center gap-3 py-24 text-muted-foreground" role="status">
        <Spinner className="size-6 text-primary" />
        <p>Loading your wallet data...</p>
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
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
