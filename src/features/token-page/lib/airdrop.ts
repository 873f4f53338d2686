import type { SnapshotHolder } from '@/entities/token/holder-snapshot';
import { rawUnits, uiUnits, uiUnitsAtMost, type ScaledToken } from '@/entities/token/lib/token-traits';
import { toDecimalString } from '@/shared/lib/amount';

export type AirdropMode = 'each' | 'pro-rata';

/** An airdrop worked out to the base unit: who gets what, and what no one gets. */
export type AirdropPlan =
  | {
      ok: true;
      rows: { owner: string; amount: bigint }[];
      /** base units sent in all */
      total: bigint;
      /** Pro rata: what rounding down left over (it stays with the sender); 0 for a fixed amount. */
      remainder: bigint;
      /** Holders whose share rounds down to nothing: named in the count, never silently dropped. */
      nothing: number;
    }
  | { ok: false; issue: string };

/**
 * A fixed amount to each holder, or a total split pro rata to what each holds, rounded down in raw base
 * units (what moves on chain): the rows never add up to more than the amount. A wallet holding through
 * several accounts is one recipient.
 */
export function planAirdrop(holders: readonly SnapshotHolder[], mode: AirdropMode, amount: bigint): AirdropPlan {
  const byOwner = new Map<string, bigint>();
  for (const holder of holders) byOwner.set(holder.owner, (byOwner.get(holder.owner) ?? 0n) + holder.amount);
  const owners = [...byOwner.entries()];
  if (owners.length === 0) return { ok: false, issue: 'The snapshot has no holder to send to.' };
  if (amount <= 0n) return { ok: false, issue: 'The amount must be greater than zero.' };
  if (mode === 'each') {
    return {
      ok: true,
      rows: owners.map(([owner]) => ({ owner, amount })),
      total: amount * BigInt(owners.length),
      remainder: 0n,
      nothing: 0,
    };
  }
  if (amount < BigInt(owners.length)) {
    return {
      ok: false,
      issue: `The total must be at least ${owners.length} base units: one for each of the ${owners.length} holders.`,
    };
  }
  const held = owners.reduce((sum, [, each]) => sum + each, 0n);
  if (held === 0n) return { ok: false, issue: 'These holders hold nothing to weigh a share by.' };
  const shares = owners.map(([owner, each]) => ({ owner, amount: (amount * each) / held }));
  const rows = shares.filter((row) => row.amount > 0n);
  const total = rows.reduce((sum, row) => sum + row.amount, 0n);
  return { ok: true, rows, total, remainder: amount - total, nothing: shares.length - rows.length };
}

/**
 * The plan's rows as Bulk send reads them (the token's shown amounts): each written as what its raw share
 * shows, or, where that would read back as more, the most it can show that moves no more. Totals in
 * shown units; a row that shows nothing joins those who get nothing.
 */
export function writtenAs(plan: Extract<AirdropPlan, { ok: true }>, token: ScaledToken, typed: bigint) {
  const shownOf = (raw: bigint) => {
    const shown = uiUnits(raw, token);
    return rawUnits(shown, token) <= raw ? shown : uiUnitsAtMost(raw, token);
  };
  const rows = plan.rows
    .map((row) => ({ owner: row.owner, shown: shownOf(row.amount) }))
    .filter((row) => rawUnits(row.shown, token) > 0n);
  const total = rows.reduce((sum, row) => sum + row.shown, 0n);
  return {
    rows: rows.map((row) => ({ owner: row.owner, text: toDecimalString(row.shown, token.decimals) })),
    /** In shown units. */
    total,
    remainder: typed > total ? typed - total : 0n,
    nothing: plan.nothing + plan.rows.length - rows.length,
  };
}
