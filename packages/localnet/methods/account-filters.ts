// getProgramAccounts / getTokenAccountsByOwner filters: dataSize, memcmp (base58 or base64 bytes), tokenAccountState.
import bs58 from 'bs58';
import type { AccountState } from '../chain/account-state';
import { readTokenAccount } from '../chain/token-layout';
import { invalidParams } from '../rpc-error';

export type AccountFilter = (state: AccountState) => boolean;

function memcmpFilter(m: Record<string, unknown>): AccountFilter {
  if (!Number.isInteger(m.offset) || (m.offset as number) < 0)
    throw invalidParams('Invalid params: memcmp.offset must be a non-negative integer');
  if (typeof m.bytes !== 'string') throw invalidParams('Invalid params: memcmp.bytes must be a string');
  const encoding = m.encoding ?? 'base58';
  let bytes: Uint8Array;
  if (encoding === 'base58') {
    if (m.bytes.length > 175)
      throw invalidParams('Invalid params: memcmp encoded bytes are too long (base58 limit 175 characters)');
    try {
      bytes = bs58.decode(m.bytes);
    } catch {
      throw invalidParams('Invalid params: memcmp.bytes is not valid base58');
    }
  } else if (encoding === 'base64') {
    bytes = Buffer.from(m.bytes, 'base64');
  } else {
    throw invalidParams(
      `Invalid params: unknown memcmp encoding \`${String(encoding)}\`, expected \`base58\` or \`base64\``,
    );
  }
  const offset = m.offset as number;
  return (s) => s.data.length >= offset + bytes.length && bytes.every((b, i) => s.data[offset + i] === b);
}

export function parseFilters(raw: unknown): AccountFilter[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalidParams('Invalid params: filters must be an array');
  if (raw.length > 4) throw invalidParams('Too many filters provided; max 4');
  return raw.map((f: Record<string, unknown>) => {
    if (f && typeof f === 'object' && 'dataSize' in f) {
      if (!Number.isInteger(f.dataSize) || (f.dataSize as number) < 0)
        throw invalidParams('Invalid params: dataSize must be a non-negative integer');
      return (s: AccountState) => s.data.length === f.dataSize;
    }
    if (f && typeof f === 'object' && f.memcmp && typeof f.memcmp === 'object')
      return memcmpFilter(f.memcmp as Record<string, unknown>);
    if (f && typeof f === 'object' && 'tokenAccountState' in f)
      return (s: AccountState) => readTokenAccount(s.owner, s.data) !== null;
    throw invalidParams(
      `Invalid params: unknown filter ${JSON.stringify(f)}; expected dataSize, memcmp or tokenAccountState`,
    );
  });
}
