import { ExternalLink as ExternalIcon } from 'lucide-react';
import { explorerAddressUrl } from '@/entities/cluster/explorer';
import { useCluster } from '@/entities/cluster/use-cluster';
import { shortenAddress } from '@/shared/lib/address';
import { otherAccountsNote } from '../lib/other-accounts';
import { formatAmount } from '@/shared/lib/amount';
import { Card } from '@/shared/ui/card';
import { CopyButton } from '@/shared/ui/copy-button';
import type { TokenHolding } from '../model';

export function TokenCard({ token }: { token: TokenHolding }) {
  const { cluster } = useCluster();
  return (
    <Card data-testid="token-card" className="group relative flex flex-col gap-3 p-5">
      <div className="flex items-center gap-3">
        <div
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-violet-600 to-emerald-600 font-bold text-white"
        >
          {token.symbol.slice(0, 2).toUpperCase()}
        </div>
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{token.name}</h3>
          <p className="text-sm text-muted-foreground">{token.symbol}</p>
        </div>
      </div>
      <p className="font-mono text-2xl font-bold break-all">{formatAmount(token.balance, token.decimals)}</p>
      {token.otherAccounts && <p className="text-xs text-muted-foreground">{otherAccountsNote(token)}</p>}
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span className="font-mono">{shortenAddress(token.mint)}</span>
        <div className="flex gap-1 opacity-0 transition group-focus-within:opacity-100 group-hover:opacity-100">
          <CopyButton
            value={token.mint}
            label={`Copy ${token.symbol} token address`}
            toastTitle="Token address copied!"
            toastDescription="Token address copied to clipboard"
            className="size-8"
          />
          <a
            href={explorerAddressUrl(cluster, token.mint)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View ${token.symbol} on the explorer`}
            className="inline-flex size-8 items-center justify-center rounded-lg hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ExternalIcon className="size-4" aria-hidden />
          </a>
        </div>
      </div>
    </Card>
  );
}
