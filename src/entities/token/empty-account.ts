/** A token account of the wallet that holds nothing: closing it returns its rent to the wallet. */
export interface EmptyAccount {
  account: string;
  mint: string;
  name: string;
  symbol: string;
  /** What closing it returns, lamports. */
  rentLamports: bigint;
  /** Null when it can be closed; else why not, in a sentence. */
  blocked: string | null;
}
