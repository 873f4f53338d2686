// The shape of getTransaction with encoding 'jsonParsed' (as a validator returns it), reduced to what we read.

export interface ParsedAccountKey {
  pubkey: string;
  signer: boolean;
  writable: boolean;
}

/** An instruction the node decoded for us ("parsed") or left raw ("accounts" + base58 "data"). */
export interface ParsedInstructionJson {
  programId: string;
  program?: string;
  parsed?: { type?: string; info?: Record<string, unknown> } | string;
  accounts?: string[];
  data?: string;
}

export interface TokenBalanceJson {
  accountIndex: number;
  mint: string;
  owner?: string;
  programId?: string;
  uiTokenAmount: { amount: string; decimals: number };
}

export interface ParsedTransactionJson {
  slot: number;
  version?: number | 'legacy';
  blockTime?: number | null;
  meta: {
    err: unknown;
    fee: number;
    preBalances: number[];
    postBalances: number[];
    preTokenBalances?: TokenBalanceJson[] | null;
    postTokenBalances?: TokenBalanceJson[] | null;
    innerInstructions?: { index: number; instructions: ParsedInstructionJson[] }[] | null;
    logMessages?: string[] | null;
    /** A v0 transaction's accounts from lookup tables (jsonParsed lists them in accountKeys as well). */
    loadedAddresses?: { writable: string[]; readonly: string[] } | null;
  } | null;
  transaction: {
    signatures: string[];
    message: {
      // jsonParsed gives objects; a node answering plain json gives strings.
      accountKeys: (ParsedAccountKey | string)[];
      instructions: ParsedInstructionJson[];
      /** A v1 message's budget (SIMD-0385), as Agave writes it: every field, null where unset. */
      transactionConfig?: {
        priorityFee: number | string | null;
        computeUnitLimit: number | null;
        loadedAccountsDataSizeLimit: number | null;
        heapSize: number | null;
      } | null;
    };
  };
}

export function accountKeyAddress(key: ParsedAccountKey | string): string {
  return typeof key === 'string' ? key : key.pubkey;
}

/** Whether `address` signed the transaction. */
export function isSigner(tx: ParsedTransactionJson, address: string): boolean {
  return tx.transaction.message.accountKeys.some(
    (key, index) =>
      accountKeyAddress(key) === address &&
      // Plain json has no signer flags; the fee payer is always the first key and a signer.
      (typeof key === 'string' ? index === 0 : key.signer),
  );
}
