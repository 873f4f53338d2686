import type { ClusterNetwork } from '@/entities/cluster/model';
import { withoutHidden, withoutMarkers } from '@/shared/lib/untrusted-text';
import { CONFUSABLES } from './confusables-data';
import { NATIVE_MINTS, WRAPPED_SOL_LABEL } from './native-mints';

export interface KnownToken {
  mint: string;
  symbol: string;
  name: string;
}

const WRAPPED_SOL: KnownToken = { mint: NATIVE_MINTS['spl-token'], ...WRAPPED_SOL_LABEL };

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

/** Each character and the ASCII prototype Unicode's confusables (UTS #39) give it, read on first use. */
let prototypes: Map<string, string> | null = null;
const prototypeOf = (char: string) =>
  (prototypes ??= new Map(CONFUSABLES.split('\n').map((line) => line.split('\t') as [string, string]))).get(char);

/** Latin small capitals that confusables.txt leaves unmapped (ᴅ, ʀ, ᴛ...): read as the capitals they draw. */
const SMALL_CAPITALS: Readonly<Record<string, string>> = {
  ɢ: 'G',
  ɴ: 'N',
  ʀ: 'R',
  ʙ: 'B',
  ʜ: 'H',
  ʟ: 'L',
  ᴀ: 'A',
  ᴅ: 'D',
  ᴇ: 'E',
  ᴊ: 'J',
  ᴘ: 'P',
  ᴛ: 'T',
  ꜰ: 'F',
  ꞯ: 'Q',
};

/** Digits and signs that pass for letters in a ticker, beyond what confusables.txt maps. */
const AS_LETTERS: Readonly<Record<string, string>> = { '3': 'e', '5': 's', $: 's', '@': 'a' };

/**
 * UTS #39's skeleton: decomposed, hidden characters (Default_Ignorable and the like) dropped, each
 * character replaced by its prototype, decomposed again. Two texts with one skeleton look alike.
 */
export function skeleton(text: string): string {
  const chars = Array.from(withoutHidden(text.normalize('NFD')));
  return chars
    .map((char) => prototypeOf(char) ?? SMALL_CAPITALS[char] ?? char)
    .join('')
    .normalize('NFD');
}

/**
 * A name or symbol reduced to what it looks like: its skeleton, case folded (and its skeleton again: a
 * lowercase look-alike of a lowercase letter), accents, spacing and hidden marks gone.
 */
export function lookalikeKey(text: string): string {
  const folded = skeleton(skeleton(withoutMarkers(text)).toLowerCase()).toLowerCase();
  return Array.from(folded.replace(/\p{M}/gu, ''), (char) => AS_LETTERS[char] ?? char)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/[i1]/g, 'l')
    .replace(/0/g, 'o');
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
