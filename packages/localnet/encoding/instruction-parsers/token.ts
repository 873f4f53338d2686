// SPL Token and Token-2022 instructions, named and shaped as a validator's jsonParsed output.
import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import { uiTokenAmount } from '../../chain/token-layout';
import { u64At, type InstructionParser, type ParsedIx } from './types';

const key = (d: Uint8Array, o: number) => bs58.encode(d.subarray(o, o + 32));
const COption = (d: Uint8Array, o: number) => (d[o] === 1 && d.length >= o + 33 ? key(d, o + 1) : null);
const discriminator = (name: string) => createHash('sha256').update(name).digest().subarray(0, 8);
const METADATA_INITIALIZE = discriminator('spl_token_metadata_interface:initialize_account');
const METADATA_UPDATE_FIELD = discriminator('spl_token_metadata_interface:updating_field');

function readString(d: Uint8Array, o: number): [string, number] {
  const len = new DataView(d.buffer, d.byteOffset, d.byteLength).getUint32(o, true);
  return [Buffer.from(d.subarray(o + 4, o + 4 + len)).toString('utf8'), o + 4 + len];
}

function tokenMetadataInterface(a: string[], d: Uint8Array): ParsedIx | null {
  const head = Buffer.from(d.subarray(0, 8));
  if (head.equals(METADATA_INITIALIZE)) {
    const [name, o1] = readString(d, 8);
    const [symbol, o2] = readString(d, o1);
    const [uri] = readString(d, o2);
    return {
      type: 'initializeTokenMetadata',
      info: { metadata: a[0], updateAuthority: a[1], mint: a[2], mintAuthority: a[3], name, symbol, uri },
    };
  }
  if (head.equals(METADATA_UPDATE_FIELD))
    return { type: 'updateTokenMetadataField', info: { metadata: a[0], updateAuthority: a[1] } };
  return null;
}

// As a validator's parser names them: an authority followed by more accounts is a multisig, and those
// accounts its signers.
const MULTISIG_NAMES: Record<string, string> = {
  authority: 'multisigAuthority',
  mintAuthority: 'multisigMintAuthority',
  freezeAuthority: 'multisigFreezeAuthority',
  owner: 'multisigOwner',
};

function namedAccounts(names: string[], a: string[]): Record<string, unknown> {
  const info: Record<string, unknown> = Object.fromEntries(names.map((n, i) => [n, a[i]]));
  const last = names[names.length - 1]!;
  const multisig = MULTISIG_NAMES[last];
  if (multisig && a.length > names.length) {
    delete info[last];
    info[multisig] = a[names.length - 1];
    info.signers = a.slice(names.length);
  }
  return info;
}

function amountIx(type: string, names: string[], a: string[], d: Uint8Array): ParsedIx | null {
  const amount = u64At(d, 1);
  if (amount === null || a.length < names.length) return null;
  const info = namedAccounts(names, a);
  info.amount = amount.toString();
  return { type, info };
}

function checkedIx(type: string, names: string[], a: string[], d: Uint8Array): ParsedIx | null {
  const amount = u64At(d, 1);
  const decimals = d[9];
  if (amount === null || decimals === undefined || a.length < names.length) return null;
  const info = namedAccounts(names, a);
  info.tokenAmount = uiTokenAmount(amount, decimals);
  return { type, info };
}

/** The transfer-fee extension's checked transfer that states its fee: data [26, 1, amount, decimals, fee]. */
function transferCheckedWithFee(a: string[], d: Uint8Array): ParsedIx | null {
  const amount = u64At(d, 2);
  const decimals = d[10];
  const fee = u64At(d, 11);
  const names = ['source', 'mint', 'destination', 'authority'];
  if (amount === null || fee === null || decimals === undefined || a.length < names.length) return null;
  const info = namedAccounts(names, a);
  info.tokenAmount = uiTokenAmount(amount, decimals);
  info.feeAmount = uiTokenAmount(fee, decimals);
  return { type: 'transferCheckedWithFee', info };
}

const accountsIx = (type: string, names: string[], a: string[]): ParsedIx | null =>
  a.length < names.length ? null : { type, info: namedAccounts(names, a) };

