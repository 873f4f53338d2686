import { getBase64Encoder, mergeBytes, unwrapOption, type Option } from '@solana/kit';
import {
  ExtensionType,
  getExtensionCodec,
  getMintDecoder,
  getTokenDecoder,
  type Extension,
  type Mint,
  type Token,
} from '@solana-program/token-2022';

/** An account as a node returns it with `encoding: 'base64'`. */
export interface RawAccount {
  data: [string, 'base64'];
  executable: boolean;
  lamports: number | bigint;
  owner: string;
}

const base64 = getBase64Encoder();

export const accountBytes = (raw: RawAccount): Uint8Array => new Uint8Array(base64.encode(raw.data[0]));

// Token-2022 extends both layouts the same way: the base state, padding to 165 bytes, one byte of account
// type, then type-length-value entries (u16 type, u16 length, the value).
const EXTENSIONS_START = 166;
const KNOWN_EXTENSIONS = new Set(Object.values(ExtensionType).filter((value) => typeof value === 'number'));

/**
 * The extension numbers in the account's bytes that this app's decoder cannot read: unknown to it, or in a
 * layout it does not read (an older one the program once shipped, such as the token group's 72 bytes).
 */
export function unknownExtensions(bytes: Uint8Array): number[] {
  return extensionEntries(bytes)
    .filter((entry) => !readable(bytes, entry))
    .map((entry) => entry.type);
}

const extensionCodec = getExtensionCodec();

/**
 * A known extension the decoder reads whole and exactly: its value read back as these very bytes (a value
 * cut short can still decode, a fixed-size field reading fewer bytes, so only the round trip tells).
 */
function readable(bytes: Uint8Array, entry: { type: number; start: number; end: number }): boolean {
  if (!KNOWN_EXTENSIONS.has(entry.type) || entry.end > bytes.length) return false;
  const stored = bytes.subarray(entry.start, entry.end);
  try {
    const [value, next] = extensionCodec.read(stored, 0);
    if (next !== stored.length) return false;
    const again = extensionCodec.encode(value);
    return again.length === stored.length && again.every((byte, index) => byte === stored[index]);
  } catch {
    return false;
  }
}

function extensionEntries(bytes: Uint8Array): { type: number; start: number; end: number }[] {
  const entries: { type: number; start: number; end: number }[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = EXTENSIONS_START;
  while (at + 4 <= bytes.length) {
    const type = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    // Type 0 is the zeroed tail left for extensions not yet written.
    if (type === 0) break;
    entries.push({ type, start: at, end: at + 4 + length });
    at += 4 + length;
  }
  return entries;
}

/** The bytes with every extension the decoder cannot read left out, so the rest still decodes. */
function knownOnly(bytes: Uint8Array): Uint8Array {
  const entries = extensionEntries(bytes);
  const kept = entries.filter((entry) => readable(bytes, entry));
  if (kept.length === entries.length) return bytes;
  return mergeBytes([
    bytes.subarray(0, EXTENSIONS_START),
    ...kept.map((entry) => bytes.subarray(entry.start, entry.end)),
  ]);
}

/**
 * A mint of either token program. Token-2022's layout is the classic one plus extensions, so one
 * decoder reads both (a classic mint simply has none). Extensions the decoder cannot read are left out
 * (unknownExtensions names them by number), never a reason to drop the mint.
 */
export function decodeMint(raw: RawAccount): Mint {
  return getMintDecoder().decode(knownOnly(accountBytes(raw)));
}

/** A token account in full, unknown extensions left out as for a mint. */
export function decodeTokenAccountFull(raw: RawAccount): Token {
  return getTokenDecoder().decode(knownOnly(accountBytes(raw)));
}

/** A token account of either program: its mint, owner and exact balance. */
export function decodeTokenAccount(raw: RawAccount): { mint: string; owner: string; amount: bigint } {
  const account = decodeTokenAccountFull(raw);
  return { mint: account.mint, owner: account.owner, amount: account.amount };
}

export const mintAuthorityOf = (mint: Mint): string | null => unwrapOption(mint.mintAuthority) ?? null;

/** The extension of this kind a mint or token account carries, if any. */
export function extensionOf<K extends Extension['__kind']>(
  value: { extensions: Option<Extension[]> },
  kind: K,
): Extract<Extension, { __kind: K }> | undefined {
  return (unwrapOption(value.extensions) ?? []).find(
    (each): each is Extract<Extension, { __kind: K }> => each.__kind === kind,
  );
}
