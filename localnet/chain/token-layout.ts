// Reads SPL Token / Token-2022 account and mint bytes (base layout + the TLV extensions a validator's
// jsonParsed shows), so balances and parsed views need no client library.
import bs58 from 'bs58';

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const isTokenProgram = (owner: string) => owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM;

const ACCOUNT_LEN = 165;
const MINT_LEN = 82;
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;

export interface TokenAccountView {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: 'uninitialized' | 'initialized' | 'frozen';
  isNative: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: string | null;
  extensions: Record<string, unknown>[];
}

export interface MintView {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
  extensions: Record<string, unknown>[];
}

const key = (d: Uint8Array, o: number) => bs58.encode(d.subarray(o, o + 32));
const u64 = (d: Uint8Array, o: number) => new DataView(d.buffer, d.byteOffset, d.byteLength).getBigUint64(o, true);
const u32 = (d: Uint8Array, o: number) => new DataView(d.buffer, d.byteOffset, d.byteLength).getUint32(o, true);
const u16 = (d: Uint8Array, o: number) => new DataView(d.buffer, d.byteOffset, d.byteLength).getUint16(o, true);
const optionalKey = (d: Uint8Array, o: number) => (u32(d, o) === 1 ? key(d, o + 4) : null);
// Token-2022 extensions store "no key" as 32 zero bytes.
const nonZeroKey = (d: Uint8Array, o: number) => (d.subarray(o, o + 32).every((b) => b === 0) ? null : key(d, o));

function readString(d: Uint8Array, o: number): [string, number] {
  const len = u32(d, o);
  return [Buffer.from(d.subarray(o + 4, o + 4 + len)).toString('utf8'), o + 4 + len];
}

function tokenMetadata(v: Uint8Array) {
  let o = 64;
  const [name, a] = readString(v, o);
  const [symbol, b] = readString(v, a);
  const [uri, c] = readString(v, b);
  o = c;
  const count = u32(v, o);
  o += 4;
  const additionalMetadata: [string, string][] = [];
  for (let i = 0; i < count; i++) {
    const [k, n1] = readString(v, o);
    const [val, n2] = readString(v, n1);
    additionalMetadata.push([k, val]);
    o = n2;
  }
  return { updateAuthority: nonZeroKey(v, 0), mint: key(v, 32), name, symbol, uri, additionalMetadata };
}

function extension(type: number, v: Uint8Array): Record<string, unknown> {
  switch (type) {
    case 3:
      return { extension: 'mintCloseAuthority', state: { closeAuthority: nonZeroKey(v, 0) } };
    case 6:
      return {
        extension: 'defaultAccountState',
        state: { accountState: ['uninitialized', 'initialized', 'frozen'][v[0] ?? 0] },
      };
    case 7:
      return { extension: 'immutableOwner' };
    case 8:
      return { extension: 'memoTransfer', state: { requireIncomingTransferMemos: v[0] === 1 } };
    case 9:
      return { extension: 'nonTransferable' };
    case 11:
      return { extension: 'cpiGuard', state: { lockCpi: v[0] === 1 } };
    case 12:
      return { extension: 'permanentDelegate', state: { delegate: nonZeroKey(v, 0) } };
    case 13:
      return { extension: 'nonTransferableAccount' };
    case 18:
      return {
        extension: 'metadataPointer',
        state: { authority: nonZeroKey(v, 0), metadataAddress: nonZeroKey(v, 32) },
      };
    case 19:
      return { extension: 'tokenMetadata', state: tokenMetadata(v) };
    case 20:
      return { extension: 'groupPointer', state: { authority: nonZeroKey(v, 0), groupAddress: nonZeroKey(v, 32) } };
    case 22:
      return {
        extension: 'groupMemberPointer',
        state: { authority: nonZeroKey(v, 0), memberAddress: nonZeroKey(v, 32) },
      };
    default:
      return { extension: 'unparseableExtension' };
  }
}

function extensions(d: Uint8Array): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  let o = ACCOUNT_LEN + 1;
  while (o + 4 <= d.length) {
    const type = u16(d, o);
    const len = u16(d, o + 2);
    if (type === 0) break;
    out.push(extension(type, d.subarray(o + 4, o + 4 + len)));
    o += 4 + len;
  }
  return out;
}

/** Parses a token account owned by a token program, or returns null when the bytes are not one. */
export function readTokenAccount(owner: string, d: Uint8Array): TokenAccountView | null {
  if (!isTokenProgram(owner) || d.length < ACCOUNT_LEN) return null;
  if (d.length > ACCOUNT_LEN && (owner === TOKEN_PROGRAM || d[ACCOUNT_LEN] !== ACCOUNT_TYPE_ACCOUNT)) return null;
  const state = d[108];
  if (state === 0 || state === undefined || state > 2) return null;
  return {
    mint: key(d, 0),
    owner: key(d, 32),
    amount: u64(d, 64),
    delegate: optionalKey(d, 72),
    state: state === 2 ? 'frozen' : 'initialized',
    isNative: u32(d, 109) === 1 ? u64(d, 113) : null,
    delegatedAmount: u64(d, 121),
    closeAuthority: optionalKey(d, 129),
    extensions: d.length > ACCOUNT_LEN ? extensions(d) : [],
  };
}

/** Parses a mint owned by a token program, or returns null when the bytes are not one. */
export function readMint(owner: string, d: Uint8Array): MintView | null {
  if (!isTokenProgram(owner) || d.length < MINT_LEN) return null;
  if (
    d.length !== MINT_LEN &&
    (owner === TOKEN_PROGRAM || d.length <= ACCOUNT_LEN || d[ACCOUNT_LEN] !== ACCOUNT_TYPE_MINT)
  )
    return null;
  if (d[45] !== 1) return null;
  return {
    mintAuthority: optionalKey(d, 0),
    supply: u64(d, 36),
    decimals: d[44] ?? 0,
    isInitialized: true,
    freezeAuthority: optionalKey(d, 46),
    extensions: d.length > MINT_LEN ? extensions(d) : [],
  };
}

/** The validator's UiTokenAmount: exact strings plus a float for display. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const s = amount.toString().padStart(decimals + 1, '0');
  const whole = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  const uiAmountString = frac ? `${whole}.${frac}` : whole;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}
