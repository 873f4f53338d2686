import type { SnapshotHolder } from '@/data-source/contract';

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
 * A fixed amount to each holder, or a total split pro rata to what each holds, rounded down in base
 * units. A wallet holding through several accounts is one recipient.
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
  const shares = owners.map(([owner, each]) => ({ owner, amount: (amount * each) / held }));
  const rows = shares.filter((row) => row.amount > 0n);
  const total = rows.reduce((sum, row) => sum + row.amount, 0n);
  return { ok: true, rows, total, remainder: amount - total, nothing: shares.length - rows.length };
}
