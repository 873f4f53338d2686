export type TokenProgram = 'spl-token' | 'token-2022';

/**
 * Token-2022's rule for the amount people see, when it is not the raw amount over 10^decimals: a
 * multiplier (ScaledUiAmount) or accrued interest (InterestBearing). Times are the cluster's unix
 * seconds; `now` is the cluster's clock when the mint was read.
 */
export type AmountScale =
  | { kind: 'multiplier'; multiplier: number; newMultiplier: number; newMultiplierAt: number; now: number }
  | {
      kind: 'interest';
      /** Basis points a year. */
      rate: number;
      averageRateBefore: number;
      initializedAt: number;
      updatedAt: number;
      now: number;
    };

/** What a Token-2022 mint (and the wallet's account of it) imposes on the people who hold it. */
export interface TokenTraits {
  /** Amounts are shown and typed through this rule; raw units are what moves on chain. */
  scale?: AmountScale;
  /** The issuer paused it: no transfer, mint or burn until resumed. */
  paused?: boolean;
  /** It can never leave the account it is in (burning and closing still work). */
  nonTransferable?: boolean;
  /** Every transfer calls this program, with the extra accounts its validation account lists. */
  transferHook?: string;
  /** The wallet's account holds a confidential (encrypted) balance, not shown here. */
  confidentialBalance?: boolean;
  /** The wallet's account requires a memo with every incoming transfer. */
  memoRequired?: boolean;
  /** The wallet's account is CPI-guarded: no program it calls may move its tokens or close it for it. */
  cpiGuard?: boolean;
  /** Extension numbers the app does not know; the token is still listed. */
  unknownExtensions?: number[];
}

/** One token the wallet holds (a token account with its mint), read from the chain or Demo data. */
export interface TokenHolding extends TokenTraits {
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
/** What an address holds: 'nonce' a durable nonce account; 'other' data a program (or the System program) keeps. */
export type AddressKind = 'wallet' | 'mint' | 'token-account' | 'multisig' | 'program' | 'nonce' | 'other';

/** One parameter of a Token-2022 extension, as text: an address, an exact number, a flag. */
export interface ExtensionParam {
  name: string;
  /** Null when the chain holds none (an authority revoked, an optional field unset). */
  value: string | null;
  /** The value is an address (an authority, an account). */
  address?: boolean;
}

/** Everything the token page shows about a mint, read from the chain (or Demo). */
export interface TokenDetails extends TokenTraits {
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
