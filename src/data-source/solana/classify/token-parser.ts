import { Token2022Instruction } from '@solana-program/token-2022';
import {
  asBigInt,
  asString,
  asStrings,
  parsedInfo,
  parsedSigners,
  trailingSigners,
  type InstructionEvent,
  type InstructionParser,
} from './instruction-events';
import type { ParsedInstructionJson } from './parsed-transaction';
import { decodeTokenInstruction } from './token-instruction';
import { parseTokenUpkeep } from './token-upkeep-parser';

function tokenAmount(info: Record<string, unknown>): { amount?: bigint; decimals?: number } {
  const checked = info.tokenAmount as { amount?: unknown; decimals?: unknown } | undefined;
  if (checked) {
    return {
      amount: asBigInt(checked.amount),
      decimals: typeof checked.decimals === 'number' ? checked.decimals : undefined,
    };
  }
  return { amount: asBigInt(info.amount) };
}

function fromParsed(type: string, info: Record<string, unknown>): InstructionEvent | null {
  switch (type) {
    case 'initializeMint':
    case 'initializeMint2': {
      const mint = asString(info.mint);
      if (!mint || typeof info.decimals !== 'number') return null;
      return {
        kind: 'initialize-mint',
        mint,
        decimals: info.decimals,
        mintAuthority: asString(info.mintAuthority) ?? null,
      };
    }
    case 'mintTo':
    case 'mintToChecked': {
      const { amount, decimals } = tokenAmount(info);
      const mint = asString(info.mint);
      const account = asString(info.account);
      const authority = asString(info.mintAuthority) ?? asString(info.multisigMintAuthority);
      if (!mint || !account || !authority || amount === undefined) return null;
      return { kind: 'mint-to', mint, account, authority, amount, decimals, ...parsedSigners(info) };
    }
    case 'transfer':
    case 'transferChecked':
    case 'transferCheckedWithFee': {
      const { amount, decimals } = tokenAmount(info);
      const fee = type === 'transferCheckedWithFee' ? tokenAmount({ tokenAmount: info.feeAmount }).amount : undefined;
      const source = asString(info.source);
      const destination = asString(info.destination);
      const authority = asString(info.authority) ?? asString(info.multisigAuthority);
      if (!source || !destination || !authority || amount === undefined) return null;
      return {
        kind: 'token-transfer',
        source,
        destination,
        authority,
        amount,
        mint: asString(info.mint),
        decimals,
        ...(fee !== undefined && { fee }),
        ...parsedSigners(info),
      };
    }
    case 'initializeMultisig':
    case 'initializeMultisig2': {
      const multisig = asString(info.multisig);
      const signers = asStrings(info.signers);
      if (!multisig || typeof info.m !== 'number' || signers.length === 0) return null;
      return { kind: 'initialize-multisig', multisig, m: info.m, signers };
    }
    default:
      return null;
  }
}

/**
 * A checked transfer's accounts [source, mint, destination, authority, ...signers]; `fee` as stated by
 * transferCheckedWithFee (null: stated but unreadable). A transfer hook's extra accounts follow the
 * signers too; being no signers, the registry drops them.
 */
function checkedTransfer(
  a: readonly string[],
  amount: bigint | undefined,
  decimals: number | undefined,
  fee?: bigint | null,
): InstructionEvent | null {
  if (!a[0] || !a[1] || !a[2] || !a[3] || amount === undefined || fee === null) return null;
  return {
    kind: 'token-transfer',
    source: a[0],
    mint: a[1],
    destination: a[2],
    authority: a[3],
    amount,
    decimals,
    ...(fee !== undefined && { fee }),
    ...trailingSigners(a, 3),
  };
}

function fromRaw(instruction: ParsedInstructionJson): InstructionEvent | null {
  const found = decodeTokenInstruction(instruction);
  if (!found) return null;
  const { decoded, accounts: a } = found;
  switch (decoded.instructionType) {
    case Token2022Instruction.InitializeMint:
    case Token2022Instruction.InitializeMint2:
      return {
        kind: 'initialize-mint',
        mint: decoded.accounts.mint.address,
        decimals: decoded.data.decimals,
        mintAuthority: decoded.data.mintAuthority,
      };
    case Token2022Instruction.MintTo:
    case Token2022Instruction.MintToChecked: {
      const { mint, token, mintAuthority } = decoded.accounts;
      return {
        kind: 'mint-to',
        mint: mint.address,
        account: token.address,
        authority: mintAuthority.address,
        amount: decoded.data.amount,
        decimals: 'decimals' in decoded.data ? decoded.data.decimals : undefined,
        ...trailingSigners(a, 2),
      };
    }
    case Token2022Instruction.Transfer: {
      const { source, destination, authority } = decoded.accounts;
      return {
        kind: 'token-transfer',
        source: source.address,
        destination: destination.address,
        authority: authority.address,
        amount: decoded.data.amount,
        ...trailingSigners(a, 2),
      };
    }
    case Token2022Instruction.TransferChecked:
      return checkedTransfer(a, decoded.data.amount, decoded.data.decimals);
    case Token2022Instruction.TransferCheckedWithFee:
      return checkedTransfer(a, decoded.data.amount, decoded.data.decimals, decoded.data.fee);
    case Token2022Instruction.InitializeMultisig:
    case Token2022Instruction.InitializeMultisig2: {
      // [multisig, (rent sysvar: the first form only), ...its signer keys].
      const signers = a.slice(decoded.instructionType === Token2022Instruction.InitializeMultisig ? 2 : 1);
      if (signers.length === 0) return null;
      return { kind: 'initialize-multisig', multisig: decoded.accounts.multisig.address, m: decoded.data.m, signers };
    }
    default:
      return null;
  }
}

/** Classic SPL Token and Token-2022 share these instructions and their layouts. */
export const parseTokenInstruction: InstructionParser = (instruction) => {
  const parsed = parsedInfo(instruction);
  return (parsed ? fromParsed(parsed.type, parsed.info) : fromRaw(instruction)) ?? parseTokenUpkeep(instruction);
};
