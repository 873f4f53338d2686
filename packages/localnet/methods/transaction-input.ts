// Decoding the transaction param of sendTransaction / simulateTransaction, as a validator does: the encoded
// text is bounded first, base64 is read strictly (the standard alphabet, canonical padding), and the bytes
// must be one whole transaction of a version the chain serves, within that version's size.
import bs58 from 'bs58';
import type { Chain } from '../chain/chain';
import { MAX_TRANSACTION_BYTES, type DecodedTx } from '../chain/wire';
import { invalidParams } from '../rpc-error';
import type { Config, Params } from './params';
import { paramAt } from './params';

const TYPE_NAME = 'solana_transaction::versioned::VersionedTransaction';
// Agave 4.2's bounds (rpc/src/rpc.rs `decode_and_deserialize`): base58 is deprecated and stays at a packet;
// base64 text starting at "gQ" (a first byte of 0x81 or more: v1) may carry 4,096 bytes, other text 1,232.
const PACKET_DATA_SIZE = MAX_TRANSACTION_BYTES[0];
const MAX_BASE58_SIZE = 1683;
const MAX_BASE64_SIZE = 5464;
const MAX_BASE64_LEGACY_SIZE = 1644;
const V1_BASE64_PREFIX_LOWER_BOUND = 'gQ';

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Standard base64 with padding, read strictly: an error names the first fault as the `base64` crate a
 * validator uses does (`InvalidByte(offset, byte)`, `InvalidLength(n)`, `InvalidLastSymbol(offset, byte)`,
 * `InvalidPadding`).
 */
export function decodeBase64(text: string): Uint8Array {
  const fault = base64Fault(text);
  if (fault) throw new Error(fault);
  return new Uint8Array(Buffer.from(text, 'base64'));
}

export function base64Fault(text: string): string | null {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const body = text.length - padding;
  for (let i = 0; i < body; i++) {
    if (!BASE64_ALPHABET.includes(text[i]!)) return `InvalidByte(${i}, ${text.charCodeAt(i)})`;
  }
  // The last quad holds 2 to 4 symbols; with fewer than 4, the standard engine wants its padding, exactly.
  if (body % 4 === 1) return `InvalidLength(${body})`;
  if (text.length % 4 !== 0 || (padding > 0 && body % 4 === 0)) return 'InvalidPadding';
  if (padding > 0) {
    // The bits the padding leaves unused must be zero: one text, one byte string.
    const last = BASE64_ALPHABET.indexOf(text[body - 1]!);
    const unused = padding === 2 ? last & 0b1111 : last & 0b11;
    if (unused !== 0) return `InvalidLastSymbol(${body - 1}, ${text.charCodeAt(body - 1)})`;
  }
  return null;
}

export function transactionParam(chain: Chain, params: Params, config: Config): DecodedTx {
  const encoded = paramAt(params, 0, 'transaction');
  if (typeof encoded !== 'string') throw invalidParams('Invalid params: transaction must be an encoded string');
  const encoding = config.encoding ?? 'base58';
  let bytes: Uint8Array;
  let maxRaw: number;
  if (encoding === 'base64') {
    const v1 = encoded.slice(0, 2) >= V1_BASE64_PREFIX_LOWER_BOUND;
    const maxEncoded = v1 ? MAX_BASE64_SIZE : MAX_BASE64_LEGACY_SIZE;
    maxRaw = v1 ? MAX_TRANSACTION_BYTES[1] : PACKET_DATA_SIZE;
    if (encoded.length > maxEncoded) throw tooLarge('base64', encoded.length, maxEncoded, maxRaw);
    try {
      bytes = decodeBase64(encoded);
    } catch (e) {
      throw invalidParams(`invalid base64 encoding: ${(e as Error).message}`);
    }
  } else if (encoding === 'base58') {
    maxRaw = PACKET_DATA_SIZE;
    if (encoded.length > MAX_BASE58_SIZE) throw tooLarge('base58', encoded.length, MAX_BASE58_SIZE, maxRaw);
    try {
      bytes = bs58.decode(encoded);
    } catch {
      throw invalidParams('invalid base58 encoding: InvalidCharacter');
    }
  } else {
    throw invalidParams(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`);
  }
  if (bytes.length > maxRaw)
    throw invalidParams(`decoded ${TYPE_NAME} too large: ${bytes.length} bytes (max: ${maxRaw} bytes)`);
  try {
    return chain.decode(bytes);
  } catch (e) {
    throw invalidParams(`failed to deserialize ${TYPE_NAME}: ${(e as Error).message}`);
  }
}

const tooLarge = (name: string, length: number, maxEncoded: number, maxRaw: number) =>
  invalidParams(`${name} encoded ${TYPE_NAME} too large: ${length} bytes (max: encoded/raw ${maxEncoded}/${maxRaw})`);
