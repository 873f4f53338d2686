// SPL Token and Token-2022 instructions as a validator's jsonParsed output shows them: decoded by the
// Token-2022 program client (classic SPL Token's instructions are its first ones, byte for byte), then
// named and shaped as Agave's transaction-status parser names them (parse_token.rs and its extension/
// modules, anza-xyz/agave): the same types, the same info keys, the same null-or-absent rule for each.
// What it does not name (the confidential extensions, batches) stays raw, as it would there.
import { AccountRole, isSome, type Address, type Option } from '@solana/kit';
import {
  AccountState,
  AuthorityType,
  ExtensionType,
  identifyToken2022Instruction,
  parseToken2022Instruction,
  Token2022Instruction as T,
} from '@solana-program/token-2022';
import { TOKEN_2022_PROGRAM, uiTokenAmount } from '../../chain/token-layout';
import type { InstructionParser, ParsedIx } from './types';

type Info = Record<string, unknown>;
/** The client's decoded data of one instruction; each shape reads only its own fields. */
type Data = Record<string, unknown>;

/** The signing authority at account index `at`: `single` alone, or `multisig` and its signers after it. */
type Authority = [at: number, single: string, multisig: string];

interface Shape {
  type: string;
  /** The accounts the validator names, by position. */
  accounts?: string[];
  authority?: Authority;
  /** What the validator shows of the data (and of accounts it names by another rule). */
  info?: (data: Data, accounts: string[]) => Info;
}

const camel = (name: string) => name[0]!.toLowerCase() + name.slice(1);
/** An optional key shown as null when unset. */
const orNull = (value: unknown) => (isSome(value as Option<Address>) ? (value as { value: Address }).value : null);
/** An optional key left out when unset. */
const ifSet = (key: string, value: unknown): Info =>
  isSome(value as Option<unknown>) ? { [key]: (value as { value: unknown }).value } : {};
const amount = (data: Data) => ({ amount: String(data.amount) });
const tokenAmount = (data: Data) => ({ tokenAmount: uiTokenAmount(data.amount as bigint, data.decimals as number) });
const authorityType = (type: number) => camel(AuthorityType[type] ?? String(type));
const accountState = (state: number) => camel(AccountState[state] ?? String(state));
const extensionTypes = (types: readonly number[]) => types.map((type) => camel(ExtensionType[type] ?? String(type)));
/** Rust's f64 Display, as the validator writes a multiplier: 2.0 is "2", 1.5 is "1.5". */
const multiplier = (value: unknown) => String(value);

const OWNER: Authority = [1, 'owner', 'multisigOwner'];
const AUTHORITY_AT_1: Authority = [1, 'authority', 'multisigAuthority'];

