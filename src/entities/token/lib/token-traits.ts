import {
  amountToUiAmountForInterestBearingMintWithoutSimulation,
  amountToUiAmountForScaledUiAmountMintWithoutSimulation,
  uiAmountToAmountForInterestBearingMintWithoutSimulation,
  uiAmountToAmountForScaledUiAmountMintWithoutSimulation,
} from '@solana-program/token-2022';
import { formatAmount, parseAmount, toDecimalString, U64_MAX } from '@/shared/lib/amount';
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

/** Raw base units -> UI units (exact decimal with `decimals` places, as bigint). */
export function uiUnits(raw: bigint, token: ScaledToken): bigint {
  const { scale, decimals } = token;
  if (!scale) return raw;
  const text =
    scale.kind === 'multiplier'
      ? amountToUiAmountForScaledUiAmountMintWithoutSimulation(raw, decimals, multiplierNow(scale))
      : amountToUiAmountForInterestBearingMintWithoutSimulation(raw, decimals, ...interestTerms(scale));
  const parsed = parseAmount(text, decimals, 'en');
  // kit answers "inf"/"NaN" only for a multiplier the program itself refuses; the raw amount is then the honest figure.
  return parsed.ok ? parsed.value : raw;
}

/**
 * UI units -> the raw base units that move on chain. `balance`, when given, is what the wallet holds:
 * typing exactly the shown balance moves exactly the balance (the f64 rule could land one unit off).
 */
export function rawUnits(ui: bigint, token: ScaledToken, balance?: bigint): bigint {
  const { scale, decimals } = token;
  if (!scale) return ui;
  if (balance !== undefined && ui === uiUnits(balance, token)) return balance;
  const text = toDecimalString(ui, decimals);
  try {
    return scale.kind === 'multiplier'
      ? uiAmountToAmountForScaledUiAmountMintWithoutSimulation(text, decimals, multiplierNow(scale))
      : uiAmountToAmountForInterestBearingMintWithoutSimulation(text, decimals, ...interestTerms(scale));
  } catch {
    // Beyond what a u64 holds: more than any account can hold, so every balance check refuses it.
    return U64_MAX + 1n;
  }
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

/** The words for a paused mint: refused before the wallet is asked. */
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
