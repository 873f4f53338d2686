export type TokenProgram = 'spl-token' | 'token-2022';

/** One token the wallet holds (a token account with its mint), read from the chain or Demo data. */
export interface TokenHolding {
  /** Mint address, the token's "address" in the spec. */
  mint: string;
  name: string;
  symbol: string;
  decimals: number;
  /**
   * Exact balance in base units of the one account a send spends from (the associated account, else
   * the fullest). Forms check amounts against this, and the send spends from that same account.
   */
  balance: bigint;
  program: TokenProgram;
  /** The wallet's token account for this mint that a send spends from. */
  tokenAccount: string;
  /** Present when the wallet holds this mint in other accounts too (not spendable in the same send). */
  otherAccounts?: { count: number; balance: bigint };
  /** How many of the wallet's accounts of this mint hold nothing (closing them returns their rent). */
  emptyAccounts?: number;
  /** Null when the mint's authority is revoked. */
  mintAuthority: string | null;
  /** Whether the connected wallet may mint more. */
  canMint: boolean;
  /**
   * The name or symbol on chain held hidden or direction-changing characters; they are shown as
   * "[U+202E]" in `name`/`symbol`, and the token carries a warning.
   */
  hiddenCharacters?: boolean;
}

/** What an address is on chain, so a form can refuse a mint or a token account given as a wallet. */
export type AddressKind = 'wallet' | 'mint' | 'token-account' | 'program' | 'other';

/** One parameter of a Token-2022 extension, as text: an address, an exact number, a flag. */
export interface ExtensionParam {
  name: string;
  /** Null when the chain holds none (an authority revoked, an optional field unset). */
  value: string | null;
  /** The value is an address (an authority, an account). */
  address?: boolean;
}

/** Everything the token page shows about a mint, read from the chain (or Demo). */
export interface TokenDetails {
  mint: string;
  program: TokenProgram;
  name: string;
  symbol: string;
  hiddenCharacters?: boolean;
  decimals: number;
  /** Exact supply, in base units. */
  supply: bigint;
  /** What the connected wallet holds of it, across all its accounts, in base units. */
  balance: bigint;
  /** Null once revoked. */
  mintAuthority: string | null;
  freezeAuthority: string | null;
  /** Token-2022 metadata kept in the mint itself; null when the mint has none. */
  metadata: {
    /** Null once the metadata is immutable. */
    updateAuthority: string | null;
    uri: string;
    additional: [string, string][];
  } | null;
  /** Token-2022 extensions other than the metadata itself, in the order the mint lists them. */
  extensions: { name: string; params: ExtensionParam[] }[];
}

/** One of the largest accounts of a mint, as the cluster lists them. */
export interface TokenHolder {
  account: string;
  /** The wallet that owns the account; null when it could not be read. */
  owner: string | null;
  amount: bigint;
}
