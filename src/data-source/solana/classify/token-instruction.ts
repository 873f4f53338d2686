import { AccountRole, isSome, type Address, type Option } from '@solana/kit';
import {
  identifyToken2022Instruction,
  parseBurnCheckedInstruction,
  parseBurnInstruction,
  parseCloseAccountInstruction,
  parseDisableCpiGuardInstruction,
  parseDisableMemoTransfersInstruction,
  parseEnableCpiGuardInstruction,
  parseEnableMemoTransfersInstruction,
  parseFreezeAccountInstruction,
  parseHarvestWithheldTokensToMintInstruction,
  parseInitializeMint2Instruction,
  parseInitializeMintInstruction,
  parseInitializeMultisig2Instruction,
  parseInitializeMultisigInstruction,
  parseMintToCheckedInstruction,
  parseMintToInstruction,
  parsePauseInstruction,
  parseRemoveTokenMetadataKeyInstruction,
  parseResumeInstruction,
  parseSetAuthorityInstruction,
  parseSetTransferFeeInstruction,
  parseSyncNativeInstruction,
  parseThawAccountInstruction,
  parseTransferCheckedInstruction,
  parseTransferCheckedWithFeeInstruction,
  parseTransferInstruction,
  parseUpdateDefaultAccountStateInstruction,
  parseUpdateMultiplierScaledUiMintInstruction,
  parseUpdateRateInterestBearingMintInstruction,
  parseUpdateTokenMetadataFieldInstruction,
  parseUpdateTokenMetadataUpdateAuthorityInstruction,
  parseUpdateTransferHookInstruction,
  parseUpdateTokenGroupMaxSizeInstruction,
  parsePermissionedBurnInstruction,
  parsePermissionedBurnCheckedInstruction,
  parseWithdrawWithheldTokensFromAccountsInstruction,
  parseWithdrawWithheldTokensFromMintInstruction,
  parseWithdrawExcessLamportsInstruction,
  Token2022Instruction,
} from '@solana-program/token-2022';
import { base58ToBytes } from '../kit-base58';
import type { ParsedInstructionJson } from './parsed-transaction';

// Only the instructions history reads, each through its own parser: the client's parser of every
// instruction would bring all ninety of them into the page.
const PARSERS = {
  [Token2022Instruction.InitializeMint]: parseInitializeMintInstruction,
  [Token2022Instruction.InitializeMint2]: parseInitializeMint2Instruction,
  [Token2022Instruction.InitializeMultisig]: parseInitializeMultisigInstruction,
  [Token2022Instruction.InitializeMultisig2]: parseInitializeMultisig2Instruction,
  [Token2022Instruction.MintTo]: parseMintToInstruction,
  [Token2022Instruction.MintToChecked]: parseMintToCheckedInstruction,
  [Token2022Instruction.Transfer]: parseTransferInstruction,
  [Token2022Instruction.TransferChecked]: parseTransferCheckedInstruction,
  [Token2022Instruction.TransferCheckedWithFee]: parseTransferCheckedWithFeeInstruction,
  [Token2022Instruction.Burn]: parseBurnInstruction,
  [Token2022Instruction.BurnChecked]: parseBurnCheckedInstruction,
  [Token2022Instruction.CloseAccount]: parseCloseAccountInstruction,
  [Token2022Instruction.WithdrawExcessLamports]: parseWithdrawExcessLamportsInstruction,
  [Token2022Instruction.FreezeAccount]: parseFreezeAccountInstruction,
  [Token2022Instruction.ThawAccount]: parseThawAccountInstruction,
  [Token2022Instruction.SetAuthority]: parseSetAuthorityInstruction,
  [Token2022Instruction.SetTransferFee]: parseSetTransferFeeInstruction,
  [Token2022Instruction.WithdrawWithheldTokensFromMint]: parseWithdrawWithheldTokensFromMintInstruction,
  [Token2022Instruction.WithdrawWithheldTokensFromAccounts]: parseWithdrawWithheldTokensFromAccountsInstruction,
  [Token2022Instruction.UpdateMultiplierScaledUiMint]: parseUpdateMultiplierScaledUiMintInstruction,
  [Token2022Instruction.UpdateRateInterestBearingMint]: parseUpdateRateInterestBearingMintInstruction,
  [Token2022Instruction.UpdateDefaultAccountState]: parseUpdateDefaultAccountStateInstruction,
  [Token2022Instruction.UpdateTransferHook]: parseUpdateTransferHookInstruction,
  [Token2022Instruction.UpdateTokenGroupMaxSize]: parseUpdateTokenGroupMaxSizeInstruction,
  [Token2022Instruction.PermissionedBurn]: parsePermissionedBurnInstruction,
  [Token2022Instruction.PermissionedBurnChecked]: parsePermissionedBurnCheckedInstruction,
  [Token2022Instruction.HarvestWithheldTokensToMint]: parseHarvestWithheldTokensToMintInstruction,
  [Token2022Instruction.EnableMemoTransfers]: parseEnableMemoTransfersInstruction,
  [Token2022Instruction.DisableMemoTransfers]: parseDisableMemoTransfersInstruction,
  [Token2022Instruction.EnableCpiGuard]: parseEnableCpiGuardInstruction,
  [Token2022Instruction.DisableCpiGuard]: parseDisableCpiGuardInstruction,
  [Token2022Instruction.Pause]: parsePauseInstruction,
  [Token2022Instruction.Resume]: parseResumeInstruction,
  [Token2022Instruction.SyncNative]: parseSyncNativeInstruction,
  [Token2022Instruction.UpdateTokenMetadataField]: parseUpdateTokenMetadataFieldInstruction,
  [Token2022Instruction.RemoveTokenMetadataKey]: parseRemoveTokenMetadataKeyInstruction,
  [Token2022Instruction.UpdateTokenMetadataUpdateAuthority]: parseUpdateTokenMetadataUpdateAuthorityInstruction,
};

type Parsers = typeof PARSERS;
/** A decoded instruction of a kind history reads: its type, named accounts and data. */
export type DecodedInstruction = {
  [K in keyof Parsers]: { instructionType: K } & ReturnType<Parsers[K]>;
}[keyof Parsers];

/** A raw instruction of a token program, as its client decodes it, with the accounts it names in order. */
export interface DecodedTokenInstruction {
  decoded: DecodedInstruction;
  /** Every account, the client's named ones first: what follows them is a multisig's signers (and more). */
  accounts: string[];
}

/**
 * A raw instruction of either token program (classic SPL Token's instructions are Token-2022's first ones,
 * byte for byte), decoded by the Token-2022 program client; null when it is none that history reads, names
 * too few accounts, or is cut short.
 */
export function decodeTokenInstruction(instruction: ParsedInstructionJson): DecodedTokenInstruction | null {
  if (!instruction.data || !instruction.accounts) return null;
  const accounts = instruction.accounts;
  try {
    const data = base58ToBytes(instruction.data);
    const instructionType = identifyToken2022Instruction(data);
    if (!(instructionType in PARSERS)) return null;
    const parse = PARSERS[instructionType as keyof Parsers] as (input: unknown) => object;
    const parsed = parse({
      programAddress: instruction.programId as Address,
      accounts: accounts.map((account) => ({ address: account as Address, role: AccountRole.READONLY })),
      data,
    });
    // The table pairs each type with its parser; TypeScript cannot follow the pairing through the lookup.
    return { decoded: { instructionType, ...parsed } as DecodedInstruction, accounts };
  } catch {
    return null;
  }
}

/** An optional key as the events carry it: the address, or null for none. */
export const keyOrNull = (value: Option<Address>): string | null => (isSome(value) ? value.value : null);
