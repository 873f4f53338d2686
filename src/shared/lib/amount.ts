// Token amounts are exact: decimal strings <-> bigint base units. Never floats.

export const U64_MAX = (1n << 64n) - 1n;

export type AmountParseError = 'empty' | 'invalid' | 'too-many-decimals' | 'negative';

export type AmountParseResult = { ok: true; value: bigint } | { ok: false; error: AmountParseError };

const DECIMAL_RE = /^(\d*)(?:\.(\d*))?$/;

/** Parses a user-typed decimal string ("1,000.5" allowed) into base units with `decimals` places. */
export function parseAmount(input: string, decimals: number): AmountParseResult {
  const text = input.trim().replace(/[,_\s]/g, '');
  if (text === '') return { ok: false, error: 'empty' };
  if (text.startsWith('-')) return { ok: false, error: 'negative' };
  const match = DECIMAL_RE.exec(text);
  if (!match || text === '.') return { ok: false, error: 'invalid' };
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, error: 'too-many-decimals' };
  const digits = (whole || '0') + fraction.padEnd(decimals, '0');
  return { ok: true, value: BigInt(digits) };
}

/** Base units -> plain decimal string without grouping, trailing zeros trimmed ("1500.25"). */
export function toDecimalString(base: bigint, decimals: number): string {
  const negative = base < 0n;
  const abs = negative ? -base : base;
  const digits = abs.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? digits.slice(digits.length - decimals).replace(/0+$/, '') : '';
  return (negative ? '-' : '') + whole + (fraction ? `.${fraction}` : '');
}

/**
 * Base units -> locale-formatted string ("1,205.75"), exact for any size: the whole part is
 * grouped by Intl on a bigint, the fraction is kept digit for digit.
 */
export function formatAmount(
  base: bigint,
  decimals: number,
  options: { locale?: string; maxFractionDigits?: number } = {},
): string {
  const plain = toDecimalString(base < 0n ? -base : base, decimals);
  const [whole = '0', fraction = ''] = plain.split('.');
  const nf = new Intl.NumberFormat(options.locale);
  const separator = nf.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const shownFraction =
    options.maxFractionDigits === undefined
      ? fraction
      : fraction.slice(0, options.maxFractionDigits).replace(/0+$/, '');
  const grouped = nf.format(BigInt(whole));
  return (base < 0n ? '-' : '') + grouped + (shownFraction ? separator + shownFraction : '');
}

export const LAMPORTS_PER_SOL = 1_000_000_000n;
export const SOL_DECIMALS = 9;

/** SOL balance to 4 decimals, as the spec shows it ("0" when empty). Truncates, never rounds up. */
export function formatSol(lamports: bigint, locale?: string): string {
  if (lamports === 0n) return '0';
  const plain = toDecimalString(lamports, SOL_DECIMALS);
  const [whole = '0', fraction = ''] = plain.split('.');
  const four = fraction.padEnd(4, '0').slice(0, 4);
  const nf = new Intl.NumberFormat(locale);
  const separator = nf.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return nf.format(BigInt(whole)) + separator + four;
}
