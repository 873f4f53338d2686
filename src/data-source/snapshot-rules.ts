// What Demo and the Solana data source share about holder snapshots: who counts as a holder, who the
// options leave out, the order, and the words for an exclusion that is not an address.
import { isValidAddress } from '@/shared/lib/address';
import { AppError } from '@/shared/lib/app-error';
import type { HolderSnapshot, SnapshotHolder, SnapshotOptions } from '@/entities/token/holder-snapshot';

/** The exclusions as typed, checked: each must be an address; AppError 'invalid' names the first that is not. */
export function checkedExclusions(exclude: readonly string[] = []): Set<string> {
  const listed = exclude.map((each) => each.trim()).filter(Boolean);
  const bad = listed.findIndex((each) => !isValidAddress(each));
  if (bad >= 0) {
    throw new AppError('invalid', `Exclusion ${bad + 1} is not a Solana address: ${listed[bad]}`);
  }
  return new Set(listed);
}

/**
 * The snapshot from every account of the mint: zero balances are never holders; the options leave out
 * listed wallets or accounts, frozen accounts and those below a minimum; largest first.
 */
export function snapshotOf(
  accounts: readonly SnapshotHolder[],
  options: SnapshotOptions,
  at: Omit<HolderSnapshot, 'holders' | 'leftOut'>,
): HolderSnapshot {
  const excluded = checkedExclusions(options.exclude);
  const held = accounts.filter((each) => each.amount > 0n);
  const holders = held
    .filter(
      (each) =>
        !excluded.has(each.owner) &&
        !excluded.has(each.tokenAccount) &&
        !(options.excludeFrozen && each.frozen) &&
        each.amount >= (options.minimum ?? 0n),
    )
    .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : a.owner.localeCompare(b.owner)));
  return { ...at, holders, leftOut: held.length - holders.length };
}
