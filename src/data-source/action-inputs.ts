// What the writes take: a token to create, a mint, a send, a batch of sends. Re-exported by contract.ts.
import type { CreateTokenOptions } from '@/entities/token/lib/create-options';
import type { TransactionVersion } from '@/entities/wallet/model';

export interface CreateTokenInput {
  name: string;
  symbol: string;
  decimals: number;
  /** base units */
  initialSupply: bigint;
  /** The advanced options; none means the spec's token (metadata in the mint, no freeze authority). */
  options?: CreateTokenOptions;
}
export interface MintTokensInput {
  mint: string;
  /** base units */
  amount: bigint;
  /** wallet address; undefined means the signer's own wallet */
  destination?: string;
}
export interface SendTokensInput {
  mint: string;
  recipient: string;
  /** base units */
  amount: bigint;
  /** Solana Pay references: read-only keys on the transfer, by which the payee finds the payment. */
  references?: string[];
  /** Sent with the transfer through the memo program, exact UTF-8, at most MEMO_MAX_BYTES. */
  memo?: string;
}

/**
 * Several transfers of one token, in one transaction: as many as `packTransfers` found to fit. Refused
 * with `tooLarge` when they no longer do (a recipient's account closed since), nothing signed.
 */
export interface SendBatchInput {
  mint: string;
  transfers: { recipient: string; /** base units */ amount: bigint }[];
  /** The same memo before each transfer (where a memo-requiring account looks for it). */
  memo?: string;
  /** The version the wallet signs: a v1 transaction holds far more transfers, where the node takes v1. */
  version?: TransactionVersion;
}

/** Transfers of one token to pack into transactions: amounts do not change a transaction's size. */
export interface PackInput {
  mint: string;
  recipients: readonly string[];
  memo?: string;
  /** The version the wallet signs: packed to v1's limits where the node takes v1, else a packet's. */
  version?: TransactionVersion;
}
