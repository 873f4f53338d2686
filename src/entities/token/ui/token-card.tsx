import { Link } from '@/shared/lib/router';
import { Eye, EyeOff, TriangleAlert } from 'lucide-react';
import { explorerAddressUrl } from '@/entities/cluster/explorer';
import { useCluster } from '@/entities/cluster/use-cluster';
import { shortenAddress } from '@/shared/lib/address';
import { otherAccountsNote } from '../lib/other-accounts';
import { shownAmount } from '../lib/token-traits';
import { ExternalIconLink } from '@/shared/ui/external-link';
import { Card } from '@/shared/ui/card';
import { CopyButton } from '@/shared/ui/copy-button';
import { Button } from '@/shared/ui/button';
import { withoutMarkers } from '@/shared/lib/untrusted-text';
import { ChainText } from '@/shared/ui/chain-text';
import type { TokenHolding } from '../model';
import { ImpersonationBadge } from './impersonation-badge';
import { HIDDEN_CHARACTERS_WARNING, TokenTraitsBadges } from './token-label';

/** Two letters or digits of the symbol for the avatar; never a made-visible "[U+…]" marker. */
function initials(symbol: string): string {
  const visible = withoutMarkers(symbol);
  return Array.from(visible)
    .filter((char) => /[\p{L}\p{N}]/u.test(char))
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

export function TokenCard({
  token,
  hidden = false,
  onHiddenChange,
}: {
  token: TokenHolding;
  /** Shown among hidden tokens (the user chose to hide it). */
  hidden?: boolean;
  /** Offers "Hide" (or "Unhide") when given. */
  onHiddenChange?: (hidden: boolean) => void;
}) {
  const { cluster } = useCluster();
  return (
    <Card data-testid="token-card" className="group relative flex min-w-0 flex-col gap-3 p-5">
      <div className="flex items-center gap-3">
        <div
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-violet-600 to-emerald-600 font-bold text-white"
        >
          {initials(token.symbol)}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">
            <ChainText text={token.name} />
          </h3>
          <p className="text-sm text-muted-foreground">
            <ChainText text={token.symbol} />
          </p>
        </div>
      </div>
      <ImpersonationBadge token={token} className="self-start" />
      <TokenTraitsBadges token={token} />
      {token.hiddenCharacters && (
        <p className="flex items-start gap-1.5 text-xs text-destructive">
          <TriangleAlert className="size-4 shrink-0" aria-hidden /> {HIDDEN_CHARACTERS_WARNING}
        </p>
      )}
      <p className="font-mono text-2xl font-bold break-all">{shownAmount(token.balance, token)}</p>
      {token.otherAccounts && <p className="text-xs text-muted-foreground">{otherAccountsNote(token)}</p>}
      <div className="flex items-center justify-between text-xs text-muted-foreground">
        <span className="flex items-center gap-3">
          <span className="font-mono">{shortenAddress(token.mint)}</span>
          <Link
            to={`/token/${token.mint}`}
            className="font-medium text-primary underline-offset-2 hover:underline"
            aria-label={`Manage ${token.symbol}`}
          >
            Manage
          </Link>
        </span>
        <div className="flex gap-1 opacity-0 transition group-focus-within:opacity-100 group-hover:opacity-100">
          {onHiddenChange && (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`${hidden ? 'Unhide' : 'Hide'} ${token.symbol}`}
              title={
                hidden ? 'Show this token again' : 'Hide this token (spam, dust): kept for this wallet and cluster'
              }
              onClick={() => onHiddenChange(!hidden)}
            >
              {hidden ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
            </Button>
          )}
          <CopyButton
            value={token.mint}
            label={`Copy ${token.symbol} token address`}
            toastTitle="Token address copied!"
            toastDescription="Token address copied to clipboard"
            small
          />
          <ExternalIconLink
            href={explorerAddressUrl(cluster, token.mint)}
            label={`View ${token.symbol} on the explorer`}
          />
        </div>
      </div>
    </Card>
  );
}
