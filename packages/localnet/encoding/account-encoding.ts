// Encodes an account the way a validator's UiAccount does, including jsonParsed for token accounts and
// mints, sysvars and nonce accounts (account-decoder/src/parse_account_data.rs: the owner picks the parser,
// "program" names it), falling back to base64 for anything else, as a validator does.
import bs58 from 'bs58';
import type { AccountState } from '../chain/account-state';
import { readMint, readTokenAccount, TOKEN_2022_PROGRAM, uiTokenAmount } from '../chain/token-layout';
import { INVALID_REQUEST, invalidParams, RpcError } from '../rpc-error';
import { integerValue, unexpected } from '../serde-integers';
import { parseNonce } from './parse-nonce';
import { parseSysvar } from './parse-sysvar';

export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'jsonParsed';
const ENCODINGS = ['binary', 'base58', 'base64', 'jsonParsed'];
const RENT_EXEMPT_EPOCH = 18446744073709551615n;

export function accountEncodingOf(
  config: Record<string, unknown>,
  fallback: AccountEncoding = 'binary',
): AccountEncoding {
  const e = config.encoding;
  if (e === undefined || e === null) return fallback;
  if (e === 'base64+zstd')
    throw invalidParams('Invalid params: encoding base64+zstd is not supported by this local chain');
  if (typeof e !== 'string' || !ENCODINGS.includes(e)) {
    throw invalidParams(
      `Invalid params: unknown variant \`${String(e)}\`, expected one of \`binary\`, \`base64\`, \`jsonParsed\`, \`base58\`, \`base64+zstd\``,
    );
  }
  return e as AccountEncoding;
}

export interface DataSlice {
  offset: number;
  length: number;
}

/** `dataSlice` is `UiDataSliceConfig { offset: usize, length: usize }`, read as serde reads it. */
export function dataSliceOf(config: Record<string, unknown>): DataSlice | null {
  const s = config.dataSlice;
  if (s === undefined || s === null) return null;
  if (typeof s !== 'object' || Array.isArray(s))
    throw invalidParams(`Invalid params: invalid type: ${unexpected(s)}, expected struct UiDataSliceConfig.`);
  const { offset, length } = s as { offset?: unknown; length?: unknown };
  if (offset === undefined) throw invalidParams('Invalid params: missing field `offset`.');
  if (length === undefined) throw invalidParams('Invalid params: missing field `length`.');
  // Past the end of any account (10 MiB), a larger number slices the same as the largest.
  const clamp = (n: bigint) => Number(n > 1n << 40n ? 1n << 40n : n);
  return { offset: clamp(integerValue(offset, 'usize')), length: clamp(integerValue(length, 'usize')) };
}

function parsedTokenData(state: AccountState, mintDecimals: (mint: string) => number | null) {
  const program = state.owner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token';
  const account = readTokenAccount(state.owner, state.data);
  if (account) {
    const decimals = mintDecimals(account.mint);
    if (decimals === null) return null; // a validator cannot parse an account whose mint is gone
    const info: Record<string, unknown> = {
      isNative: account.isNative !== null,
      mint: account.mint,
      owner: account.owner,
      state: account.state,
      tokenAmount: uiTokenAmount(account.amount, decimals),
    };
    if (account.delegate) {
      info.delegate = account.delegate;
      info.delegatedAmount = uiTokenAmount(account.delegatedAmount, decimals);
    }
    if (account.isNative !== null) info.rentExemptReserve = uiTokenAmount(account.isNative, decimals);
    if (account.closeAuthority) info.closeAuthority = account.closeAuthority;
    if (account.extensions.length > 0) info.extensions = account.extensions;
    return { program, parsed: { info, type: 'account' }, space: state.data.length };
  }
  const mint = readMint(state.owner, state.data);
  if (mint) {
    const info: Record<string, unknown> = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    };
    if (mint.extensions.length > 0) info.extensions = mint.extensions;
    return { program, parsed: { info, type: 'mint' }, space: state.data.length };
  }
  return null;
}

const SYSVAR_OWNER = 'Sysvar1111111111111111111111111111111111111';
const SYSTEM_PROGRAM = '11111111111111111111111111111111';

function parsedData(address: string, state: AccountState, mintDecimals: (mint: string) => number | null) {
  const space = state.data.length;
  if (state.owner === SYSVAR_OWNER) {
    const parsed = parseSysvar(address, state.data);
    return parsed && { program: 'sysvar', parsed, space };
  }
  if (state.owner === SYSTEM_PROGRAM) {
    const parsed = parseNonce(state.data);
    return parsed && { program: 'nonce', parsed, space };
  }
  return parsedTokenData(state, mintDecimals);
}

export function encodeAccount(
  address: string,
  state: AccountState,
  encoding: AccountEncoding,
  slice: DataSlice | null,
  mintDecimals: (mint: string) => number | null,
) {
  const bytes = slice ? state.data.subarray(slice.offset, slice.offset + slice.length) : state.data;
  let data: unknown;
  if (encoding === 'jsonParsed') {
    data = (!slice && parsedData(address, state, mintDecimals)) || [Buffer.from(bytes).toString('base64'), 'base64'];
  } else if (encoding === 'base64') {
    data = [Buffer.from(bytes).toString('base64'), 'base64'];
  } else {
    // Agave 4.2 rpc/src/rpc.rs `encode_account`: jsonrpc-core's -32600, not invalid params.
    if (bytes.length > 128) {
      throw new RpcError(
        INVALID_REQUEST,
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      );
    }
    data = encoding === 'base58' ? [bs58.encode(bytes), 'base58'] : bs58.encode(bytes);
  }
  return {
    data,
    executable: state.executable,
    lamports: state.lamports,
    owner: state.owner,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: state.data.length,
  };
}
