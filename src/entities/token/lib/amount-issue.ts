import { decimalSeparator, formatAmount, parseAmount, U64_MAX } from '@/shared/lib/amount';

const POSITIVE = 'Amount must be greater than 0';

interface AmountRules {
  decimals: number;
  /** Largest allowed amount in base units (a balance, or u64 for supply). */
  max?: bigint;
  /** Says what `max` is, e.g. "Amount exceeds your balance of 1,205.75 SRM". */
  maxMessage?: (max: bigint) => string;
  /** Message for empty, zero or negative; the spec's wording differs per field. */
  positiveMessage?: string;
  /** Zero is a valid amount here (a fee maximum of 0 means no fee is charged). */
  allowZero?: boolean;
  /** Whose decimal separator to read; the browser's by default. */
  locale?: string;
}

/** What is wrong with a typed token amount, or null when it is a valid amount. Exact: never floats. */
export function amountIssue(text: string, rules: AmountRules): string | null {
  const positive = rules.positiveMessage ?? POSITIVE;
  const parsed = parseAmount(text, rules.decimals, rules.locale);
  if (!parsed.ok) {
    switch (parsed.error) {
      case 'empty':
      case 'negative':
        return positive;
      case 'invalid':
        return 'Enter a number';
      case 'ambiguous-separator': {
        const decimal = decimalSeparator(rules.locale);
        const group = decimal === '.' ? ',' : '.';
        return `Use "${decimal}" for decimals; "${group}" only between groups of three digits, as in 1${group}000${decimal}5`;
      }
      case 'too-many-decimals':
        return rules.decimals === 0
          ? 'This token has no decimal places: enter a whole number'
          : `This token allows at most ${rules.decimals} decimal places`;
    }
  }
  if (parsed.value === 0n && !rules.allowZero) return positive;
  const max = rules.max ?? U64_MAX;
  if (parsed.value > max) {
    return rules.maxMessage?.(max) ?? `Amount is too large: at most ${formatAmount(max, rules.decimals)}`;
  }
  return null;
}

/**
 * What the app understood of a typed amount, shown under the field ("= 1,500 GLD"): exact, grouped
 * for the locale, so a grouping mistake shows before anything is signed. Null while it is not valid.
 */
export function understoodAmount(text: string, decimals: number, symbol: string, locale?: string): string | null {
  const parsed = parseAmount(text, decimals, locale);
  if (!parsed.ok || parsed.value === 0n) return null;
  return `= ${formatAmount(parsed.value, decimals, { locale })} ${symbol}`.trim();
}
