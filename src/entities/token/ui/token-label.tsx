import { TriangleAlert } from 'lucide-react';
import { shortenAddress } from '@/shared/lib/address';
import { ChainText } from '@/shared/ui/chain-text';
import { Badge } from '@/shared/ui/badge';
import { ImpersonationBadge } from './impersonation-badge';
import { NON_TRANSFERABLE, scaleWords } from '../lib/token-traits';
import type { TokenHolding, TokenTraits } from '../model';

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

/**
 * What a token's mint and the wallet's account impose, each said once where the token is shown: a
 * pause, no transfers, a hidden confidential balance, required memos, an amount rule, extensions the
 * app does not know. Nothing when the token is ordinary.
 */
export function TokenTraitsBadges({ token }: { token: TokenTraits }) {
  const scale = scaleWords(token.scale);
  const notes = [
    token.paused && { key: 'paused', text: 'Paused', tone: 'border-destructive/40 text-destructive' },
    token.nonTransferable && { key: 'nt', text: `Non-transferable: ${NON_TRANSFERABLE}`, tone: '' },
    token.confidentialBalance && {
      key: 'confidential',
      text: 'A confidential balance exists and is not shown',
      tone: '',
    },
    token.memoRequired && { key: 'memo', text: 'Incoming transfers need a memo', tone: '' },
    scale && { key: 'scale', text: `Amounts shown with its ${scale}`, tone: '' },
    ...(token.unknownExtensions ?? []).map((type) => ({
      key: `x${type}`,
      text: `Extension ${type}, unknown to this app`,
      tone: 'border-amber-500/50 text-amber-700 dark:text-amber-400',
    })),
  ].filter((note) => !!note);
  if (notes.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Token restrictions and rules" data-testid="token-traits">
      {notes.map((note) => (
        <li key={note.key}>
          <Badge className={note.tone || 'text-muted-foreground'}>{note.text}</Badge>
        </li>
      ))}
    </ul>
  );
}
