/** A transaction read back from the chain: what a distribution report is checked against. */
export interface LandedTransaction {
  signature: string;
  /** False: this cluster does not know the signature (never landed here, or no longer in its history). */
  found: boolean;
  /** Why the node would not return it though it may know it (a version newer than it serves us), in words. */
  unread?: string;
  slot: bigint | null;
  feeLamports: bigint;
  /** What the accounts it created hold now that they exist: the rent its fee payer paid. */
  rentLamports: bigint;
  /** The chain's error, in words; null when it succeeded (a failed transaction moved nothing). */
  failed: string | null;
  /**
   * Every token transfer it made, in order: from whose wallet (the owner of the account debited, or the
   * authority that signed), to whose wallet, of which mint, in exact base units.
   */
  transfers: { sender: string; recipient: string; mint: string; amount: bigint }[];
}
