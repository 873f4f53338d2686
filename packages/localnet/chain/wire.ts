// Decodes a wire transaction and resolves its full account list (static keys + address-table loads).
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import bs58 from 'bs58';
import { VersionedTransaction } from '@solana/web3.js';

export interface CompiledIx {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
}

export interface DecodedTx {
  bytes: Uint8Array;
  signatures: string[];
  version: 'legacy' | 0;
  header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number };
  staticKeys: string[];
  recentBlockhash: string;
  instructions: CompiledIx[];
  lookups: { accountKey: string; writableIndexes: number[]; readonlyIndexes: number[] }[];
  messageBytes: Uint8Array;
  raw: VersionedTransaction;
}

export function decodeTransaction(bytes: Uint8Array): DecodedTx {
  const raw = VersionedTransaction.deserialize(bytes);
  const m = raw.message;
  return {
    bytes,
    signatures: raw.signatures.map((s) => bs58.encode(s)),
    version: m.version === 'legacy' ? 'legacy' : 0,
    header: m.header,
    staticKeys: m.staticAccountKeys.map((k) => k.toBase58()),
    recentBlockhash: m.recentBlockhash,
    instructions: m.compiledInstructions.map((ix) => ({
      programIdIndex: ix.programIdIndex,
      accounts: [...ix.accountKeyIndexes],
      data: Uint8Array.from(ix.data),
    })),
    lookups: m.addressTableLookups.map((l) => ({
      accountKey: l.accountKey.toBase58(),
      writableIndexes: [...l.writableIndexes],
      readonlyIndexes: [...l.readonlyIndexes],
    })),
    messageBytes: m.serialize(),
    raw,
  };
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
  const [signatures, sigLen] = shortVec(tx.bytes, 0);
  let at = sigLen + 64 * signatures;
  if (tx.bytes[at]! & 0x80) at += 1; // version prefix
  at += 3; // header
  const [keys, keysLen] = shortVec(tx.bytes, at);
  at += keysLen + 32 * keys;
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
