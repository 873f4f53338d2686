// The token page's actions: what an owner (or a holder, on their own account) does with a token after it
// exists. Part of the seam: the contract exports them.

/**
 * The authorities a token's owner can hand over or revoke from the token page: the mint's own two, the
 * metadata's, and those its extensions keep (transfer fee, pause, multiplier, interest rate, mint close,
 * transfer hook, permissioned burn).
 */
export type AuthorityRole =
  | 'mint'
  | 'freeze'
  | 'metadata'
  | 'transfer-fee'
  | 'withdraw-fees'
  | 'pause'
  | 'multiplier'
  | 'interest-rate'
  | 'close-mint'
  | 'transfer-hook'
  | 'permissioned-burn';

/**
 * What an owner does with a token after creating it, from the token page. Each needs an authority
 * (or, for a burn, a balance) the signing wallet holds; each is previewed by simulation first.
 */
export type TokenAction =
  | {
      kind: 'update-metadata';
      mint: string;
      name: string;
      symbol: string;
      uri: string;
      /** The additional fields as they should be: a key not listed is removed. */
      additional: [string, string][];
    }
  /** `newAuthority` null revokes it, for good. */
  | { kind: 'set-authority'; mint: string; role: AuthorityRole; newAuthority: string | null }
  /** From the wallet's own account of this mint; base units. */
  | { kind: 'burn'; mint: string; amount: bigint }
  /** `holder`: a wallet (its associated account is meant) or a token account of this mint. */
  | { kind: 'freeze' | 'thaw'; mint: string; holder: string }
  | { kind: 'set-transfer-fee'; mint: string; basisPoints: number; /** base units */ maximumFee: bigint }
  /**
   * Harvests the withheld fees from holders' accounts into the mint, then withdraws them to `destination`'s
   * associated account (a wallet; the signing wallet when left out, the proposer through a multisig).
   */
  | { kind: 'withdraw-fees'; mint: string; destination?: string }
  /**
   * Moves the fees withheld in holders' accounts (the fullest, as many as fit one transaction) into the mint,
   * where the withdraw authority takes them from. Anyone may: it needs no authority.
   */
  | { kind: 'harvest-fees'; mint: string }
  /** Every transfer, mint and burn of a pausable token stops, or may go again: its pause authority's call. */
  | { kind: 'pause' | 'resume'; mint: string }
  /** A scaled token's new multiplier, in force at once (`effectiveAt` null) or from a unix time in seconds. */
  | { kind: 'update-multiplier'; mint: string; multiplier: number; effectiveAt: number | null }
  /** An interest-bearing token's new rate, in basis points a year, from now: its rate authority's call. */
  | { kind: 'update-interest-rate'; mint: string; rate: number }
  /** Whether accounts made from now on start frozen (to be thawed by the freeze authority) or usable. */
  | { kind: 'update-default-state'; mint: string; frozen: boolean }
  /** A mint whose supply is 0 closed for good, its rent back to the wallet: its mint close authority's call. */
  | { kind: 'close-mint'; mint: string }
  /**
   * The program a hooked token calls on every transfer, set or changed (an executable program's address) or
   * removed (null): its transfer hook authority's call. Only a mint created with the hook extension has one.
   */
  | { kind: 'update-transfer-hook'; mint: string; program: string | null }
  /** A group's new maximum number of members (never below those it holds): its update authority's call. */
  | { kind: 'update-group-max-size'; mint: string; maxSize: bigint };
