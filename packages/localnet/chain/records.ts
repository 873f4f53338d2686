// What the chain keeps about each accepted transaction (also the ledger's record format).
import type { TxError } from './tx-errors';
import type { LedgerAccount } from './account-state';
import type { TxVersion } from './wire';

export type Commitment = 'processed' | 'confirmed' | 'finalized';

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number | null; uiAmountString: string };
}

export interface InnerIx {
  programIdIndex: number;
  accounts: number[];
  /** base58 */
  data: string;
  stackHeight: number;
}

export interface TxRecord {
  signature: string;
  /** Order of acceptance over the ledger's life; orders signatures for an address. */
  seq: number;
  slot: number;
  blockTime: number;
  /** base64 wire transaction */
  wire: string;
  version: TxVersion;
  accountKeys: string[];
  loaded: { writable: string[]; readonly: string[] };
  err: TxError | null;
  fee: string;
  preBalances: string[];
  postBalances: string[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logs: string[];
  innerInstructions: { index: number; instructions: InnerIx[] }[];
  computeUnits: string;
  returnData: { programId: string; data: [string, 'base64'] } | null;
  /** Memo program texts as getSignaturesForAddress shows them ("[len] text; ..."), or null. */
  memo?: string | null;
}

export interface LedgerEntry {
  rec: TxRecord;
  /** States of the writable accounts after the transaction, replayed in order on start. */
  accounts: LedgerAccount[];
}
