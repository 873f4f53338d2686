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
const view = (d: Uint8Array) => new DataView(d.buffer, d.byteOffset, d.byteLength);
const u64 = (d: Uint8Array, o: number) => view(d).getBigUint64(o, true);
const u32 = (d: Uint8Array, o: number) => view(d).getUint32(o, true);
const u16 = (d: Uint8Array, o: number) => view(d).getUint16(o, true);
const i64 = (d: Uint8Array, o: number) => view(d).getBigInt64(o, true);
const i16 = (d: Uint8Array, o: number) => view(d).getInt16(o, true);
const f64 = (d: Uint8Array, o: number) => view(d).getFloat64(o, true);
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

/** A transfer fee as a validator shows it: epoch, maximum fee, basis points. */
const transferFee = (v: Uint8Array, o: number) => ({
  epoch: u64(v, o),
  maximumFee: u64(v, o + 8),
  transferFeeBasisPoints: u16(v, o + 16),
});

// The extensions a validator's jsonParsed names, in its shapes (agave's account-decoder UiExtension): the
// extension's name, and its state with the same field names and number types. Unknown ones (and any whose
// value is shorter than its layout) are "unparseableExtension", as there.
const LENGTHS: Readonly<Record<number, number>> = {
  1: 108,
  2: 8,
  3: 32,
  6: 1,
  8: 1,
  10: 52,
  11: 1,
  12: 32,
  14: 64,
  15: 1,
  18: 64,
  20: 64,
  21: 80,
  22: 64,
  23: 72,
  25: 56,
  26: 33,
};

function extension(type: number, v: Uint8Array): Record<string, unknown> {
  if ((LENGTHS[type] ?? 0) > v.length) return { extension: 'unparseableExtension' };
  switch (type) {
    case 1:
      return {
        extension: 'transferFeeConfig',
        state: {
          transferFeeConfigAuthority: nonZeroKey(v, 0),
          withdrawWithheldAuthority: nonZeroKey(v, 32),
          withheldAmount: u64(v, 64),
          olderTransferFee: transferFee(v, 72),
          newerTransferFee: transferFee(v, 90),
        },
      };
    case 2:
      return { extension: 'transferFeeAmount', state: { withheldAmount: u64(v, 0) } };
    case 10:
      return {
        extension: 'interestBearingConfig',
        state: {
          rateAuthority: nonZeroKey(v, 0),
          initializationTimestamp: i64(v, 32),
          preUpdateAverageRate: i16(v, 40),
          lastUpdateTimestamp: i64(v, 42),
          currentRate: i16(v, 50),
        },
      };
    case 14:
      return { extension: 'transferHook', state: { authority: nonZeroKey(v, 0), programId: nonZeroKey(v, 32) } };
    case 15:
      return { extension: 'transferHookAccount', state: { transferring: v[0] === 1 } };
    case 21:
      return {
        extension: 'tokenGroup',
        state: { updateAuthority: nonZeroKey(v, 0), mint: key(v, 32), size: u64(v, 64), maxSize: u64(v, 72) },
      };
    case 23:
      return { extension: 'tokenGroupMember', state: { mint: key(v, 0), group: key(v, 32), memberNumber: u64(v, 64) } };
    case 25:
      return {
        extension: 'scaledUiAmountConfig',
        state: {
          authority: nonZeroKey(v, 0),
          multiplier: String(f64(v, 32)),
          newMultiplierEffectiveTimestamp: i64(v, 40),
          newMultiplier: String(f64(v, 48)),
        },
      };
    case 26:
      return { extension: 'pausableConfig', state: { authority: nonZeroKey(v, 0), paused: v[32] === 1 } };
    case 27:
      return { extension: 'pausableAccount' };
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