const SHAPES: Partial<Record<T, Shape>> = {
  [T.InitializeMint]: {
    type: 'initializeMint',
    accounts: ['mint', 'rentSysvar'],
    info: (d) => ({
      decimals: d.decimals,
      mintAuthority: d.mintAuthority,
      ...ifSet('freezeAuthority', d.freezeAuthority),
    }),
  },
  [T.InitializeMint2]: {
    type: 'initializeMint2',
    accounts: ['mint'],
    info: (d) => ({
      decimals: d.decimals,
      mintAuthority: d.mintAuthority,
      ...ifSet('freezeAuthority', d.freezeAuthority),
    }),
  },
  [T.InitializeAccount]: { type: 'initializeAccount', accounts: ['account', 'mint', 'owner', 'rentSysvar'] },
  [T.InitializeAccount2]: {
    type: 'initializeAccount2',
    accounts: ['account', 'mint', 'rentSysvar'],
    info: (d) => ({ owner: d.owner }),
  },
  [T.InitializeAccount3]: {
    type: 'initializeAccount3',
    accounts: ['account', 'mint'],
    info: (d) => ({ owner: d.owner }),
  },
  [T.InitializeMultisig]: {
    type: 'initializeMultisig',
    accounts: ['multisig', 'rentSysvar'],
    info: (d, a) => ({ signers: a.slice(2), m: d.m }),
  },
  [T.InitializeMultisig2]: {
    type: 'initializeMultisig2',
    accounts: ['multisig'],
    info: (d, a) => ({ signers: a.slice(1), m: d.m }),
  },
  [T.Transfer]: {
    type: 'transfer',
    accounts: ['source', 'destination'],
    info: amount,
    authority: [2, 'authority', 'multisigAuthority'],
  },
  [T.Approve]: {
    type: 'approve',
    accounts: ['source', 'delegate'],
    info: amount,
    authority: [2, 'owner', 'multisigOwner'],
  },
  [T.Revoke]: { type: 'revoke', accounts: ['source'], authority: OWNER },
  [T.SetAuthority]: {
    type: 'setAuthority',
    authority: AUTHORITY_AT_1,
    info: (d, a) => {
      const kind = d.authorityType as number;
      // An account's own authorities name it "account"; every other names the mint.
      const target = kind === AuthorityType.AccountOwner || kind === AuthorityType.CloseAccount ? 'account' : 'mint';
      return { [target]: a[0], authorityType: authorityType(kind), newAuthority: orNull(d.newAuthority) };
    },
  },
  [T.MintTo]: {
    type: 'mintTo',
    accounts: ['mint', 'account'],
    info: amount,
    authority: [2, 'mintAuthority', 'multisigMintAuthority'],
  },
  [T.Burn]: {
    type: 'burn',
    accounts: ['account', 'mint'],
    info: amount,
    authority: [2, 'authority', 'multisigAuthority'],
  },
  [T.CloseAccount]: {
    type: 'closeAccount',
    accounts: ['account', 'destination'],
    authority: [2, 'owner', 'multisigOwner'],
  },
  [T.FreezeAccount]: {
    type: 'freezeAccount',
    accounts: ['account', 'mint'],
    authority: [2, 'freezeAuthority', 'multisigFreezeAuthority'],
  },
  [T.ThawAccount]: {
    type: 'thawAccount',
    accounts: ['account', 'mint'],
    authority: [2, 'freezeAuthority', 'multisigFreezeAuthority'],
  },
  [T.TransferChecked]: {
    type: 'transferChecked',
    accounts: ['source', 'mint', 'destination'],
    info: tokenAmount,
    authority: [3, 'authority', 'multisigAuthority'],
  },
  [T.ApproveChecked]: {
    type: 'approveChecked',
    accounts: ['source', 'mint', 'delegate'],
    info: tokenAmount,
    authority: [3, 'owner', 'multisigOwner'],
  },
  [T.MintToChecked]: {
    type: 'mintToChecked',
    accounts: ['mint', 'account'],
    info: tokenAmount,
    authority: [2, 'mintAuthority', 'multisigMintAuthority'],
  },
  [T.BurnChecked]: {
    type: 'burnChecked',
    accounts: ['account', 'mint'],
    info: tokenAmount,
    authority: [2, 'authority', 'multisigAuthority'],
  },
  [T.SyncNative]: { type: 'syncNative', accounts: ['account'] },
  [T.GetAccountDataSize]: {
    type: 'getAccountDataSize',
    accounts: ['mint'],
    info: (d) => {
      const types = (d.extensionTypes as number[] | undefined) ?? [];
      return types.length ? { extensionTypes: extensionTypes(types) } : {};
    },
  },
  [T.InitializeImmutableOwner]: { type: 'initializeImmutableOwner', accounts: ['account'] },
  [T.AmountToUiAmount]: { type: 'amountToUiAmount', accounts: ['mint'], info: amount },
  [T.UiAmountToAmount]: { type: 'uiAmountToAmount', accounts: ['mint'], info: (d) => ({ uiAmount: d.uiAmount }) },
  [T.InitializeMintCloseAuthority]: {
    type: 'initializeMintCloseAuthority',
    accounts: ['mint'],
    info: (d) => ({ newAuthority: orNull(d.closeAuthority) }),
  },
  [T.InitializeTransferFeeConfig]: {
    type: 'initializeTransferFeeConfig',
    accounts: ['mint'],
    info: (d) => ({
      transferFeeBasisPoints: d.transferFeeBasisPoints,
      maximumFee: Number(d.maximumFee),
      ...ifSet('transferFeeConfigAuthority', d.transferFeeConfigAuthority),
      ...ifSet('withdrawWithheldAuthority', d.withdrawWithheldAuthority),
    }),
  },
  [T.TransferCheckedWithFee]: {
    type: 'transferCheckedWithFee',
    accounts: ['source', 'mint', 'destination'],
    info: (d) => ({ ...tokenAmount(d), feeAmount: uiTokenAmount(d.fee as bigint, d.decimals as number) }),
    authority: [3, 'authority', 'multisigAuthority'],
  },
  [T.WithdrawWithheldTokensFromMint]: {
    type: 'withdrawWithheldTokensFromMint',
    accounts: ['mint', 'feeRecipient'],
    authority: [2, 'withdrawWithheldAuthority', 'multisigWithdrawWithheldAuthority'],
  },
  // Its source accounts are the last ones: the authority and its signers come before them.
  [T.WithdrawWithheldTokensFromAccounts]: {
    type: 'withdrawWithheldTokensFromAccounts',
    info: (d, a) => {
      const sources = a.length - (d.numTokenAccounts as number);
      return {
        mint: a[0],
        feeRecipient: a[1],
        ...signedBy(a.slice(0, sources), [2, 'withdrawWithheldAuthority', 'multisigWithdrawWithheldAuthority']),
        sourceAccounts: a.slice(sources),
      };
    },
  },
  [T.HarvestWithheldTokensToMint]: {
    type: 'harvestWithheldTokensToMint',
    accounts: ['mint'],
    info: (_d, a) => ({ sourceAccounts: a.slice(1) }),
  },
  [T.SetTransferFee]: {
    type: 'setTransferFee',
    accounts: ['mint'],
    info: (d) => ({ transferFeeBasisPoints: d.transferFeeBasisPoints, maximumFee: Number(d.maximumFee) }),
    // The multisig key's lower-case "t" is the validator's own spelling.
    authority: [1, 'transferFeeConfigAuthority', 'multisigtransferFeeConfigAuthority'],
  },
  [T.InitializeDefaultAccountState]: {
    type: 'initializeDefaultAccountState',
    accounts: ['mint'],
    info: (d) => ({ accountState: accountState(d.state as number) }),
  },
  [T.UpdateDefaultAccountState]: {
    type: 'updateDefaultAccountState',
    accounts: ['mint'],
    info: (d) => ({ accountState: accountState(d.state as number) }),
    authority: [1, 'freezeAuthority', 'multisigFreezeAuthority'],
  },
  [T.Reallocate]: {
    type: 'reallocate',
    accounts: ['account', 'payer', 'systemProgram'],
    info: (d) => ({ extensionTypes: extensionTypes(d.newExtensionTypes as number[]) }),
    authority: [3, 'owner', 'multisigOwner'],
  },
  [T.EnableMemoTransfers]: { type: 'enableRequiredMemoTransfers', accounts: ['account'], authority: OWNER },
  [T.DisableMemoTransfers]: { type: 'disableRequiredMemoTransfers', accounts: ['account'], authority: OWNER },
  [T.CreateNativeMint]: { type: 'createNativeMint', accounts: ['payer', 'nativeMint', 'systemProgram'] },
  [T.InitializeNonTransferableMint]: { type: 'initializeNonTransferableMint', accounts: ['mint'] },
  [T.InitializeInterestBearingMint]: {
    type: 'initializeInterestBearingConfig',
    accounts: ['mint'],
    info: (d) => ({ rateAuthority: orNull(d.rateAuthority), rate: d.rate }),
  },
  [T.UpdateRateInterestBearingMint]: {
    type: 'updateInterestBearingConfigRate',
    accounts: ['mint'],
    info: (d) => ({ newRate: d.rate }),
    authority: [1, 'rateAuthority', 'multisigRateAuthority'],
  },
  [T.EnableCpiGuard]: { type: 'enableCpiGuard', accounts: ['account'], authority: OWNER },
  [T.DisableCpiGuard]: { type: 'disableCpiGuard', accounts: ['account'], authority: OWNER },
  [T.InitializePermanentDelegate]: {
    type: 'initializePermanentDelegate',
    accounts: ['mint'],
    info: (d) => ({ delegate: d.delegate }),
  },
  [T.InitializeTransferHook]: {
    type: 'initializeTransferHook',
    accounts: ['mint'],
    info: (d) => ({ ...ifSet('authority', d.authority), ...ifSet('programId', d.programId) }),
  },
  [T.UpdateTransferHook]: {
    type: 'updateTransferHook',
    accounts: ['mint'],
    info: (d) => ifSet('programId', d.programId),
    authority: AUTHORITY_AT_1,
  },
  [T.WithdrawExcessLamports]: {
    type: 'withdrawExcessLamports',
    accounts: ['source', 'destination'],
    authority: [2, 'authority', 'multisigAuthority'],
  },
  [T.InitializeMetadataPointer]: {
    type: 'initializeMetadataPointer',
    accounts: ['mint'],
    info: (d) => ({ ...ifSet('authority', d.authority), ...ifSet('metadataAddress', d.metadataAddress) }),
  },
  [T.UpdateMetadataPointer]: {
    type: 'updateMetadataPointer',
    accounts: ['mint'],
    info: (d) => ifSet('metadataAddress', d.metadataAddress),
    authority: AUTHORITY_AT_1,
  },
  [T.InitializeGroupPointer]: {
    type: 'initializeGroupPointer',
    accounts: ['mint'],
    info: (d) => ({ ...ifSet('authority', d.authority), ...ifSet('groupAddress', d.groupAddress) }),
  },
  [T.UpdateGroupPointer]: {
    type: 'updateGroupPointer',
    accounts: ['mint'],
    info: (d) => ifSet('groupAddress', d.groupAddress),
    authority: AUTHORITY_AT_1,
  },
  [T.InitializeGroupMemberPointer]: {
    type: 'initializeGroupMemberPointer',
    accounts: ['mint'],
    info: (d) => ({ ...ifSet('authority', d.authority), ...ifSet('memberAddress', d.memberAddress) }),
  },
  [T.UpdateGroupMemberPointer]: {
    type: 'updateGroupMemberPointer',
    accounts: ['mint'],
    info: (d) => ifSet('memberAddress', d.memberAddress),
    authority: AUTHORITY_AT_1,
  },
  [T.InitializeScaledUiAmountMint]: {
    type: 'initializeScaledUiAmountConfig',
    accounts: ['mint'],
    info: (d) => ({ authority: orNull(d.authority), multiplier: multiplier(d.multiplier) }),
  },
  [T.UpdateMultiplierScaledUiMint]: {
    type: 'updateMultiplier',
    accounts: ['mint'],
    info: (d) => ({ newMultiplier: multiplier(d.multiplier), newMultiplierTimestamp: Number(d.effectiveTimestamp) }),
    authority: AUTHORITY_AT_1,
  },
  [T.InitializePausableConfig]: {
    type: 'initializePausableConfig',
    accounts: ['mint'],
    info: (d) => ({ authority: orNull(d.authority) }),
  },
  [T.Pause]: { type: 'pause', accounts: ['mint'], authority: AUTHORITY_AT_1 },
  [T.Resume]: { type: 'resume', accounts: ['mint'], authority: AUTHORITY_AT_1 },
  // The token-metadata and token-group interfaces: no multisig of their own.
  [T.InitializeTokenMetadata]: {
    type: 'initializeTokenMetadata',
    accounts: ['metadata', 'updateAuthority', 'mint', 'mintAuthority'],
    info: (d) => ({ name: d.name, symbol: d.symbol, uri: d.uri }),
  },
  [T.UpdateTokenMetadataField]: {
    type: 'updateTokenMetadataField',
    accounts: ['metadata', 'updateAuthority'],
    info: (d) => {
      // "name", "symbol", "uri", or an additional field's own key.
      const field = d.field as { __kind: string; fields?: [string] };
      return { field: field.__kind === 'Key' ? field.fields![0] : camel(field.__kind), value: d.value };
    },
  },
  [T.RemoveTokenMetadataKey]: {
    type: 'removeTokenMetadataKey',
    accounts: ['metadata', 'updateAuthority'],
    info: (d) => ({ key: d.key, idempotent: d.idempotent }),
  },
  [T.UpdateTokenMetadataUpdateAuthority]: {
    type: 'updateTokenMetadataAuthority',
    accounts: ['metadata', 'updateAuthority'],
    info: (d) => ({ newAuthority: orNull(d.newUpdateAuthority) }),
  },
  [T.EmitTokenMetadata]: {
    type: 'emitTokenMetadata',
    accounts: ['metadata'],
    info: (d) => ({ ...numberIfSet('start', d.start), ...numberIfSet('end', d.end) }),
  },
  [T.InitializeTokenGroup]: {
    type: 'initializeTokenGroup',
    accounts: ['group', 'mint', 'mintAuthority'],
    info: (d) => ({ updateAuthority: orNull(d.updateAuthority), maxSize: Number(d.maxSize) }),
  },
  [T.UpdateTokenGroupMaxSize]: {
    type: 'updateTokenGroupMaxSize',
    accounts: ['group', 'updateAuthority'],
    info: (d) => ({ maxSize: Number(d.maxSize) }),
  },
  [T.UpdateTokenGroupUpdateAuthority]: {
    type: 'updateTokenGroupAuthority',
    accounts: ['group', 'updateAuthority'],
    info: (d) => ({ newAuthority: orNull(d.newUpdateAuthority) }),
  },
  [T.InitializeTokenGroupMember]: {
    type: 'initializeTokenGroupMember',
    accounts: ['member', 'memberMint', 'memberMintAuthority', 'group', 'groupUpdateAuthority'],
  },
};

