import type { DataSource, WalletSigner } from '@/data-source/contract';

/** A data source under the contract's cases, with wallets to act. */
export interface Subject {
  dataSource: DataSource;
  /** The cluster it serves. */
  clusterId: string;
  /** A wallet that can act, with SOL where SOL is needed. */
  wallet(): Promise<WalletSigner>;
  /** What the cluster asks an account of this many bytes to hold (its own rent, never a constant of the test's). */
  rentFor(bytes: number): Promise<bigint>;
  /**
   * Runs `make` as the cluster was before rent fell (6,960 a byte), then back to today's: what it creates holds
   * more than today's minimum. Demo's sample accounts were made so already; it runs `make` as it is.
   */
  madeBeforeRentFell<T>(make: () => Promise<T>): Promise<T>;
}

/** One case of the contract: what it says, and how it checks it against a data source. */
export interface Case {
  it: string;
  run(subject: Subject): Promise<void>;
}
export type Cases = [Case, ...Case[]];
