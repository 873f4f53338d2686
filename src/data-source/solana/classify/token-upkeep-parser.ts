import { base58ToBytes, bytesToBase58 } from '../kit-base58';
import {
  asBigInt,
  asString,
  parsedInfo,
  parsedSigners,
  trailingSigners,
  type InstructionEvent,
} from './instruction-events';
import type { ParsedInstructionJson } from './parsed-transaction';

// Token program tags (shared by Token-2022) of what an owner does after minting and sending.
const SET_AUTHORITY = 6;
const BURN = 8;
const CLOSE_ACCOUNT = 9;
const FREEZE_ACCOUNT = 10;
const THAW_ACCOUNT = 11;
const BURN_CHECKED = 15;
// Token-2022's transfer-fee extension, and its withdrawals of withheld fees.
const TRANSFER_FEE_EXTENSION = 26;
const WITHDRAW_FROM_MINT = 2;
const WITHDRAW_FROM_ACCOUNTS = 3;
const SET_TRANSFER_FEE = 5;
// Token-2022's ScaledUiAmount (its multiplier update) and Pausable (pause, resume) extensions.
const SCALED_UI_AMOUNT_EXTENSION = 43;
const UPDATE_MULTIPLIER = 1;
const PAUSABLE_EXTENSION = 44;
const PAUSE = 1;
const RESUME = 2;
// The token-metadata interface: the first 8 bytes of sha256("spl_token_metadata_interface:<name>").
const METADATA_DISCRIMINATORS = [
  [221, 233, 49, 45, 181, 202, 220, 200], // updating_field
  [234, 18, 32, 56, 89, 141, 37, 181], // remove_key_ix
];
const UPDATE_THE_AUTHORITY = [215, 228, 166, 228, 84, 100, 86, 123];

const authorityOf = (info: Record<string, unknown>, ...keys: string[]) =>
  keys.map((key) => asString(info[key])).find(Boolean);

function fromParsed(type: string, info: Record<string, unknown>): InstructionEvent | null {
  switch (type) {
    case 'burn':
    case 'burnChecked': {
      const account = asString(info.account);
      const mint = asString(info.mint);
      const authority = authorityOf(info, 'authority', 'multisigAuthority');
      const checked = info.tokenAmount as { amount?: unknown; decimals?: unknown } | undefined;
      const amount = asBigInt(checked ? checked.amount : info.amount);
      if (!account || !mint || !authority || amount === undefined) return null;
      const decimals = typeof checked?.decimals === 'number' ? checked.decimals : undefined;
      return { kind: 'burn', account, mint, authority, amount, decimals, ...parsedSigners(info) };
    }
    case 'closeAccount': {
      const account = asString(info.account);
      const destination = asString(info.destination);
      const owner = authorityOf(info, 'owner', 'multisigOwner');
      return account && destination && owner
        ? { kind: 'close', account, destination, owner, ...parsedSigners(info) }
        : null;
    }
    case 'freezeAccount':
    case 'thawAccount': {
      const account = asString(info.account);
      const mint = asString(info.mint);
      const authority = authorityOf(info, 'freezeAuthority', 'multisigFreezeAuthority');
      if (!account || !mint || !authority) return null;
      return { kind: type === 'freezeAccount' ? 'freeze' : 'thaw', account, mint, authority, ...parsedSigners(info) };
    }
    case 'setAuthority': {
      const target = asString(info.mint) ?? asString(info.account);
      const authority = authorityOf(info, 'authority', 'multisigAuthority');
      if (!target || !authority) return null;
      return {
        kind: 'set-authority',
        target,
        authority,
        newAuthority: asString(info.newAuthority) ?? null,
        ...parsedSigners(info),
      };
    }
    case 'updateTokenMetadataField':
    case 'removeTokenMetadataKey': {
      const metadata = asString(info.metadata);
      const authority = asString(info.updateAuthority);
      return metadata && authority ? { kind: 'metadata-update', metadata, authority } : null;
    }
    // The metadata's update authority handed over or revoked: an authority change, as the mint's own are.
    case 'updateTokenMetadataUpdateAuthority': {
      const target = asString(info.metadata);
      const authority = asString(info.updateAuthority);
      const newAuthority = asString(info.newAuthority) ?? null;
      return target && authority ? { kind: 'set-authority', target, authority, newAuthority, signers: [] } : null;
    }
    case 'setTransferFee': {
      const mint = asString(info.mint);
      // The multisig key's lower-case "t" is the node's own spelling.
      const authority = authorityOf(info, 'transferFeeConfigAuthority', 'multisigtransferFeeConfigAuthority');
      return mint && authority ? { kind: 'fee-change', mint, authority, ...parsedSigners(info) } : null;
    }
    case 'withdrawWithheldTokensFromMint':
    case 'withdrawWithheldTokensFromAccounts': {
      const mint = asString(info.mint);
      const destination = asString(info.feeRecipient);
      const authority = authorityOf(info, 'withdrawWithheldAuthority', 'multisigWithdrawWithheldAuthority');
      return mint && destination && authority
        ? { kind: 'fee-withdrawal', mint, destination, authority, ...parsedSigners(info) }
        : null;
    }
    case 'pause':
    case 'resume':
    case 'updateMultiplier': {
      const mint = asString(info.mint);
      const authority = authorityOf(info, 'authority', 'multisigAuthority');
      const control = type === 'updateMultiplier' ? 'multiplier' : type;
      return mint && authority ? { kind: 'issuer-control', control, mint, authority, ...parsedSigners(info) } : null;
    }
    default:
      return null;
  }
}

