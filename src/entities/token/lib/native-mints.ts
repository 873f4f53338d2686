import type { TokenProgram } from '../model';

/**
 * Wrapped SOL: each token program's native mint, at the same address on every cluster. A token account of
 * one holds SOL as its balance (9 decimals), wrapped by funding the account and unwrapped by closing it.
 */
export const NATIVE_MINTS: Record<TokenProgram, string> = {
  'spl-token': 'So11111111111111111111111111111111111111112',
  'token-2022': '9pan9bMn5HatX4EJdBwg9VgCa7Uz5HL8N1m5D3NdXejP',
};

/** The token program whose native mint this is; null for any other mint. */
export function nativeMintProgram(mint: string | undefined): TokenProgram | null {
  if (mint === NATIVE_MINTS['spl-token']) return 'spl-token';
  if (mint === NATIVE_MINTS['token-2022']) return 'token-2022';
  return null;
}

/** How wrapped SOL is named where the chain names it not (the local chain keeps no Metaplex account). */
export const WRAPPED_SOL_LABEL = { name: 'Wrapped SOL', symbol: 'SOL' } as const;
