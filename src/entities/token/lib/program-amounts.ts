import { U64_MAX } from '@/shared/lib/amount';
import type { AmountScale } from '../model';

// Token-2022's own conversions between raw amounts and UI amounts, step for step as the program runs them
// (interface/src/extension/interest_bearing_mint/mod.rs and scaled_ui_amount/mod.rs, solana-program/token-2022):
// the same f64 operations in the same order, the same rounding. A client library that folds two divisions
// into one is off in the last place at some seconds; the program is the judge (program-amounts.chain.test.ts
// holds these to its AmountToUiAmount and UiAmountToAmount, simulated).

const ONE_IN_BASIS_POINTS = 10_000;
/** The program's year: 365.24 days. */
const SECONDS_PER_YEAR = 60 * 60 * 24 * 365.24;
/** `u64::MAX as f64`: 2^64. */
const U64_MAX_AS_F64 = 2 ** 64;

/**
 * e^(rate × span / year / 10,000): the product in i128 (exact), then as f64, then divided by the year and
 * then by 10,000, two divisions as the program does them.
 */
function exponential(rateBasisPoints: number, span: number): number {
  const numerator = Number(BigInt(rateBasisPoints) * BigInt(span));
  return Math.exp(numerator / SECONDS_PER_YEAR / ONE_IN_BASIS_POINTS);
}

/** 10^decimals as the program computes it (exact for every decimals a mint can have below 23). */
const powerOfTen = (decimals: number) => 10 ** decimals;

/** The multiplier in force at the scale's time, as the program picks it: the new one from its time on. */
export const multiplierNow = (scale: Extract<AmountScale, { kind: 'multiplier' }>) =>
  scale.now >= scale.newMultiplierAt ? scale.newMultiplier : scale.multiplier;

/** The interest-bearing extension's `total_scale`: what a raw amount is multiplied by to give the UI amount. */
function interestScale(scale: Extract<AmountScale, { kind: 'interest' }>, decimals: number): number {
  const before = exponential(scale.averageRateBefore, scale.updatedAt - scale.initializedAt);
  const since = exponential(scale.rate, scale.now - scale.updatedAt);
  return (before * since) / powerOfTen(decimals);
}

/** A finite double as the exact fraction it is (every double is a binary fraction), in bigints. */
export function exactFraction(value: number): { num: bigint; den: bigint } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  // Normal numbers carry an implicit leading 1; subnormals sit at the smallest exponent.
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (biased === 0 ? 1 : biased) - 1075;
  return exponent >= 0
    ? { num: mantissa << BigInt(exponent), den: 1n }
    : { num: mantissa, den: 1n << BigInt(-exponent) };
}

/**
 * `format!("{value:.decimals$}")` as UI units: the double's exact value at `decimals` places, a tie to the
 * even last digit, as Rust's fixed-precision formatting rounds. Null for what it prints as "inf" or "NaN".
 */
function fixedUnits(value: number, decimals: number): bigint | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const { num, den } = exactFraction(value);
  const scaled = num * 10n ** BigInt(decimals);
  const quotient = scaled / den;
  const twice = (scaled % den) * 2n;
  return twice > den || (twice === den && quotient % 2n === 1n) ? quotient + 1n : quotient;
}

/**
 * AmountToUiAmount: a raw amount as the program shows it, in UI units (the UI amount × 10^decimals, the
 * string's digits); null where the program prints "inf" or "NaN" (a multiplier it would itself refuse).
 */
export function programUiUnits(raw: bigint, decimals: number, scale: AmountScale): bigint | null {
  const amount = Number(raw); // `amount as f64`: to the nearest double
  if (scale.kind === 'interest') return fixedUnits(amount * interestScale(scale, decimals), decimals);
  const truncated = Math.trunc(amount * multiplierNow(scale)) / powerOfTen(decimals);
  return fixedUnits(truncated, decimals);
}

/** UI units as the decimal text the program parses ("12.5" for 125 at 1 decimal). */
function decimalText(units: bigint, decimals: number): string {
  if (decimals === 0) return units.toString();
  const digits = units.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * UiAmountToAmount: a UI amount (in UI units) as the raw amount the program makes of it: parsed to a double,
 * divided by the scale, then rounded (interest) or truncated (a multiplier); null where the program refuses
 * it (above what a u64 holds, or not a number).
 */
export function programRawUnits(ui: bigint, decimals: number, scale: AmountScale): bigint | null {
  const parsed = Number(decimalText(ui, decimals)); // `parse::<f64>()`: correctly rounded, as Rust's
  const divisor =
    scale.kind === 'interest' ? interestScale(scale, decimals) : multiplierNow(scale) / powerOfTen(decimals);
  const amount = parsed / divisor;
  if (Number.isNaN(amount) || amount > U64_MAX_AS_F64 || amount < 0) return null;
  const whole = scale.kind === 'interest' ? Math.round(amount) : Math.trunc(amount);
  // `as u64` saturates: 2^64 is u64::MAX.
  const raw = BigInt(whole);
  return raw > U64_MAX ? U64_MAX : raw;
}
