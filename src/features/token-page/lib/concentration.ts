import { supplyShare } from './holder-snapshot-csv';

/** The groups of largest holders whose share is shown: the largest, the ten largest, the hundred largest. */
export const CONCENTRATION_TOPS = [1, 10, 100] as const;

/** The launch check's stated share: more than this, held by the ten largest outside the issuer and pools, warns. */
export const TOP_TEN_WARN_PERCENT = 50n;

export interface TopShare {
  top: (typeof CONCENTRATION_TOPS)[number];
  /** How many holders the group really has (fewer than `top` when the token has fewer holders). */
  holders: number;
  /** What they hold, base units. */
  held: bigint;
  /** Exact, as the holders table says it ("12.5%"). */
  share: string;
}

/** What each wallet holds in all, largest first (one wallet's several accounts are one holder). */
export function byHolder(accounts: readonly { owner: string | null; account?: string; amount: bigint }[]) {
  const held = new Map<string, bigint>();
  for (const { owner, account, amount } of accounts) {
    const key = owner ?? account ?? '';
    held.set(key, (held.get(key) ?? 0n) + amount);
  }
  return [...held]
    .map(([holder, amount]) => ({ holder, amount }))
    .filter((each) => each.amount > 0n)
    .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0));
}

/** The share of the supply held by the 1, 10 and 100 largest holders, exact. */
export function topShares(holders: readonly { amount: bigint }[], supply: bigint): TopShare[] {
  return CONCENTRATION_TOPS.map((top) => {
    const group = holders.slice(0, top);
    const held = group.reduce((sum, each) => sum + each.amount, 0n);
    return { top, holders: group.length, held, share: supplyShare(held, supply) };
  });
}

/** Whether `held` is more than `percent` of `supply`, exactly. */
export const moreThan = (held: bigint, supply: bigint, percent: bigint) =>
  supply > 0n && held * 100n > supply * percent;
