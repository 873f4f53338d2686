import {
  amountToUiAmountForInterestBearingMintWithoutSimulation,
  amountToUiAmountForScaledUiAmountMintWithoutSimulation,
} from '@solana-program/token-2022';
import { formatAmount, parseAmount, U64_MAX } from '@/shared/lib/amount';
import type { AmountScale, TokenTraits } from '../model';

/**
 * The one amount rule. A token's shown amount is its UI amount: for most tokens the raw amount over
 * 10^decimals, for a scaled or interest-bearing Token-2022 mint the raw amount through the program's
 * rule (kit's conversion, the program's own f64 arithmetic). A UI amount always has at most `decimals`
 * places, so it is held exactly as bigint "UI units" (UI amount × 10^decimals): every form parses,
 * checks and formats UI units as before, and only the edge to the chain converts.
 */
export interface ScaledToken {
  decimals: number;
  scale?: AmountScale;
}

/** The multiplier in force at the cluster time the mint was read. */
export function multiplierNow(scale: Extract<AmountScale, { kind: 'multiplier' }>): number {
  return scale.now >= scale.newMultiplierAt ? scale.newMultiplier : scale.multiplier;
}

/** kit's interest arguments after the amount and decimals: now, last update, start, rate before, rate now. */
const interestTerms = (scale: Extract<AmountScale, { kind: 'interest' }>) =>
  [scale.now, scale.updatedAt, scale.initializedAt, scale.averageRateBefore, scale.rate] as const;

/** The interest-bearing extension's year: 365.24 days, in seconds, as the token program counts it. */
const SECONDS_PER_YEAR = 60 * 60 * 24 * 365.24;
/** e^(rate × years), the rate in basis points: the program's continuous compounding over a span. */
const compounded = (from: number, to: number, rateBasisPoints: number) =>
  Math.exp((rateBasisPoints * (to - from)) / (SECONDS_PER_YEAR * 10_000));

