// Decodes a wire transaction of any version (legacy, v0, v1) and resolves its full account list (static keys +
// address-table loads). Built on kit's message codecs; the envelope (where the signatures sit) is read here,
// because a v1 transaction puts them after its message and a validator refuses trailing bytes.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import bs58 from 'bs58';
import {
  getCompiledTransactionMessageDecoder,
  transactionConfigMaskHasComputeUnitLimit,
  transactionConfigMaskHasHeapSize,
  transactionConfigMaskHasLoadedAccountsDataSizeLimit,
  transactionConfigMaskHasPriorityFee,
} from '@solana/kit';

export interface CompiledIx {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
}

/** A v1 message's transaction config (SIMD-0385): what legacy and v0 say with ComputeBudget instructions. */
export interface TransactionConfig {
  /** The whole priority fee, in lamports (not a price per unit). */
  priorityFeeLamports?: bigint;
  computeUnitLimit?: number;
  loadedAccountsDataSizeLimit?: number;
  heapSize?: number;
}

export type TxVersion = 'legacy' | 0 | 1;

export interface DecodedTx {
  bytes: Uint8Array;
  signatures: string[];
  version: TxVersion;
  header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number };
  staticKeys: string[];
  recentBlockhash: string;
  instructions: CompiledIx[];
  lookups: { accountKey: string; writableIndexes: number[]; readonlyIndexes: number[] }[];
  /** v1 only; null for legacy and v0. */
  config: TransactionConfig | null;
  messageBytes: Uint8Array;
}

export type DecodedMessage = Omit<DecodedTx, 'bytes' | 'signatures' | 'messageBytes'>;

/** The largest transaction of each version a validator takes: a packet, or v1's 4,096 bytes. */
export const MAX_TRANSACTION_BYTES = { legacy: 1232, 0: 1232, 1: 4096 } as const;
/** v1's own limits (SIMD-0385). */
export const V1_MAX_ACCOUNTS = 64;
export const V1_MAX_INSTRUCTIONS = 64;

const V1_PREFIX = 0x81;

/** The version a message's first byte announces. */
export function messageVersion(first: number): TxVersion {
  if ((first & 0x80) === 0) return 'legacy';
  const version = first & 0x7f;
  if (version === 0 || version === 1) return version;
  throw new Error(`unsupported transaction version ${version}`);
}

/** Reads a message of any version; throws on bytes left over or missing. */
export function decodeMessage(bytes: Uint8Array): DecodedMessage {
  const [compiled, end] = getCompiledTransactionMessageDecoder().read(bytes, 0);
  if (end !== bytes.length) throw new Error(`${bytes.length - end} bytes left over after the message`);
  const header = {
    numRequiredSignatures: compiled.header.numSignerAccounts,
    numReadonlySignedAccounts: compiled.header.numReadonlySignerAccounts,
    numReadonlyUnsignedAccounts: compiled.header.numReadonlyNonSignerAccounts,
  };
  const staticKeys = compiled.staticAccounts.map(String);
  const recentBlockhash = String(compiled.lifetimeToken);
  if (compiled.version === 1) {
    if (staticKeys.length > V1_MAX_ACCOUNTS) throw new Error(`${staticKeys.length} accounts (max: ${V1_MAX_ACCOUNTS})`);
    if (compiled.numInstructions > V1_MAX_INSTRUCTIONS)
      throw new Error(`${compiled.numInstructions} instructions (max: ${V1_MAX_INSTRUCTIONS})`);
    const config: TransactionConfig = {};
    const values = [...compiled.configValues];
    const take = () => values.shift()?.value;
    // The values follow the mask's bits in order: priority fee (u64), unit limit, loaded data, heap (u32).
    const mask = compiled.configMask;
    if (transactionConfigMaskHasPriorityFee(mask)) config.priorityFeeLamports = BigInt(take() ?? 0);
    if (transactionConfigMaskHasComputeUnitLimit(mask)) config.computeUnitLimit = Number(take());
    if (transactionConfigMaskHasLoadedAccountsDataSizeLimit(mask)) config.loadedAccountsDataSizeLimit = Number(take());
    if (transactionConfigMaskHasHeapSize(mask)) config.heapSize = Number(take());
    return {
      version: 1,
      header,
      staticKeys,
      recentBlockhash,
      instructions: compiled.instructionHeaders.map((ixHeader, i) => ({
        programIdIndex: ixHeader.programAccountIndex,
        accounts: [...compiled.instructionPayloads[i]!.instructionAccountIndices],
        data: Uint8Array.from(compiled.instructionPayloads[i]!.instructionData),
      })),
      lookups: [],
      config,
    };
  }
  return {
    version: compiled.version,
    header,
    staticKeys,
    recentBlockhash,
    instructions: compiled.instructions.map((ix) => ({
      programIdIndex: ix.programAddressIndex,
      accounts: [...(ix.accountIndices ?? [])],
      data: Uint8Array.from(ix.data ?? []),
    })),
    lookups: ('addressTableLookups' in compiled ? (compiled.addressTableLookups ?? []) : []).map((l) => ({
      accountKey: String(l.lookupTableAddress),
      writableIndexes: [...l.writableIndexes],
      readonlyIndexes: [...l.readonlyIndexes],
    })),
    config: null,
  };
}

/**
 * A wire transaction: legacy and v0 carry their signatures first (a compact-u16 count), v1 after its message
 * (as many as its header requires). Nothing may follow.
 */
