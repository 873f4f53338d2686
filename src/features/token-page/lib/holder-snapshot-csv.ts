import type { HolderSnapshot } from '@/entities/token/holder-snapshot';
import { toDecimalString } from '@/shared/lib/amount';
import { toCsv } from '@/shared/lib/csv';

/** Share of the supply as a percentage with 6 decimals, rounded down, exact ("12.5%", "0.000001%"). */
export function supplyShare(amount: bigint, supply: bigint): string {
  if (supply <= 0n) return '—';
  return `${toDecimalString((amount * 100_000_000n) / supply, 6)}%`;
}

/** The snapshot as `owner,amount,share,token_account`: amounts exact as decimal strings, largest first. */
export function holderSnapshotCsv(snapshot: HolderSnapshot): string {
  return toCsv([
    ['owner', 'amount', 'share', 'token_account'],
    ...snapshot.holders.map((holder) => [
      holder.owner,
      toDecimalString(holder.amount, snapshot.decimals),
      supplyShare(holder.amount, snapshot.supply),
      holder.tokenAccount,
    ]),
  ]);
}
