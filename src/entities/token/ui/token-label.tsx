import { TriangleAlert } from 'lucide-react';
import { shortenAddress } from '@/shared/lib/address';
import { ChainText } from '@/shared/ui/chain-text';
import { ImpersonationBadge } from './impersonation-badge';
import type { TokenHolding } from '../model';

export const HIDDEN_CHARACTERS_WARNING =
  'This name or symbol contains hidden or direction-changing characters, shown as [U+…]. It may imitate another token.';

/** A token's name and symbol as chosen by its creator: isolated, clamped, and flagged when it hides characters. */
export function TokenLabel({
  token,
  showMint = false,
}: {
  token: Pick<TokenHolding, 'name' | 'symbol' | 'hiddenCharacters'> & { mint?: string };
  /** Where the user picks a token: the shortened mint tells apart tokens that share a name. */
  showMint?: boolean;
}) {
  const warning = token.hiddenCharacters ? ` (warning: ${HIDDEN_CHARACTERS_WARNING})` : '';
  return (
    <span className="flex min-w-0 items-center gap-1">
      {/* Read as one phrase by assistive technology; the clamped pieces below are for the eye. */}
      <span className="sr-only">{`${token.name} (${token.symbol})${warning}`}</span>
      <span aria-hidden className="flex min-w-0 items-center">
        {token.hiddenCharacters && (
          <TriangleAlert className="mr-1 size-4 shrink-0 text-destructive">
            <title>{HIDDEN_CHARACTERS_WARNING}</title>
          </TriangleAlert>
        )}
        <ChainText text={token.name} className="min-w-0 shrink" />
        <span className="shrink-0 whitespace-pre"> (</span>
        <ChainText text={token.symbol} className="min-w-0 max-w-[10ch] shrink" />
        <span className="shrink-0">)</span>
        {showMint && token.mint && (
          <span className="ml-1 shrink-0 font-mono text-xs text-muted-foreground">{shortenAddress(token.mint)}</span>
        )}
      </span>
      <ImpersonationBadge token={token} />
    </span>
  );
}
