// getProgramAccounts filters as Agave 4.2 reads them (rpc-client-types filter.rs `RpcFilterType`,
// `Memcmp`, `MemcmpEncodedBytes`; rpc/src/rpc.rs `verify_filters`). Since Agave 3.1 (CHANGELOG 3.1.0) a
// malformed filter is a JSON-RPC error, never silently dropped: a filter that does not parse is serde's
// error, "Invalid params: <serde error>."; more than 4 is "Too many filters provided; max 4"; memcmp bytes
// that do not decode or exceed 128 bytes are "Invalid param: <RpcFilterError>".
import bs58 from 'bs58';
import type { AccountState } from '../chain/account-state';
import { readTokenAccount } from '../chain/token-layout';
import { invalidParams } from '../rpc-error';
import { integerValue, unexpected } from '../serde-integers';
import { base64Fault } from './transaction-input';

export type AccountFilter = (state: AccountState) => boolean;

const MAX_FILTERS = 4;
const MAX_DATA_SIZE = 128;
const MAX_DATA_BASE58_SIZE = 175;
const MAX_DATA_BASE64_SIZE = 172;
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const serde = (message: string) => invalidParams(`Invalid params: ${message}.`);
const unknownVariant = (name: unknown, expected: string) =>
  serde(`unknown variant \`${String(name)}\`, expected ${expected}`);

type Parsed =
  | { kind: 'dataSize'; size: bigint }
  | { kind: 'tokenAccountState' }
  | { kind: 'memcmp'; offset: number; encoding: 'base58' | 'base64' | 'bytes'; text: string; raw: number[] };

function parseMemcmp(m: unknown): Parsed {
  if (m === null || typeof m !== 'object' || Array.isArray(m))
    throw serde(`invalid type: ${unexpected(m)}, expected struct Memcmp`);
  const o = m as Record<string, unknown>;
  if (o.offset === undefined) throw serde('missing field `offset`');
  const offset = Number(integerValue(o.offset, 'usize'));
  if (o.bytes === undefined) throw serde('missing field `bytes`');
  const encoding = o.encoding ?? 'base58';
  if (encoding !== 'base58' && encoding !== 'base64' && encoding !== 'bytes')
    throw unknownVariant(encoding, 'one of `base58`, `base64`, `bytes`');
  if (typeof o.bytes === 'string')
    return { kind: 'memcmp', offset, encoding: encoding === 'base64' ? 'base64' : 'base58', text: o.bytes, raw: [] };
  // Raw bytes are `Vec<u8>`, whatever the encoding says.
  const raw =
    Array.isArray(o.bytes) && o.bytes.every((b) => typeof b === 'number' && b >= 0 && b <= 255 && Number.isInteger(b));
  if (!raw) throw serde('data did not match any variant of untagged enum DataType');
  return { kind: 'memcmp', offset, encoding: 'bytes', text: '', raw: o.bytes as number[] };
}

function parseFilter(f: unknown): Parsed {
  if (f === 'tokenAccountState') return { kind: 'tokenAccountState' };
  if (typeof f === 'string') throw unknownVariant(f, 'one of `dataSize`, `memcmp`, `tokenAccountState`');
  if (f === null || typeof f !== 'object' || Array.isArray(f))
    throw serde(`invalid type: ${unexpected(f)}, expected string or map`);
  const entries = Object.entries(f);
  if (entries.length !== 1) throw serde('invalid value: map, expected map with a single key');
  const [name, value] = entries[0]!;
  if (name === 'dataSize') return { kind: 'dataSize', size: integerValue(value, 'u64') };
  if (name === 'memcmp') return parseMemcmp(value);
  if (name === 'tokenAccountState') {
    if (value !== null) throw serde(`invalid type: ${unexpected(value)}, expected unit`);
    return { kind: 'tokenAccountState' };
  }
  throw unknownVariant(name, 'one of `dataSize`, `memcmp`, `tokenAccountState`');
}

/** The bs58 crate's error, as its Debug writes it; null when the text decodes. */
function base58Fault(text: string): string | null {
  const bytes = Buffer.from(text, 'utf8');
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i]! > 127) return `NonAsciiCharacter { index: ${i} }`;
    const c = String.fromCharCode(bytes[i]!);
    if (!BASE58_ALPHABET.includes(c))
      return `InvalidCharacter { character: ${JSON.stringify(c).replace(/^"|"$/g, "'")}, index: ${i} }`;
  }
  return null;
}

const tooLarge = () => invalidParams('Invalid param: DataTooLarge');

/** `RpcFilterType::verify`, then the filter as a predicate. */
function verified(f: Parsed): AccountFilter {
  if (f.kind === 'dataSize') return (s) => BigInt(s.data.length) === f.size;
  if (f.kind === 'tokenAccountState') return (s) => readTokenAccount(s.owner, s.data) !== null;
  let bytes: Uint8Array;
  if (f.encoding === 'bytes') {
    bytes = Uint8Array.from(f.raw);
  } else if (f.encoding === 'base58') {
    if (f.text.length > MAX_DATA_BASE58_SIZE) throw tooLarge();
    const fault = base58Fault(f.text);
    if (fault) throw invalidParams(`Invalid param: Base58DecodeError(${fault})`);
    bytes = bs58.decode(f.text);
  } else {
    if (f.text.length > MAX_DATA_BASE64_SIZE) throw tooLarge();
    const fault = base64Fault(f.text);
    if (fault) throw invalidParams(`Invalid param: Base64DecodeError(${fault})`);
    bytes = new Uint8Array(Buffer.from(f.text, 'base64'));
  }
  if (bytes.length > MAX_DATA_SIZE) throw tooLarge();
  const offset = f.offset;
  return (s) => s.data.length >= offset + bytes.length && bytes.every((b, i) => s.data[offset + i] === b);
}

export function parseFilters(raw: unknown): AccountFilter[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw serde(`invalid type: ${unexpected(raw)}, expected a sequence`);
  const parsed = raw.map(parseFilter);
  if (parsed.length > MAX_FILTERS) throw invalidParams(`Too many filters provided; max ${MAX_FILTERS}`);
  return parsed.map(verified);
}