export function decodeTransaction(bytes: Uint8Array): DecodedTx {
  if (bytes.length === 0) throw new Error('no bytes');
  let messageBytes: Uint8Array;
  let signatureBytes: Uint8Array;
  if (bytes[0] === V1_PREFIX) {
    if (bytes.length < 4) throw new Error('too short for a message header');
    const count = bytes[1]!;
    const at = bytes.length - 64 * count;
    if (at < 4) throw new Error(`too short for ${count} signatures`);
    messageBytes = bytes.subarray(0, at);
    signatureBytes = bytes.subarray(at);
  } else {
    const [count, width] = shortVec(bytes, 0);
    const at = width + 64 * count;
    if (at > bytes.length) throw new Error(`too short for ${count} signatures`);
    signatureBytes = bytes.subarray(width, at);
    messageBytes = bytes.subarray(at);
  }
  const message = decodeMessage(messageBytes);
  const signatures: string[] = [];
  for (let at = 0; at < signatureBytes.length; at += 64)
    signatures.push(bs58.encode(signatureBytes.subarray(at, at + 64)));
  return { bytes, signatures, messageBytes: Uint8Array.from(messageBytes), ...message };
}

/** A compact-u16 at `at`: its value and how many bytes it takes. */
function shortVec(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const b = bytes[at + i]!;
    value |= (b & 0x7f) << (7 * i);
    if ((b & 0x80) === 0) return [value, i + 1];
  }
  return [value, 3];
}

/**
 * The wire bytes with another recent blockhash in the message. LiteSVM hands a transaction's own
 * recentBlockhash to its programs as the bank's blockhash (which the System program turns into a durable
 * nonce); a validator hands them the current one, so the chain puts that in. The signatures no longer
 * cover the bytes: LiteSVM does not check them, the chain has done so before.
 */
export function withRecentBlockhash(tx: DecodedTx, blockhash: string): Uint8Array {
  if (tx.recentBlockhash === blockhash) return tx.bytes;
  let at: number;
  if (tx.version === 1) {
    at = 1 + 3 + 4; // version, header, config mask
  } else {
    const [signatures, sigLen] = shortVec(tx.bytes, 0);
    at = sigLen + 64 * signatures;
    if (tx.bytes[at]! & 0x80) at += 1; // version prefix
    at += 3; // header
    const [keys, keysLen] = shortVec(tx.bytes, at);
    at += keysLen + 32 * keys;
  }
  if (bs58.encode(tx.bytes.subarray(at, at + 32)) !== tx.recentBlockhash)
    throw new Error('recent blockhash not where the message layout puts it');
  const out = Uint8Array.from(tx.bytes);
  out.set(bs58.decode(blockhash), at);
  return out;
}

const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

const publicKeys = new Map<string, KeyObject>();

// Building a KeyObject costs as much as the verification itself; signers repeat, so keep them.
function publicKey(address: string): KeyObject {
  let key = publicKeys.get(address);
  if (!key) {
    if (publicKeys.size > 10_000) publicKeys.clear();
    key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(bs58.decode(address))]),
      format: 'der',
      type: 'spki',
    });
    publicKeys.set(address, key);
  }
  return key;
}

/** True when every required signature verifies against the message bytes. */
export function signaturesVerify(tx: DecodedTx): boolean {
  if (tx.signatures.length !== tx.header.numRequiredSignatures) return false;
  return tx.signatures.every((sig, i) =>
    verify(null, tx.messageBytes, publicKey(tx.staticKeys[i]!), Buffer.from(bs58.decode(sig))),
  );
}

export interface ResolvedKeys {
  keys: string[];
  writable: boolean[];
  signer: boolean[];
  fromLookup: boolean[];
  loaded: { writable: string[]; readonly: string[] };
}

const LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
const LOOKUP_TABLE_HEADER = 56;

/** Resolves account keys; throws the validator's error name when a lookup table is missing or short. */
export function resolveKeys(
  tx: Pick<DecodedTx, 'header' | 'staticKeys' | 'lookups'>,
  readAccount: (address: string) => { owner: string; data: Uint8Array } | null,
): ResolvedKeys {
  const { numRequiredSignatures: s, numReadonlySignedAccounts: rs, numReadonlyUnsignedAccounts: ru } = tx.header;
  const n = tx.staticKeys.length;
  const writable = tx.staticKeys.map((_, i) => (i < s ? i < s - rs : i < n - ru));
  const loaded = { writable: [] as string[], readonly: [] as string[] };
  for (const lookup of tx.lookups) {
    const table = readAccount(lookup.accountKey);
    if (!table) throw new Error('AddressLookupTableNotFound');
    if (table.owner !== LOOKUP_TABLE_PROGRAM) throw new Error('InvalidAddressLookupTableOwner');
    const count = Math.floor((table.data.length - LOOKUP_TABLE_HEADER) / 32);
    const at = (i: number) => {
      if (i >= count) throw new Error('InvalidAddressLookupTableIndex');
      const o = LOOKUP_TABLE_HEADER + i * 32;
      return bs58.encode(table.data.subarray(o, o + 32));
    };
    loaded.writable.push(...lookup.writableIndexes.map(at));
    loaded.readonly.push(...lookup.readonlyIndexes.map(at));
  }
  const keys = [...tx.staticKeys, ...loaded.writable, ...loaded.readonly];
  return {
    keys,
    writable: [...writable, ...loaded.writable.map(() => true), ...loaded.readonly.map(() => false)],
    signer: keys.map((_, i) => i < s),
    fromLookup: keys.map((_, i) => i >= n),
    loaded,
  };
}
