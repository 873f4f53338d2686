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

function meta(rec: TxRecord, tx: DecodedTx, parsed: boolean, keys: string[]) {
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
    rewards: [],
    status: rec.err === null ? { Ok: null } : { Err: rec.err },
  };
  if (!parsed) out.loadedAddresses = rec.loaded;
  if (rec.returnData) out.returnData = rec.returnData;
  out.costUnits = costUnits(tx, rec.loaded.writable.length, num(rec.computeUnits));
  return out;
}

function jsonTransaction(rec: TxRecord, tx: DecodedTx, parsed: boolean) {
  const keys = rec.accountKeys;
  const n = tx.staticKeys.length;
  const { numRequiredSignatures: s, numReadonlySignedAccounts: rs, numReadonlyUnsignedAccounts: ru } = tx.header;
  const writable = (i: number) => (i < n ? (i < s ? i < s - rs : i < n - ru) : i < n + rec.loaded.writable.length);
  const message: Record<string, unknown> = {
    accountKeys: parsed
      ? keys.map((pubkey, i) => ({
          pubkey,
          signer: i < s,
          source: i < n ? 'transaction' : 'lookupTable',
          writable: writable(i),
        }))
      : tx.staticKeys,
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
  return { transaction: { message, signatures: tx.signatures }, meta: meta(rec, tx, parsed, keys) };
}

/** `version`: the answer's version field, present only when the reader named a highest version. */
export function encodeTransaction(rec: TxRecord, encoding: TxEncoding, version: { version?: TxVersion }) {
  let body: { transaction: unknown; meta: unknown };
  const bytes = Buffer.from(rec.wire, 'base64');
  const tx = decodeTransaction(bytes);
  if (encoding === 'base64' || encoding === 'base58') {
    body = {
      transaction: encoding === 'base64' ? [rec.wire, 'base64'] : [bs58.encode(bytes), 'base58'],
      meta: meta(rec, tx, false, rec.accountKeys),
    };
  } else {
    body = jsonTransaction(rec, tx, encoding === 'jsonParsed');
  }
  return {
    blockTime: rec.blockTime,
    meta: body.meta,
    slot: rec.slot,
    transaction: body.transaction,
    ...version,
  };
}
