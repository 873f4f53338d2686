import { Token2022Instruction } from '@solana-program/token-2022';
import {
  asBigInt,
  asString,
  parsedInfo,
  parsedSigners,
  trailingSigners,
  type InstructionEvent,
} from './instruction-events';
import type { ParsedInstructionJson } from './parsed-transaction';
import { decodeTokenInstruction, keyOrNull } from './token-instruction';

const authorityOf = (info: Record<string, unknown>, ...keys: string[]) =>
  keys.map((key) => asString(info[key])).find(Boolean);

type Control = Extract<InstructionEvent, { kind: 'issuer-control' }>['control'];

/**
 * An issuer's controls of the whole mint, by the name a validator gives each (Agave's parse_token.rs and its
 * extension/ modules) with the keys it names the authority by: alone, or a multisig.
 */
const PARSED_CONTROLS = new Map<string, [control: Control, single: string, multisig: string]>([
  ['pause', ['pause', 'authority', 'multisigAuthority']],
  ['resume', ['resume', 'authority', 'multisigAuthority']],
  ['updateMultiplier', ['multiplier', 'authority', 'multisigAuthority']],
  ['updateDefaultAccountState', ['default-state', 'freezeAuthority', 'multisigFreezeAuthority']],
  ['updateInterestBearingConfigRate', ['interest-rate', 'rateAuthority', 'multisigRateAuthority']],
  ['updateTransferHook', ['transfer-hook', 'authority', 'multisigAuthority']],
  // Should a validator name it, the group is its own mint's address (`group`): read as the mint below.
  ['updateTokenGroupMaxSize', ['group-size', 'updateAuthority', 'updateAuthority']],
]);

/** The same controls raw: each takes the mint, then its authority (a multisig's signers after it). */
const RAW_CONTROLS: Partial<Record<Token2022Instruction, Control>> = {
  [Token2022Instruction.Pause]: 'pause',
  [Token2022Instruction.Resume]: 'resume',
  [Token2022Instruction.UpdateMultiplierScaledUiMint]: 'multiplier',
  [Token2022Instruction.UpdateDefaultAccountState]: 'default-state',
  [Token2022Instruction.UpdateRateInterestBearingMint]: 'interest-rate',
  [Token2022Instruction.UpdateTransferHook]: 'transfer-hook',
  [Token2022Instruction.UpdateTokenGroupMaxSize]: 'group-size',
};

function fromParsed(type: string, info: Record<string, unknown>): InstructionEvent | null {
  const control = PARSED_CONTROLS.get(type);
  if (control) {
    const mint = asString(info.mint) ?? asString(info.group);
    const authority = authorityOf(info, control[1], control[2]);
    return mint && authority
      ? { kind: 'issuer-control', control: control[0], mint, authority, ...parsedSigners(info) }
      : null;
  }
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
    // The metadata's update authority handed over or revoked (a validator's name for it: Agave's
    // parse_token/extension/token_metadata.rs): an authority change, as the mint's own are.
    case 'updateTokenMetadataAuthority': {
      const target = asString(info.metadata);
      const authority = asString(info.updateAuthority);
      const newAuthority = asString(info.newAuthority) ?? null;
      return target && authority ? { kind: 'set-authority', target, authority, newAuthority } : null;
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
    // Agave's parse_token/extension/{memo_transfer,cpi_guard}.rs name them so: the account's owner's switch.
    case 'enableRequiredMemoTransfers':
    case 'disableRequiredMemoTransfers':
    case 'enableCpiGuard':
    case 'disableCpiGuard': {
      const account = asString(info.account);
      const owner = authorityOf(info, 'owner', 'multisigOwner');
      return account && owner ? { kind: 'account-setting', account, owner, ...parsedSigners(info) } : null;
    }
    case 'harvestWithheldTokensToMint': {
      const mint = asString(info.mint);
      return mint ? { kind: 'fee-harvest', mint } : null;
    }
    case 'syncNative': {
      const account = asString(info.account);
      return account ? { kind: 'sync-native', account } : null;
    }
    // Agave's parse_token.rs names WithdrawExcessLamports so, its authority alone or a multisig.
    case 'withdrawExcessLamports': {
      const source = asString(info.source);
      const destination = asString(info.destination);
      const authority = authorityOf(info, 'authority', 'multisigAuthority');
      return source && destination && authority
        ? { kind: 'rent-withdrawal', source, destination, authority, ...parsedSigners(info) }
        : null;
    }
    default:
      return null;
  }
}

