import type { TokenHolding } from '../model';

// Numbers inside names compare as numbers ("Token 2" before "Token 10"); case and accents do not split.
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The order every token list shows: by name, naturally, then by mint so that it never reshuffles. */
export function sortTokens(tokens: TokenHolding[]): TokenHolding[] {
  return tokens.sort((a, b) => collator.compare(a.name, b.name) || (a.mint < b.mint ? -1 : a.mint > b.mint ? 1 : 0));
}