function fromRaw(instruction: ParsedInstructionJson): InstructionEvent | null {
  if (!instruction.data || !instruction.accounts) return null;
  const bytes = base58ToBytes(instruction.data);
  const { accounts } = instruction;
  const [a0, a1, a2] = accounts;
  if (UPDATE_THE_AUTHORITY.every((byte, i) => bytes[i] === byte)) {
    // [metadata, update authority]; the new authority follows the tag, all zeros for none.
    const key = bytes.slice(8, 40);
    if (!a0 || !a1 || key.length !== 32) return null;
    const newAuthority = key.every((byte) => byte === 0) ? null : bytesToBase58(key);
    return { kind: 'set-authority', target: a0, authority: a1, newAuthority, signers: [] };
  }
  if (METADATA_DISCRIMINATORS.some((tag) => tag.every((byte, i) => bytes[i] === byte))) {
    // [metadata, update authority, ...]
    return a0 && a1 ? { kind: 'metadata-update', metadata: a0, authority: a1 } : null;
  }
  switch (bytes[0]) {
    case BURN:
    case BURN_CHECKED: {
      if (!a0 || !a1 || !a2 || bytes.length < 9) return null;
      const amount = new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(1, true);
      const decimals = bytes[0] === BURN_CHECKED ? bytes[9] : undefined;
      return { kind: 'burn', account: a0, mint: a1, authority: a2, amount, decimals, ...trailingSigners(accounts, 2) };
    }
    case CLOSE_ACCOUNT:
      return a0 && a1 && a2
        ? { kind: 'close', account: a0, destination: a1, owner: a2, ...trailingSigners(accounts, 2) }
        : null;
    case FREEZE_ACCOUNT:
    case THAW_ACCOUNT:
      return a0 && a1 && a2
        ? {
            kind: bytes[0] === FREEZE_ACCOUNT ? 'freeze' : 'thaw',
            account: a0,
            mint: a1,
            authority: a2,
            ...trailingSigners(accounts, 2),
          }
        : null;
    case SET_AUTHORITY: {
      if (!a0 || !a1 || bytes.length < 3) return null;
      const newAuthority = bytes[2] === 1 && bytes.length >= 35 ? bytesToBase58(bytes.subarray(3, 35)) : null;
      return { kind: 'set-authority', target: a0, authority: a1, newAuthority, ...trailingSigners(accounts, 1) };
    }
    case TRANSFER_FEE_EXTENSION:
      // [mint, fee config authority]
      if (bytes[1] === SET_TRANSFER_FEE) {
        return a0 && a1 ? { kind: 'fee-change', mint: a0, authority: a1, ...trailingSigners(accounts, 1) } : null;
      }
      if (bytes[1] !== WITHDRAW_FROM_MINT && bytes[1] !== WITHDRAW_FROM_ACCOUNTS) return null;
      // [mint, destination, authority, ...multisig signers, ...(from accounts: the source accounts, counted in data)]
      return a0 && a1 && a2
        ? {
            kind: 'fee-withdrawal',
            mint: a0,
            destination: a1,
            authority: a2,
            ...trailingSigners(
              accounts,
              2,
              accounts.length - (bytes[1] === WITHDRAW_FROM_ACCOUNTS ? (bytes[2] ?? 0) : 0),
            ),
          }
        : null;
    case SCALED_UI_AMOUNT_EXTENSION:
      // [mint, multiplier authority]
      return bytes[1] === UPDATE_MULTIPLIER && a0 && a1
        ? { kind: 'issuer-control', control: 'multiplier', mint: a0, authority: a1, ...trailingSigners(accounts, 1) }
        : null;
    case PAUSABLE_EXTENSION: {
      // [mint, pause authority]
      const control = bytes[1] === PAUSE ? 'pause' : bytes[1] === RESUME ? 'resume' : null;
      return control && a0 && a1
        ? { kind: 'issuer-control', control, mint: a0, authority: a1, ...trailingSigners(accounts, 1) }
        : null;
    }
    default:
      return null;
  }
}

/** Burn, close, freeze, thaw, authority changes, metadata updates, fee changes and withdrawals. */
export function parseTokenUpkeep(instruction: ParsedInstructionJson): InstructionEvent | null {
  const parsed = parsedInfo(instruction);
  return parsed ? fromParsed(parsed.type, parsed.info) : fromRaw(instruction);
}
