import { useMultisigs } from '@/data-hooks/use-multisigs';
import type { TokenHolding } from '@/entities/token/model';
import { TokenLabel } from '@/entities/token/ui/token-label';
import { shortenAddress } from '@/shared/lib/address';
import { Link } from '@/shared/lib/router';
import { notMintableReason } from '../api/mint-tokens-form';

/**
 * The wallet's tokens it cannot mint here, each with why; one whose mint authority is a multisig the
 * wallet signs for is minted by a proposal to its co-signers, which its token page makes ("Propose").
 * Its multisigs are read once (those made here, and those the cluster finds naming it), not one account
 * per token: a wallet may hold hundreds of tokens it cannot mint.
 */
export function NotMintable({ tokens, owner }: { tokens: TokenHolding[]; owner: string | undefined }) {
  // Asked only when some token needs it: a wallet that can mint all it holds asks nothing.
  const multisigs = useMultisigs(tokens.length ? owner : undefined).data ?? [];
  if (tokens.length === 0) return null;
  const governing = (token: TokenHolding) =>
    multisigs.find((each) => each.address === token.mintAuthority && !!owner && each.signers.includes(owner));
  return (
    <div className="rounded-lg bg-muted p-3 text-xs text-muted-foreground" data-testid="not-mintable">
      <p className="mb-1 font-medium text-foreground">Not mintable with this wallet alone:</p>
      <ul className="space-y-1">
        {tokens.map((token) => {
          const multisig = governing(token);
          return multisig ? (
            <li key={token.mint} className="flex flex-col gap-0.5">
              <span className="flex min-w-0 items-center justify-between gap-2">
                <TokenLabel token={token} />
                <Link
                  to={`/token/${token.mint}`}
                  state={{ manage: 'mint' }}
                  className="shrink-0 font-medium text-primary underline"
                  aria-label={`Propose a mint of ${token.symbol}`}
                >
                  Propose
                </Link>
              </span>
              <span>
                Its mint authority is the multisig {shortenAddress(multisig.address)} ({multisig.threshold} of{' '}
                {multisig.signers.length}), which you sign for: a mint is proposed to its co-signers.
              </span>
            </li>
          ) : (
            <li key={token.mint} className="flex min-w-0 gap-1">
              <TokenLabel token={token} />
              <span className="shrink-0">: {notMintableReason(token)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
