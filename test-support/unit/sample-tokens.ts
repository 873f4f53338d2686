import type { TokenHolding } from '@/entities/token/model';
import { TEST_OWNER } from './wallet-mock';

export const KEST: TokenHolding = {
  mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
  name: 'Kestrel Coin',
  symbol: 'KEST',
  decimals: 2,
  balance: 120_575n,
  program: 'token-2022',
  tokenAccount: '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R',
  mintAuthority: TEST_OWNER,
  canMint: true,
};

export const FOREIGN: TokenHolding = {
  ...KEST,
  mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  tokenAccount: 'SRMuApVNdxXokk5GT7XD5cUUgXMBCoAz2LHeuAoKWRt',
  mintAuthority: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  canMint: false,
};
