import { formatAmount, parseAmount, U64_MAX } from '@/shared/lib/amount';
import type { AmountScale, TokenTraits } from '../model';
import { multiplierNow, programRawUnits, programUiUnits } from './program-amounts';

/**
 * The one amount rule. A token's shown amount is its UI amount: for most tokens the raw amount over
 * 10^decimals, for a scaled or interest-bearing Token-2022 mint what the token program itself makes of the
 * raw amount (its AmountToUiAmount, step for step: program-amounts.ts). A UI amount always has at most
 * `decimals` places, so it is held exactly as bigint "UI units" (UI amount × 10^decimals): every form parses,
 * checks and formats UI units as before, and only the edge to the chain converts.
 */
export interface ScaledToken {
  decimals: number;
  scale?: AmountScale;
}

/** Raw base units -> UI units (exact decimal with `decimals` places, as bigint), as the program shows them. */
export function uiUnits(raw: bigint, token: ScaledToken): bigint {
  const { scale, decimals } = token;
  if (!scale) return raw;
  // The program answers "inf"/"NaN" only for a multiplier it would itself refuse: the raw amount is then the honest figure.
  return programUiUnits(raw, decimals, scale) ?? raw;
}

/**
 * UI units -> the raw base units that move on chain: what the token program's UiAmountToAmount makes of
 * them (a multiplier truncates, interest rounds to the nearest). `balance`, when given, is what the wallet
 * holds: typing exactly the shown balance moves exactly the balance. Above what a u64 holds (the program
 * refuses it): more than any account holds, so every balance check refuses it.
 */
export function rawUnits(ui: bigint, token: ScaledToken, balance?: bigint): bigint {
  const { scale, decimals } = token;
  if (!scale) return ui;
  if (balance !== undefined && ui === uiUnits(balance, token)) return balance;
  return programRawUnits(ui, decimals, scale) ?? U64_MAX + 1n;
}

/**
 * The most UI units that move no more than `raw` raw units (a row worked out in raw units, written as the
 * token shows it): rawUnits of what it returns is never above `raw`, and of one unit more it is. The program's
 * UiAmountToAmount never moves less for more typed (a parse, a division, a rounding, each monotonic), so the
 * answer is found by galloping from what the program shows for `raw` and halving the last step.
 */
export function uiUnitsAtMost(raw: bigint, token: ScaledToken): bigint {
  if (!token.scale) return raw;
  const fits = (ui: bigint) => rawUnits(ui, token) <= raw;
  let low = uiUnits(raw, token);
  for (let step = 1n; low > 0n && !fits(low); step *= 2n) low = low > step ? low - step : 0n;
  let high = low + 1n;
  for (let step = 1n; fits(high); step *= 2n) [low, high] = [high, high + step];
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
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