/** InitializeMultisig (with the rent sysvar) and InitializeMultisig2: the account, m, its signers. */
function initializeMultisig(type: string, a: string[], d: Uint8Array, withRent: boolean): ParsedIx | null {
  const first = withRent ? 2 : 1;
  if (d.length < 2 || a.length < first + 1) return null;
  const info: Record<string, unknown> = { multisig: a[0], m: d[1], signers: a.slice(first) };
  if (withRent) info.rentSysvar = a[1];
  return { type, info };
}

function initializeMint(type: string, a: string[], d: Uint8Array, withRent: boolean): ParsedIx | null {
  if (d.length < 35 || a.length < 1) return null;
  const info: Record<string, unknown> = { mint: a[0], decimals: d[1], mintAuthority: key(d, 2) };
  const freeze = COption(d, 34);
  if (freeze) info.freezeAuthority = freeze;
  if (withRent) info.rentSysvar = a[1];
  return { type, info };
}

export const parseToken: InstructionParser = (a, d) => {
  if (d.length >= 8) {
    const metadata = tokenMetadataInterface(a, d);
    if (metadata) return metadata;
  }
  switch (d[0]) {
    case 0:
      return initializeMint('initializeMint', a, d, true);
    case 1:
      return accountsIx('initializeAccount', ['account', 'mint', 'owner', 'rentSysvar'], a);
    case 2:
      return initializeMultisig('initializeMultisig', a, d, true);
    case 3:
      return amountIx('transfer', ['source', 'destination', 'authority'], a, d);
    case 4:
      return amountIx('approve', ['source', 'delegate', 'owner'], a, d);
    case 5:
      return accountsIx('revoke', ['source', 'owner'], a);
    case 7:
      return amountIx('mintTo', ['mint', 'account', 'mintAuthority'], a, d);
    case 8:
      return amountIx('burn', ['account', 'mint', 'authority'], a, d);
    case 9:
      return accountsIx('closeAccount', ['account', 'destination', 'owner'], a);
    case 10:
      return accountsIx('freezeAccount', ['account', 'mint', 'freezeAuthority'], a);
    case 11:
      return accountsIx('thawAccount', ['account', 'mint', 'freezeAuthority'], a);
    case 12:
      return checkedIx('transferChecked', ['source', 'mint', 'destination', 'authority'], a, d);
    case 13:
      return checkedIx('approveChecked', ['source', 'mint', 'delegate', 'owner'], a, d);
    case 14:
      return checkedIx('mintToChecked', ['mint', 'account', 'mintAuthority'], a, d);
    case 15:
      return checkedIx('burnChecked', ['account', 'mint', 'authority'], a, d);
    case 16:
      if (d.length < 33 || a.length < 3) return null;
      return { type: 'initializeAccount2', info: { account: a[0], mint: a[1], owner: key(d, 1), rentSysvar: a[2] } };
    case 17:
      return accountsIx('syncNative', ['account'], a);
    case 18:
      if (d.length < 33 || a.length < 2) return null;
      return { type: 'initializeAccount3', info: { account: a[0], mint: a[1], owner: key(d, 1) } };
    case 19:
      return initializeMultisig('initializeMultisig2', a, d, false);
    case 20:
      return initializeMint('initializeMint2', a, d, false);
    case 21:
      return accountsIx('getAccountDataSize', ['mint'], a);
    case 22:
      return accountsIx('initializeImmutableOwner', ['account'], a);
    case 26:
      // The transfer-fee extension: only its fee-stating transfer is read here; the rest stay raw.
      return d[1] === 1 ? transferCheckedWithFee(a, d) : null;
    case 25:
      if (d.length < 2 || a.length < 1) return null;
      return { type: 'initializeMintCloseAuthority', info: { mint: a[0], newAuthority: COption(d, 1) } };
    case 39:
      // MetadataPointer extension: sub-instruction 0 is Initialize(authority, metadata address).
      if (d[1] !== 0 || d.length < 66 || a.length < 1) return null;
      return {
        type: 'initializeMetadataPointer',
        info: {
          mint: a[0],
          authority: d.subarray(2, 34).every((b) => b === 0) ? null : key(d, 2),
          metadataAddress: d.subarray(34, 66).every((b) => b === 0) ? null : key(d, 34),
        },
      };
    default:
      return null;
  }
};
