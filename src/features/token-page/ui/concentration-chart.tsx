import type { TokenDetails } from '@/entities/token/model';
import { shownAmount } from '@/entities/token/lib/token-traits';
import type { TopShare } from '../lib/concentration';

/** A bar's width: the share in hundredths of a percent, as a CSS percentage (display only; the figures are exact). */
const width = (held: bigint, supply: bigint) => (supply > 0n ? `${Number((held * 10_000n) / supply) / 100}%` : '0%');

/** How much the largest 1, 10 and 100 holders hold: a bar each, with the exact share and amount beside it. */
export function ConcentrationChart({
  shares,
  supply,
  token,
}: {
  shares: TopShare[];
  supply: bigint;
  token: Pick<TokenDetails, 'decimals' | 'symbol' | 'scale'>;
}) {
  return (
    <figure className="flex flex-col gap-2" data-testid="concentration">
      <figcaption className="font-medium">Concentration: what the largest holders hold of the supply</figcaption>
      <dl className="flex flex-col gap-2">
        {shares.map((each) => (
          <div key={each.top} className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">
              {each.top === 1 ? 'Largest' : `Top ${each.top}`}
              {each.holders < each.top && each.top > 1 && (
                <span className="block text-xs">({each.holders} in all)</span>
              )}
            </dt>
            <dd className="flex min-w-0 flex-col gap-1">
              <div
                className="h-3 rounded-full bg-muted"
                role="img"
                aria-label={`${each.top === 1 ? 'The largest holder holds' : `The ${each.top} largest hold`} ${each.share}`}
              >
                <div className="h-3 rounded-full bg-primary" style={{ width: width(each.held, supply) }} />
              </div>
              <span className="font-mono text-xs [overflow-wrap:anywhere]">
                {each.share} · {shownAmount(each.held, token)} {token.symbol}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
