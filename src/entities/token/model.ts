export type TokenProgram = 'spl-token' | 'token-2022';

/** One token the wallet holds (a token account with its mint), read from the chain or Demo data. */
export interface TokenHolding {
  /** Mint address, the token's "address" in the spec. */
  mint: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Exact balance in base units. */
  balance: bigint;
  program: TokenProgram;
  /** The wallet's token account for this mint. */
  tokenAccount: string;
  /** Null when the mint's authority is revoked. */
  mintAuthority: string | null;
  /** Whether the connected wallet may mint more. */
  canMint: boolean;
}
