import type { ClusterNetwork } from '@/entities/cluster/model';
import { withoutMarkers } from '@/shared/lib/untrusted-text';

export interface KnownToken {
  mint: string;
  symbol: string;
  name: string;
}

const WRAPPED_SOL: KnownToken = {
  mint: 'So11111111111111111111111111111111111111112',
  symbol: 'SOL',
  name: 'Wrapped SOL',
};

// Where no real USDC or USDT is listed, nothing may call itself one: no mint is the real one there.
const NOT_HERE = '';
const UNLISTED_STABLECOINS: KnownToken[] = [
  { mint: NOT_HERE, symbol: 'USDC', name: 'USD Coin' },
  { mint: NOT_HERE, symbol: 'USDT', name: 'Tether USD' },
];

/** Well-known mints, by what the cluster is, with their real addresses: anything else calling itself one is not it. */
export const KNOWN_TOKENS: Record<ClusterNetwork, KnownToken[]> = {
  'mainnet-beta': [
    { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin' },
    { mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', symbol: 'USDT', name: 'Tether USD' },
    WRAPPED_SOL,
  ],
  devnet: [
    { mint: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', symbol: 'USDC', name: 'USD Coin' },
    { mint: NOT_HERE, symbol: 'USDT', name: 'Tether USD' },
    WRAPPED_SOL,
  ],
  testnet: [...UNLISTED_STABLECOINS, WRAPPED_SOL],
  localnet: [...UNLISTED_STABLECOINS, WRAPPED_SOL],
  unknown: [...UNLISTED_STABLECOINS, WRAPPED_SOL],
  // The spec's sample tokens are Demo's "real" ones.
  demo: [
    { mint: 'SRMuApVNdxXokk5GT7XD5cUUgXMBCoAz2LHeuAoKWRt', symbol: 'SRM', name: 'Serum' },
    { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin' },
    { mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', symbol: 'USDT', name: 'Tether USD' },
    { mint: '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R', symbol: 'RAY', name: 'Raydium' },
    WRAPPED_SOL,
  ],
};

// Letters that look like Latin ones (Cyrillic, Greek, full-width forms fold under NFKC) and digits
// that pass for letters.
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '5': 's',
  $: 's',
  '@': 'a',
  '|': 'l',
};

/** A name or symbol reduced to what it looks like: case, accents, look-alikes, hidden marks and spacing gone. */
export function lookalikeKey(text: string): string {
  const folded = withoutMarkers(text).normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC').toLowerCase();
  return Array.from(folded, (char) => LOOK_ALIKES[char] ?? char)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/i/g, 'l');
}

/** The well-known token this one pretends to be (same name or symbol, another mint), or null. */
export function impersonated(
  token: { mint?: string; name?: string; symbol?: string },
  cluster: ClusterNetwork,
): KnownToken | null {
  const keys = [token.name, token.symbol].filter(Boolean).map((text) => lookalikeKey(text!));
  return (
    KNOWN_TOKENS[cluster].find(
      (known) =>
        known.mint !== token.mint &&
        keys.some((key) => key === lookalikeKey(known.symbol) || key === lookalikeKey(known.name)),
    ) ?? null
  );
}
