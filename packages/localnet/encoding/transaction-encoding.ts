// getTransaction's answer in the validator's encodings: json, jsonParsed and base64 (and base58), for every
// transaction version, in Agave 4.2's shapes (transaction-status/src/lib.rs, transaction-status-client-types
// at v4.2): top-level instructions at stack height 1, a v1 message's `transactionConfig`, `costUnits`.
import bs58 from 'bs58';
import type { TxRecord } from '../chain/records';
import { decodeTransaction, type DecodedTx, type TxVersion } from '../chain/wire';
import { costUnits } from '../chain/cost-model';
import { parseInstruction } from './instruction-parsers/registry';

export type TxEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

const num = (s: string) => BigInt(s);

/** Agave's TRANSACTION_LEVEL_STACK_HEIGHT: what every top-level instruction is shown at. */
const TOP_LEVEL = 1;

/** A v1 message's config as Agave's UiTransactionConfig writes it: every field, null where unset. */
export function uiTransactionConfig(tx: Pick<DecodedTx, 'config'>) {
  const config = tx.config ?? {};
  return {
    priorityFee: config.priorityFeeLamports ?? null,
    computeUnitLimit: config.computeUnitLimit ?? null,
    loadedAccountsDataSizeLimit: config.loadedAccountsDataSizeLimit ?? null,
    heapSize: config.heapSize ?? null,
  };
}

function meta(rec: TxRecord, tx: DecodedTx, parsed: boolean, keys: string[], showRewards: boolean) {
  const innerInstructions = rec.innerInstructions.map((entry) => ({
    index: entry.index,
    instructions: entry.instructions.map((ix) =>
      parsed
        ? parseInstruction(
            keys[ix.programIdIndex]!,
            ix.accounts.map((i) => keys[i]!),
            bs58.decode(ix.data),
            ix.stackHeight,
          )
        : ix,
    ),
  }));
  const out: Record<string, unknown> = {
    computeUnitsConsumed: num(rec.computeUnits),
    err: rec.err,
    fee: num(rec.fee),
    innerInstructions,
    logMessages: rec.logs,
    postBalances: rec.postBalances.map(num),
    postTokenBalances: rec.postTokenBalances,
    preBalances: rec.preBalances.map(num),
    preTokenBalances: rec.preTokenBalances,
    // A block read without rewards writes the field as null (OptionSerializer::None), not absent.
    rewards: showRewards ? [] : null,
    status: rec.err === null ? { Ok: null } : { Err: rec.err },
  };
  if (!parsed) out.loadedAddresses = rec.loaded;
  if (rec.returnData) out.returnData = rec.returnData;
  out.costUnits = costUnits(tx, rec.loaded.writable.length, num(rec.computeUnits));
  return out;
}

/** jsonParsed's account list: each key with its signer and writable flags and where it came from. */
function parsedAccountKeys(rec: TxRecord, tx: DecodedTx) {
  const n = tx.staticKeys.length;
  const { numRequiredSignatures: s, numReadonlySignedAccounts: rs, numReadonlyUnsignedAccounts: ru } = tx.header;
  const writable = (i: number) => (i < n ? (i < s ? i < s - rs : i < n - ru) : i < n + rec.loaded.writable.length);
  return rec.accountKeys.map((pubkey, i) => ({
    pubkey,
    signer: i < s,
    source: i < n ? 'transaction' : 'lookupTable',
    writable: writable(i),
  }));
}

function jsonTransaction(rec: TxRecord, tx: DecodedTx, parsed: boolean, showRewards: boolean) {
  const keys = rec.accountKeys;
  const message: Record<string, unknown> = {
    accountKeys: parsed ? parsedAccountKeys(rec, tx) : tx.staticKeys,
    ...(parsed ? {} : { header: tx.header }),
    instructions: tx.instructions.map((ix) =>
      parsed
        ? parseInstruction(
            keys[ix.programIdIndex]!,
            ix.accounts.map((i) => keys[i]!),
            ix.data,
            TOP_LEVEL,
          )
        : {
            accounts: ix.accounts,
            data: bs58.encode(ix.data),
            programIdIndex: ix.programIdIndex,
            stackHeight: TOP_LEVEL,
          },
    ),
    recentBlockhash: tx.recentBlockhash,
  };
  if (tx.version === 0) message.addressTableLookups = tx.lookups;
  if (tx.version === 1) message.transactionConfig = uiTransactionConfig(tx);
  return { transaction: { message, signatures: tx.signatures }, meta: meta(rec, tx, parsed, keys, showRewards) };
}

/**
 * A transaction and its meta as a block or getTransaction holds it (EncodedTransactionWithStatusMeta).
 * `version`: the answer's version field, present only when the reader named a highest version.
 */
export function encodeWithMeta(
  rec: TxRecord,
  encoding: TxEncoding,
  version: { version?: TxVersion },
  showRewards = true,
) {
  const bytes = Buffer.from(rec.wire, 'base64');
  const tx = decodeTransaction(bytes);
  if (encoding === 'base64' || encoding === 'base58') {
    return {
      meta: meta(rec, tx, false, rec.accountKeys, showRewards),
      transaction: encoding === 'base64' ? [rec.wire, 'base64'] : [bs58.encode(bytes), 'base58'],
      ...version,
    };
  }
  return { ...jsonTransaction(rec, tx, encoding === 'jsonParsed', showRewards), ...version };
}

/**
 * getBlock's `transactionDetails: "accounts"`: the signatures and account list, and a meta without logs,
 * instructions or units (transaction-status/src/lib.rs `build_json_accounts`,
 * `build_simple_ui_transaction_status_meta`).
 */
export function encodeAccountsOnly(rec: TxRecord, version: { version?: TxVersion }, showRewards: boolean) {
  const tx = decodeTransaction(Buffer.from(rec.wire, 'base64'));
  const meta: Record<string, unknown> = {
    err: rec.err,
    fee: num(rec.fee),
    postBalances: rec.postBalances.map(num),
    postTokenBalances: rec.postTokenBalances,
    preBalances: rec.preBalances.map(num),
    preTokenBalances: rec.preTokenBalances,
    status: rec.err === null ? { Ok: null } : { Err: rec.err },
  };
  if (showRewards) meta.rewards = [];
  return {
    meta,
    transaction: { accountKeys: parsedAccountKeys(rec, tx), signatures: tx.signatures },
    ...version,
  };
}

/** getTransaction's answer: the transaction with its meta, its slot, block time and place in the block. */
export function encodeTransaction(
  rec: TxRecord,
  encoding: TxEncoding,
  version: { version?: TxVersion },
  transactionIndex: number,
) {
  return { blockTime: rec.blockTime, slot: rec.slot, transactionIndex, ...encodeWithMeta(rec, encoding, version) };
}