function fromRaw(instruction: ParsedInstructionJson): InstructionEvent | null {
  const found = decodeTokenInstruction(instruction);
  if (!found) return null;
  const { decoded, accounts } = found;
  const control = RAW_CONTROLS[decoded.instructionType];
  if (control) {
    return {
      kind: 'issuer-control',
      control,
      mint: accounts[0]!,
      authority: accounts[1]!,
      ...trailingSigners(accounts, 1),
    };
  }
  switch (decoded.instructionType) {
    // A burn; of a mint with permissioned burn, its burn authority signs too, beside the owner (or delegate).
    case Token2022Instruction.Burn:
    case Token2022Instruction.BurnChecked:
    case Token2022Instruction.PermissionedBurn:
    case Token2022Instruction.PermissionedBurnChecked: {
      const { account, mint, authority } = decoded.accounts;
      const permissioned = 'permissionedBurnAuthority' in decoded.accounts;
      return {
        kind: 'burn',
        account: account.address,
        mint: mint.address,
        authority: authority.address,
        amount: decoded.data.amount,
        decimals: 'decimals' in decoded.data ? decoded.data.decimals : undefined,
        ...trailingSigners(accounts, permissioned ? 3 : 2),
      };
    }
    case Token2022Instruction.CloseAccount: {
      const { account, destination, owner } = decoded.accounts;
      return {
        kind: 'close',
        account: account.address,
        destination: destination.address,
        owner: owner.address,
        ...trailingSigners(accounts, 2),
      };
    }
    case Token2022Instruction.FreezeAccount:
    case Token2022Instruction.ThawAccount: {
      const { account, mint, owner } = decoded.accounts;
      return {
        kind: decoded.instructionType === Token2022Instruction.FreezeAccount ? 'freeze' : 'thaw',
        account: account.address,
        mint: mint.address,
        authority: owner.address,
        ...trailingSigners(accounts, 2),
      };
    }
    case Token2022Instruction.SetAuthority: {
      const { owned, owner } = decoded.accounts;
      return {
        kind: 'set-authority',
        target: owned.address,
        authority: owner.address,
        newAuthority: keyOrNull(decoded.data.newAuthority),
        ...trailingSigners(accounts, 1),
      };
    }
    // The metadata's update authority handed over or revoked: an authority change, as the mint's own are.
    case Token2022Instruction.UpdateTokenMetadataUpdateAuthority: {
      const { metadata, updateAuthority } = decoded.accounts;
      return {
        kind: 'set-authority',
        target: metadata.address,
        authority: updateAuthority.address,
        newAuthority: keyOrNull(decoded.data.newUpdateAuthority),
      };
    }
    case Token2022Instruction.UpdateTokenMetadataField:
    case Token2022Instruction.RemoveTokenMetadataKey: {
      const { metadata, updateAuthority } = decoded.accounts;
      return { kind: 'metadata-update', metadata: metadata.address, authority: updateAuthority.address };
    }
    case Token2022Instruction.SetTransferFee: {
      const { mint, transferFeeConfigAuthority } = decoded.accounts;
      return {
        kind: 'fee-change',
        mint: mint.address,
        authority: transferFeeConfigAuthority.address,
        ...trailingSigners(accounts, 1),
      };
    }
    case Token2022Instruction.WithdrawWithheldTokensFromMint:
    case Token2022Instruction.WithdrawWithheldTokensFromAccounts: {
      // [mint, destination, authority, ...multisig signers, ...(from accounts: the source accounts, counted in data)]
      const { mint, feeReceiver, withdrawWithheldAuthority } = decoded.accounts;
      const sources = 'numTokenAccounts' in decoded.data ? decoded.data.numTokenAccounts : 0;
      return {
        kind: 'fee-withdrawal',
        mint: mint.address,
        destination: feeReceiver.address,
        authority: withdrawWithheldAuthority.address,
        ...trailingSigners(accounts, 2, accounts.length - sources),
      };
    }
    case Token2022Instruction.EnableMemoTransfers:
    case Token2022Instruction.DisableMemoTransfers:
    case Token2022Instruction.EnableCpiGuard:
    case Token2022Instruction.DisableCpiGuard: {
      const { token, owner } = decoded.accounts;
      return {
        kind: 'account-setting',
        account: token.address,
        owner: owner.address,
        ...trailingSigners(accounts, 1),
      };
    }
    case Token2022Instruction.HarvestWithheldTokensToMint:
      return { kind: 'fee-harvest', mint: decoded.accounts.mint.address };
    case Token2022Instruction.SyncNative:
      return { kind: 'sync-native', account: decoded.accounts.account.address };
    case Token2022Instruction.WithdrawExcessLamports: {
      const { source, destination, authority } = decoded.accounts;
      return {
        kind: 'rent-withdrawal',
        source: source.address,
        destination: destination.address,
        authority: authority.address,
        ...trailingSigners(accounts, 2),
      };
    }
    default:
      return null;
  }
}

/** Burn, close, freeze, thaw, authority changes, metadata updates, fees, and issuer controls of the mint. */
export function parseTokenUpkeep(instruction: ParsedInstructionJson): InstructionEvent | null {
  const parsed = parsedInfo(instruction);
  return parsed ? fromParsed(parsed.type, parsed.info) : fromRaw(instruction);
}
