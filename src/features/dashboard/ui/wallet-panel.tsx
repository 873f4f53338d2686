import { useQuery } from '@tanstack/react-query';
import { Droplets, Package, QrCode, RefreshCw } from 'lucide-react';
import { Link } from '@/shared/lib/router';
import { NATIVE_MINTS } from '@/entities/token/lib/native-mints';
import { toast } from '@/shared/ui/toast';
import { explorerAddressUrl } from '@/entities/cluster/explorer';
import { solBalanceQuery } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';
import { shortenAddress } from '@/shared/lib/address';
import { formatSol } from '@/shared/lib/amount';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { ExternalIconLink } from '@/shared/ui/external-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { CopyButton } from '@/shared/ui/copy-button';
import { useRefreshWallet } from '../api/use-refresh-wallet';
import { ACTION_DESCRIPTORS } from '@/data-source/action-descriptors';
import { useChainAction } from '@/data-hooks/use-chain-action';
import { ActionErrorAlert } from '@/widgets/action-error-alert';

const AIRDROP_LAMPORTS = 1_000_000_000n;

/** A link that looks like the panel's outline buttons. */
const LINK_BUTTON =
  'inline-flex h-10 items-center gap-2 rounded-lg border px-4 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function WalletPanel({ owner }: { owner: string }) {
  const dataSource = useDataSource();
  const { cluster } = dataSource;
  const balance = useQuery(solBalanceQuery(dataSource, owner));
  const refresh = useRefreshWallet(owner);
  const airdrop = useChainAction();
  const asked = { kind: 'airdrop', to: owner, lamports: AIRDROP_LAMPORTS } as const;

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: () => toast.success('Refreshed', { description: 'Your balances have been updated' }),
      onError: () => toast.error('Error', { description: 'Failed to refresh balance' }),
    });
  const onAirdrop = airdrop.once(async () => {
    await airdrop.perform(asked, { summary: () => '1 SOL has been added to your wallet' });
  });

  return (
    <Card>
      <CardHeader row>
        <CardTitle>Wallet</CardTitle>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Refresh balances"
          onClick={onRefresh}
          disabled={refresh.isPending}
        >
          <RefreshCw className={cn('size-4', refresh.isPending && 'animate-spin')} aria-hidden />
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {airdrop.failure && <ActionErrorAlert failure={airdrop.failure} onDismiss={() => airdrop.setFailure(null)} />}
        <div>
          <p className="text-sm text-muted-foreground">Address</p>
          <div className="flex items-center gap-1">
            <span className="font-mono font-medium">{shortenAddress(owner)}</span>
            <CopyButton
              value={owner}
              label="Copy wallet address"
              toastTitle="Address copied!"
              toastDescription="Wallet address copied to clipboard"
              small
            />
            <ExternalIconLink href={explorerAddressUrl(cluster, owner)} label="View wallet on the explorer" />
          </div>
        </div>
        <div>
          <p className="text-sm text-muted-foreground">SOL Balance</p>
          <p className="font-mono text-3xl font-bold" data-testid="sol-balance">
            {balance.data !== undefined ? formatSol(balance.data) : balance.isError ? '—' : '…'}
            <span className="ml-2 text-base font-medium text-muted-foreground">SOL</span>
          </p>
          {balance.isError && (
            <p className="mt-1 text-sm text-destructive">
              The balance could not be read.{' '}
              <Button variant="link" className="text-sm" onClick={() => void balance.refetch()}>
                Retry
              </Button>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/receive" className={LINK_BUTTON}>
            <QrCode className="size-4" aria-hidden />
            Receive
          </Link>
          <Link to={`/token/${NATIVE_MINTS['spl-token']}`} state={{ manage: 'wrap' }} className={LINK_BUTTON}>
            <Package className="size-4" aria-hidden />
            Wrap SOL
          </Link>
          {cluster.airdrop && (
            <Button variant="outline" onClick={() => void onAirdrop()} loading={airdrop.isPending}>
              {!airdrop.isPending && <Droplets className="size-4" aria-hidden />}
              {airdrop.isPending ? ACTION_DESCRIPTORS.airdrop.busy(asked) : 'Airdrop 1 SOL'}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
