// The rules a token's metadata and fee settings follow, said the same way wherever they are checked:
// under a field of Create Token or of the token page's Manage, and again in the data layer before
// anything is signed. Each returns what is wrong (no final period: forms show it as is), or null.
import { isHttpsUrl } from '@/shared/lib/url';

export const NAME_MAX = 32;
export const SYMBOL_MAX = 10;
/** Basis points are hundredths of a percent: 10,000 is all of it. */
export const MAX_FEE_BASIS_POINTS = 10_000;

/** The spec's wording. */
export function nameIssue(name: string): string | null {
  const text = name.trim();
  if (!text) return 'Token name is required';
  return text.length > NAME_MAX ? `Token name must be less than ${NAME_MAX} characters` : null;
}

/** The spec's wording. */
export function symbolIssue(symbol: string): string | null {
  const text = symbol.trim();
  if (!text) return 'Token symbol is required';
  return text.length > SYMBOL_MAX ? `Token symbol must be less than ${SYMBOL_MAX} characters` : null;
}

/** A metadata URI may be empty; otherwise wallets read only https. */
export function uriIssue(uri: string): string | null {
  const text = uri.trim();
  return text && !isHttpsUrl(text) ? 'Use an https:// address, so wallets can read it' : null;
}

/** Each additional field's problem, by row: a name is needed, and no name twice. */
export function additionalFieldIssues(fields: readonly (readonly [string, string])[]): (string | null)[] {
  const keys = fields.map(([key]) => key.trim());
  return keys.map((key, index) =>
    !key ? 'A field needs a name' : keys.indexOf(key) !== index ? 'This name is used twice' : null,
  );
}

/** The first problem of the additional fields, or null. */
export const additionalIssue = (fields: readonly (readonly [string, string])[]) =>
  additionalFieldIssues(fields).find((issue) => issue !== null) ?? null;

/** Basis points as typed: digits only; anything else (empty included) is NaN, which basisPointsIssue refuses. */
export const parseBasisPoints = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

export function basisPointsIssue(basisPoints: number): string | null {
  return Number.isInteger(basisPoints) && basisPoints >= 0 && basisPoints <= MAX_FEE_BASIS_POINTS
    ? null
    : 'The fee must be a whole number of basis points from 0 to 10,000';
}
