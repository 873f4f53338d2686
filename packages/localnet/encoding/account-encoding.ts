// Encodes an account the way a validator's UiAccount does, including jsonParsed for token
// accounts and mints (falling back to base64 for anything else, as a validator does).
import bs58 from 'bs58';
import type { AccountState } from '../chain/account-state';
import { readMint, readTokenAccount, TOKEN_2022_PROGRAM, uiTokenAmount } from '../chain/token-layout';
import { invalidParams } from '../rpc-error';

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

export function dataSliceOf(config: Record<string, unknown>): DataSlice | null {
  const s = config.dataSlice as { offset?: unknown; length?: unknown } | undefined;
  if (s === undefined || s === null) return null;
  if (
    typeof s !== 'object' ||
    !Number.isInteger(s.offset) ||
    !Number.isInteger(s.length) ||
    (s.offset as number) < 0 ||
    (s.length as number) < 0
  ) {
    throw invalidParams('Invalid params: dataSlice must be { offset, length } with non-negative integers');
  }
  return { offset: s.offset as number, length: s.length as number };
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

export function encodeAccount(
  state: AccountState,
  encoding: AccountEncoding,
  slice: DataSlice | null,
  mintDecimals: (mint: string) => number | null,
) {
  const bytes = slice ? state.data.subarray(slice.offset, slice.offset + slice.length) : state.data;
  let data: unknown;
  if (encoding === 'jsonParsed') {
    data = (!slice && parsedTokenData(state, mintDecimals)) || [Buffer.from(bytes).toString('base64'), 'base64'];
  } else if (encoding === 'base64') {
    data = [Buffer.from(bytes).toString('base64'), 'base64'];
  } else {
    if (bytes.length > 128) {
      throw invalidParams('Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.');
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