/** What the program multiplies raw amounts by to show them: the multiplier, or the interest accrued. */
function factorOf(scale: AmountScale): number {
  if (scale.kind === 'multiplier') return multiplierNow(scale);
  return (
    compounded(scale.initializedAt, scale.updatedAt, scale.averageRateBefore) *
    compounded(scale.updatedAt, scale.now, scale.rate)
  );
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

/** Beyond this, a raw amount as a double loses units: the program's own f64 display is no longer exact. */
const EXACT_IN_F64 = 2n ** 53n;

/** Raw base units -> UI units (exact decimal with `decimals` places, as bigint). */
export function uiUnits(raw: bigint, token: ScaledToken): bigint {
  const { scale, decimals } = token;
  if (!scale) return raw;
  if (raw >= EXACT_IN_F64) {
    // Past a double's exact range, the program's factor applied in exact arithmetic, rounded down.
    const { num, den } = exactFraction(factorOf(scale));
    return (raw * num) / den;
  }
  const text =
    scale.kind === 'multiplier'
      ? amountToUiAmountForScaledUiAmountMintWithoutSimulation(raw, decimals, multiplierNow(scale))
      : amountToUiAmountForInterestBearingMintWithoutSimulation(raw, decimals, ...interestTerms(scale));
  const parsed = parseAmount(text, decimals, 'en');
  // kit answers "inf"/"NaN" only for a multiplier the program itself refuses; the raw amount is then the honest figure.
  return parsed.ok ? parsed.value : raw;
}

/**
 * UI units -> the raw base units that move on chain, rounded toward zero in exact arithmetic at any size:
 * never more than was typed. `balance`, when given, is what the wallet holds: typing exactly the shown
 * balance moves exactly the balance.
 */
export function rawUnits(ui: bigint, token: ScaledToken, balance?: bigint): bigint {
  const { scale } = token;
  if (!scale) return ui;
  if (balance !== undefined && ui === uiUnits(balance, token)) return balance;
  const factor = factorOf(scale);
  // A factor the program itself refuses (zero, negative, infinite): more than any account holds.
  if (!(factor > 0) || !Number.isFinite(factor)) return U64_MAX + 1n;
  const { num, den } = exactFraction(factor);
  const raw = (ui * den) / num;
  // Beyond what a u64 holds: more than any account can hold, so every balance check refuses it.
  return raw > U64_MAX ? U64_MAX + 1n : raw;
}

/**
 * The most UI units that move no more than `raw` raw units (a row worked out in raw units, written as
 * the token shows it): rawUnits of what it returns is never above `raw`.
 */
export function uiUnitsAtMost(raw: bigint, token: ScaledToken): bigint {
  if (!token.scale) return raw;
  const { num, den } = exactFraction(factorOf(token.scale));
  // rawUnits(ui) <= raw  <=>  ui * den / num < raw + 1  <=>  ui < (raw + 1) * num / den.
  const bound = (raw + 1n) * num;
  return (bound + den - 1n) / den - 1n;
}

/**
 * Why a typed amount cannot be sent as typed: it moves no raw unit at all (a tiny amount of a scaled or
 * interest-bearing token); null when it moves something, or is not an amount yet.
 */
export function movesNothingIssue(text: string, token: ScaledToken & { balance?: bigint }, locale?: string) {
  const parsed = parseAmount(text, token.decimals, locale);
  if (!parsed.ok || parsed.value === 0n || !token.scale) return null;
  if (rawUnits(parsed.value, token, token.balance) > 0n) return null;
  return `This moves nothing on chain: it is less than one raw unit (${scaleWords(token.scale)})`;
}

/** A raw amount as people see it ("1,205.75"), through the token's rule. */
export function shownAmount(raw: bigint, token: ScaledToken, options?: Parameters<typeof formatAmount>[2]): string {
  return formatAmount(uiUnits(raw, token), token.decimals, options);
}

/** For a scaled token, what a typed amount moves, under the field: "100 raw units move on chain (×2 multiplier)". */
export function rawHint(text: string, token: ScaledToken & { balance?: bigint }): string | null {
  const raw = token.scale ? typedRaw(text, token) : null;
  if (raw === null || raw === 0n) return null;
  return `${formatAmount(raw, token.decimals)} raw units move on chain (${scaleWords(token.scale)})`;
}

/** What the rule is, in words beside a raw figure: "×2 multiplier", "5.00% a year interest"; null for none. */
export function scaleWords(scale: AmountScale | undefined): string | null {
  if (!scale) return null;
  if (scale.kind === 'multiplier') return `×${multiplierNow(scale)} multiplier`;
  return `${(scale.rate / 100).toFixed(2)}% a year interest`;
}

/**
 * A typed amount (UI, the locale's separators) as the raw units that move on chain; null while it is
 * not a valid amount. The token's own balance, when it has one, is matched exactly (see rawUnits).
 */
export function typedRaw(text: string, token: ScaledToken & { balance?: bigint }, locale?: string): bigint | null {
  const parsed = parseAmount(text, token.decimals, locale);
  return parsed.ok ? rawUnits(parsed.value, token, token.balance) : null;
}

/** The issue's words for a paused mint: refused before the wallet is asked. */
export const pausedSentence = (symbol: string) => `${symbol} is paused by its issuer: no transfers until it is resumed`;

/** What a card says of a token that can never leave its account. */
export const NON_TRANSFERABLE = 'cannot be transferred';

/** Why this token cannot be sent now, in words; null when it can. */
export function transferRefusal(token: TokenTraits & { symbol: string }): string | null {
  if (token.nonTransferable) return `${token.symbol} ${NON_TRANSFERABLE}: its issuer made it non-transferable`;
  if (token.paused) return pausedSentence(token.symbol);
  return null;
}

/** Tokens a Send, Bulk send or payment request may offer: never one that cannot be transferred at all. */
export const transferable = <T extends TokenTraits>(tokens: readonly T[]): T[] =>
  tokens.filter((token) => !token.nonTransferable);
