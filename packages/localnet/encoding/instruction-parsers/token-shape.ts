// What the token instruction parsers share: a shape (the type, accounts and info a validator shows for one
// instruction) and the small conversions Agave's parse_token.rs applies to the client's decoded data.
import { isSome, type Address, type Option } from '@solana/kit';
import { AccountState, AuthorityType, ExtensionType } from '@solana-program/token-2022';
import { uiTokenAmount } from '../../chain/token-layout';

export type Info = Record<string, unknown>;
/** The client's decoded data of one instruction; each shape reads only its own fields. */
export type Data = Record<string, unknown>;

/** The signing authority at account index `at`: `single` alone, or `multisig` and its signers after it. */
export type Authority = [at: number, single: string, multisig: string];

export interface Shape {
  type: string;
  /** The accounts the validator names, by position. */
  accounts?: string[];
  authority?: Authority;
  /** What the validator shows of the data (and of accounts it names by another rule). */
  info?: (data: Data, accounts: string[]) => Info;
}

export const camel = (name: string) => name[0]!.toLowerCase() + name.slice(1);
/** An optional key shown as null when unset. */
export const orNull = (value: unknown) =>
  isSome(value as Option<Address>) ? (value as { value: Address }).value : null;
/** An optional key left out when unset. */
export const ifSet = (key: string, value: unknown): Info =>
  isSome(value as Option<unknown>) ? { [key]: (value as { value: unknown }).value } : {};
export const amount = (data: Data) => ({ amount: String(data.amount) });
export const tokenAmount = (data: Data) => ({
  tokenAmount: uiTokenAmount(data.amount as bigint, data.decimals as number),
});
export const authorityType = (type: number) => camel(AuthorityType[type] ?? String(type));
export const accountState = (state: number) => camel(AccountState[state] ?? String(state));
export const extensionTypes = (types: readonly number[]) =>
  types.map((type) => camel(ExtensionType[type] ?? String(type)));
/** Rust's f64 Display, as the validator writes a multiplier: 2.0 is "2", 1.5 is "1.5". */
export const multiplier = (value: unknown) => String(value);

export const OWNER: Authority = [1, 'owner', 'multisigOwner'];
export const AUTHORITY_AT_1: Authority = [1, 'authority', 'multisigAuthority'];

export function numberIfSet(key: string, value: unknown): Info {
  return isSome(value as Option<bigint>) ? { [key]: Number((value as { value: bigint }).value) } : {};
}

/** The authority as the validator names it: a multisig when more accounts follow it, then its signers. */
export function signedBy(accounts: string[], [at, single, multisig]: Authority): Info {
  if (accounts.length <= at) throw new RangeError('the authority account is missing');
  return accounts.length > at + 1
    ? { [multisig]: accounts[at], signers: accounts.slice(at + 1) }
    : { [single]: accounts[at] };
}
