import { PRIORITY_PERCENTILES, type PrioritySetting } from '@/entities/priority/model';
import type { NetworkFee } from './contract';

// How a transaction's fee is made, as the runtime computes it; shared by Demo and Solana so both show
// the same figures for the same setting.

/** What the network charges per signature. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
/** The most compute units one transaction may ask for. */
export const MAX_COMPUTE_UNIT_LIMIT = 1_400_000;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

/** What a transaction asks of the compute-budget program: units it may use, and its bid per unit. */
export interface ComputeBudget {
  unitLimit: number;
  /** micro-lamports per compute unit */
  unitPrice: bigint;
}

/**
 * Room for the guards a wallet may add after the limit is set (Phantom's Lighthouse assertions; it keeps a
 * dApp's own limit): about four as mainnet saw them, where two took 7,479 and 8,016 units.
 */
export const WALLET_GUARD_UNITS = 20_000;

/**
 * The units a simulation consumed, with a margin (state may move a little before it lands) and room for a
 * wallet's guards, within bounds.
 */
export function unitLimitFor(unitsConsumed: bigint | number): number {
  const withMargin = Math.ceil(Number(unitsConsumed) * 1.1) + 1_000 + WALLET_GUARD_UNITS;
  return Math.min(MAX_COMPUTE_UNIT_LIMIT, withMargin);
}

/**
 * Room for a wallet's guard program in what a v1 transaction may load: Lighthouse's program data is about
 * 424 KiB (helium-program-library PR #1276 measured it), its account and ProgramData entries 64 bytes each
 * more. A v1 transaction budgets exactly what it sets, so a wallet's guards must fit in it.
 */
export const WALLET_GUARD_LOADED_BYTES = 424 * 1024 + 2 * 64;
/** The most a transaction may load (SIMD-0186), and the page the cost model charges it by (32 KiB). */
export const MAX_LOADED_ACCOUNTS_DATA_BYTES = 64 * 1024 * 1024;
const LOADED_DATA_PAGE = 32 * 1024;

/** A v1 transaction's loaded-data limit: what its simulation loaded, room for a wallet's guards, in whole pages. */
export function loadedLimitFor(loadedBytes: number): number {
  const wanted = loadedBytes + WALLET_GUARD_LOADED_BYTES;
  return Math.min(MAX_LOADED_ACCOUNTS_DATA_BYTES, Math.ceil(wanted / LOADED_DATA_PAGE) * LOADED_DATA_PAGE);
}

/** The lamports a price per unit costs at this limit: rounded up, as the runtime charges it. */
export function priorityLamports({ unitLimit, unitPrice }: ComputeBudget): bigint {
  return (unitPrice * BigInt(unitLimit) + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
}

/** The nearest-rank percentile of the non-zero prices; 0 when nothing recent paid for priority. */
export function percentilePrice(prices: readonly bigint[], percentile: number): bigint {
  const paid = prices.filter((price) => price > 0n).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  if (paid.length === 0) return 0n;
  const rank = Math.max(1, Math.ceil((percentile / 100) * paid.length));
  return paid[rank - 1]!;
}

/** The highest price whose fee stays within the user's cap at this limit. */
export function cappedPrice(unitPrice: bigint, unitLimit: number, capLamports: bigint): bigint {
  const most = (capLamports * MICRO_LAMPORTS_PER_LAMPORT) / BigInt(unitLimit);
  return unitPrice < most ? unitPrice : most;
}

/** The budget for a transaction whose simulation consumed these units, at the setting's price within its cap. */
export function budgetFor(unitsConsumed: bigint | number, recentPrices: readonly bigint[], setting: PrioritySetting) {
  const unitLimit = unitLimitFor(unitsConsumed);
  const marketPrice = percentilePrice(recentPrices, PRIORITY_PERCENTILES[setting.level]);
  return { unitLimit, unitPrice: cappedPrice(marketPrice, unitLimit, setting.capLamports) };
}

/** The whole fee of a transaction with this many signatures and this budget. */
export function networkFee(signatures: number, budget: ComputeBudget, setting: PrioritySetting): NetworkFee {
  const base = LAMPORTS_PER_SIGNATURE * BigInt(signatures);
  const priority = priorityLamports(budget);
  return { ...budget, base, priority, total: base + priority, level: setting.level };
}

/**
 * Rent as a cluster states it in its Rent sysvar: lamports a byte, and the exemption threshold they are
 * multiplied by (1 since SIMD-0194; 2 on a cluster still on the older layout, whose rate is then per year).
 * Never a constant of ours: rent fell by a quarter in September 2026 (SIMD-0437), and will fall again.
 */
export interface RentRule {
  lamportsPerByte: bigint;
  exemptionThreshold: number;
}

/** The bytes every account is charged for besides its data (ACCOUNT_STORAGE_OVERHEAD). */
const ACCOUNT_STORAGE_OVERHEAD = 128;

/** The bytes of a plain token account: 165 under the classic program; Token-2022 adds its type and ImmutableOwner. */
export const TOKEN_ACCOUNT_BYTES = { 'spl-token': 165, 'token-2022': 170 } as const;

/**
 * The lamports an account of this many bytes must hold to be rent-exempt under this rule, as the runtime
 * computes it: (128 + bytes) × the rate, × the threshold (exact where the threshold is whole, as it is).
 */
export function rentExemptLamports(rule: RentRule, bytes: number): bigint {
  const base = BigInt(ACCOUNT_STORAGE_OVERHEAD + bytes) * rule.lamportsPerByte;
  if (Number.isInteger(rule.exemptionThreshold)) return base * BigInt(rule.exemptionThreshold);
  return BigInt(Math.floor(Number(base) * rule.exemptionThreshold));
}
