/** What holds rent the wallet can withdraw: a token account or mint of either program, a multisig, a nonce account. */
export type ExcessSource = 'token-account' | 'mint' | 'multisig' | 'nonce';

/**
 * An account of the wallet's holding more lamports than the cluster asks of it today (rent fell in 2026):
 * the difference can be withdrawn and the account stays as it is.
 */
export interface ExcessRent {
  address: string;
  source: ExcessSource;
  /** What it is, for a person: a token's name and symbol, a multisig's threshold, "Nonce account". */
  label: string;
  /** Lamports above today's minimum for its size. */
  excessLamports: bigint;
  /**
   * The multisig that withdraws it (a multisig's own excess, or a mint whose authority it is): proposed
   * through it, co-signed by link. Absent where the wallet withdraws it alone.
   */
  viaMultisig?: string;
  /** Null when it can be withdrawn now; else why not, in a sentence. */
  blocked: string | null;
}