function numberIfSet(key: string, value: unknown): Info {
  return isSome(value as Option<bigint>) ? { [key]: Number((value as { value: bigint }).value) } : {};
}

/** The authority as the validator names it: a multisig when more accounts follow it, then its signers. */
function signedBy(accounts: string[], [at, single, multisig]: Authority): Info {
  if (accounts.length <= at) throw new RangeError('the authority account is missing');
  return accounts.length > at + 1
    ? { [multisig]: accounts[at], signers: accounts.slice(at + 1) }
    : { [single]: accounts[at] };
}

export const parseToken: InstructionParser = (accounts, data): ParsedIx | null => {
  const shape = SHAPES[identifyToken2022Instruction(data)];
  if (!shape) return null;
  const named = shape.accounts ?? [];
  if (accounts.length < named.length) return null;
  // The client checks the data's layout (a short or malformed one throws: shown raw, as a validator does).
  const parsed = parseToken2022Instruction({
    programAddress: TOKEN_2022_PROGRAM as Address,
    accounts: accounts.map((address) => ({ address: address as Address, role: AccountRole.READONLY })),
    data,
  }) as unknown as { data?: Data };
  const info: Info = Object.fromEntries(named.map((name, index) => [name, accounts[index]]));
  Object.assign(info, shape.info?.(parsed.data ?? {}, accounts) ?? {});
  if (shape.authority) Object.assign(info, signedBy(accounts, shape.authority));
  return { type: shape.type, info };
};
