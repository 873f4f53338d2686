// Token-2022's extension instructions as Agave's parse_token/extension/*.rs name and shape them.
import { Token2022Instruction as T } from '@solana-program/token-2022';
import {
  accountState,
  AUTHORITY_AT_1,
  camel,
  extensionTypes,
  ifSet,
  multiplier,
  numberIfSet,
  orNull,
  OWNER,
  signedBy,
  tokenAmount,
  type Shape,
} from './token-shape';
import { uiTokenAmount } from '../../chain/token-layout';

export const EXTENSION_SHAPES: Partial<Record<T, Shape>> = {
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
