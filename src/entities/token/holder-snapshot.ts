/** Who a holder snapshot leaves out. */
export interface SnapshotOptions {
  /** Wallets or token accounts left out: the issuer, pools, burn addresses. */
  exclude?: string[];
  excludeFrozen?: boolean;
  /** Accounts holding less than this are left out; base units. */
  minimum?: bigint;
}

/** One holder in a snapshot: a token account, its owner and exact balance. */
export interface SnapshotHolder {
  owner: string;
  tokenAccount: string;
  /** base units */
  amount: bigint;
  frozen: boolean;
}

/** Every holder of a mint at one slot, largest first; accounts holding nothing are never holders. */
export interface HolderSnapshot {
  mint: string;
  /** The slot the chain was read at, kept with the snapshot. */
  slot: bigint;
  decimals: number;
  /** base units, at that slot */
  supply: bigint;
  holders: SnapshotHolder[];
  /** How many holding accounts the options left out. */
  leftOut: number;
}
