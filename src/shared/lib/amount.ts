// Token amounts are exact: decimal strings <-> bigint base units. Never floats.

export const U64_MAX = (1n << 64n) - 1n;

export type AmountParseError =
  | 'empty'
  | 'invalid'
  | 'too-many-decimals'
  | 'negative'
  /** A group separator where no group can be ("1,5" in English): never silently dropped. */
  | 'ambiguous-separator';

export type AmountParseResult = { ok: true; value: bigint } | { ok: false; error: AmountParseError };

/** The locale's decimal separator: "." or "," (any other is read as "."). */
export function decimalSeparator(locale?: string): '.' | ',' {
  const symbol = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
  return symbol === ',' ? ',' : '.';
}

// Spaces a person or a locale's formatting puts between groups: space, no-break space, narrow no-break space.
const SPACES = /[ \u00a0\u202f]/;

/**
 * The one parser of every amount field: a user-typed decimal string -> base units with `decimals`
 * places, exact. The decimal separator is the locale's ("." in English, "," in German); the other of
 * "." and "," and spaces are accepted only as thousands grouping, in groups of three ("1,000,000.5",
 * "1 000,5"). Anything else is refused, never guessed: "1,5" in English is not 15.
 */
export function parseAmount(input: string, decimals: number, locale?: string): AmountParseResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  if (text.startsWith('-')) return { ok: false, error: 'negative' };
  const decimal = decimalSeparator(locale);
  const group = decimal === '.' ? ',' : '.';
  const parts = text.split(decimal);
  if (parts.length > 2) return { ok: false, error: 'invalid' };
  const [whole = '', fraction = ''] = parts;
  if (!/^\d*$/.test(fraction))
    return { ok: false, error: fraction.includes(group) ? 'ambiguous-separator' : 'invalid' };
  const digits = wholeDigits(whole, group);
  if (digits === null) return { ok: false, error: 'invalid' };
  if (digits === 'ambiguous') return { ok: false, error: 'ambiguous-separator' };
  if (digits === '' && fraction === '') return { ok: false, error: 'invalid' };
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return { ok: false, error: 'too-many-decimals' };
  return { ok: true, value: BigInt((digits || '0') + significant.padEnd(decimals, '0')) };
}

/** The whole part's digits, its grouping checked: null for other characters, 'ambiguous' for a bad group. */
function wholeDigits(whole: string, group: string): string | null | 'ambiguous' {
  if (/^\d*$/.test(whole)) return whole;
  const groups = whole.split(new RegExp(`[${group === '.' ? '\\.' : ','}]|${SPACES.source}`));
  if (!groups.every((g) => /^\d*$/.test(g))) return null;
  // One kind of separator throughout, the first group 1-3 digits, every other exactly 3.
  const separators = new Set(whole.replace(/\d/g, ''));
  const [first = '', ...rest] = groups;
  const grouped = separators.size === 1 && /^\d{1,3}$/.test(first) && rest.every((g) => /^\d{3}$/.test(g));
  return grouped ? groups.join('') : 'ambiguous';
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

/** An exact SOL amount with its unit, every lamport shown: fees, rent. */
export const exactSol = (lamports: bigint) => `${formatAmount(lamports, SOL_DECIMALS)} SOL`;

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
