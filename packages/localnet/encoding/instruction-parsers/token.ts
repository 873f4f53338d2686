// SPL Token and Token-2022 instructions as a validator's jsonParsed output shows them: decoded by the
// Token-2022 program client (classic SPL Token's instructions are its first ones, byte for byte), then
// named and shaped as Agave's transaction-status parser names them (parse_token.rs and its extension/
// modules, anza-xyz/agave): the same types, the same info keys, the same null-or-absent rule for each.
// What it does not name (the confidential extensions, batches) stays raw, as it would there.
import { AccountRole, type Address } from '@solana/kit';
import {
  AuthorityType,
  identifyToken2022Instruction,
  parseToken2022Instruction,
  Token2022Instruction as T,
} from '@solana-program/token-2022';
import { TOKEN_2022_PROGRAM } from '../../chain/token-layout';
import { EXTENSION_SHAPES } from './token-extensions';
import {
  amount,
  authorityType,
  AUTHORITY_AT_1,
  extensionTypes,
  ifSet,
  orNull,
  OWNER,
  signedBy,
  tokenAmount,
  type Data,
  type Info,
  type Shape,
} from './token-shape';
import type { InstructionParser, ParsedIx } from './types';

const BASE_SHAPES: Partial<Record<T, Shape>> = {
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
  [T.WithdrawExcessLamports]: {
    type: 'withdrawExcessLamports',
    accounts: ['source', 'destination'],
    authority: [2, 'authority', 'multisigAuthority'],
  },
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
};

const SHAPES = { ...BASE_SHAPES, ...EXTENSION_SHAPES };

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
