// getTransaction's answer in the validator's encodings: json, jsonParsed and base64 (and base58).
import bs58 from 'bs58';
import type { TxRecord } from '../chain/records';
import { decodeTransaction } from '../chain/wire';
import { parseInstruction } from './instruction-parsers/registry';

export type TxEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

const num = (s: string) => BigInt(s);

function meta(rec: TxRecord, parsed: boolean, keys: string[]) {
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
  return out;
}

function jsonTransaction(rec: TxRecord, parsed: boolean) {
  const tx = decodeTransaction(Buffer.from(rec.wire, 'base64'));
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
            null,
          )
        : { accounts: ix.accounts, data: bs58.encode(ix.data), programIdIndex: ix.programIdIndex, stackHeight: null },
    ),
    recentBlockhash: tx.recentBlockhash,
  };
  if (tx.version === 0) message.addressTableLookups = tx.lookups;
  return { transaction: { message, signatures: tx.signatures }, meta: meta(rec, parsed, keys) };
}

export function encodeTransaction(rec: TxRecord, encoding: TxEncoding, withVersion: boolean) {
  let body: { transaction: unknown; meta: unknown };
  if (encoding === 'base64' || encoding === 'base58') {
    const bytes = Buffer.from(rec.wire, 'base64');
    body = {
      transaction: encoding === 'base64' ? [rec.wire, 'base64'] : [bs58.encode(bytes), 'base58'],
      meta: meta(rec, false, rec.accountKeys),
    };
  } else {
    body = jsonTransaction(rec, encoding === 'jsonParsed');
  }
  return {
    blockTime: rec.blockTime,
    meta: body.meta,
    slot: rec.slot,
    transaction: body.transaction,
    ...(withVersion ? { version: rec.version } : {}),
  };
}
