import { base58ToBytes, bytesToBase58 } from '../kit-base58';
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
import { parseTokenUpkeep } from './token-upkeep-parser';

// Instruction tags of the token program (shared by Token-2022), for nodes that leave instructions raw.
const INITIALIZE_MINT = 0;
const INITIALIZE_MULTISIG = 2;
const TRANSFER = 3;
const MINT_TO = 7;
const TRANSFER_CHECKED = 12;
const MINT_TO_CHECKED = 14;
const INITIALIZE_MULTISIG_2 = 19;
const INITIALIZE_MINT_2 = 20;
// Token-2022's transfer-fee extension: a transfer that states the fee the mint withholds.
const TRANSFER_FEE_EXTENSION = 26;
const TRANSFER_CHECKED_WITH_FEE = 1;

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

function readU64(bytes: Uint8Array, offset: number): bigint | undefined {
  if (bytes.length < offset + 8) return undefined;
  return new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(offset, true);
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
  if (!instruction.data || !instruction.accounts) return null;
  const bytes = base58ToBytes(instruction.data);
  const a = instruction.accounts;
  switch (bytes[0]) {
    case INITIALIZE_MINT:
    case INITIALIZE_MINT_2: {
      if (!a[0] || bytes.length < 34) return null;
      return {
        kind: 'initialize-mint',
        mint: a[0],
        decimals: bytes[1] ?? 0,
        mintAuthority: bytesToBase58(bytes.subarray(2, 34)),
      };
    }
    case MINT_TO:
    case MINT_TO_CHECKED: {
      const amount = readU64(bytes, 1);
      if (!a[0] || !a[1] || !a[2] || amount === undefined) return null;
      const decimals = bytes[0] === MINT_TO_CHECKED ? bytes[9] : undefined;
      return {
        kind: 'mint-to',
        mint: a[0],
        account: a[1],
        authority: a[2],
        amount,
        decimals,
        ...trailingSigners(a, 2),
      };
    }
    case TRANSFER: {
      const amount = readU64(bytes, 1);
      if (!a[0] || !a[1] || !a[2] || amount === undefined) return null;
      return {
        kind: 'token-transfer',
        source: a[0],
        destination: a[1],
        authority: a[2],
        amount,
        ...trailingSigners(a, 2),
      };
    }
    case TRANSFER_CHECKED:
      // data [12, amount u64, decimals]
      return checkedTransfer(a, readU64(bytes, 1), bytes[9]);
    case TRANSFER_FEE_EXTENSION:
      // data [26, 1, amount u64, decimals, fee u64]
      if (bytes[1] !== TRANSFER_CHECKED_WITH_FEE) return null;
      return checkedTransfer(a, readU64(bytes, 2), bytes[10], readU64(bytes, 11) ?? null);
    case INITIALIZE_MULTISIG:
    case INITIALIZE_MULTISIG_2: {
      // [multisig, (rent sysvar: the first form only), ...its signer keys]; data [tag, m].
      const signers = a.slice(bytes[0] === INITIALIZE_MULTISIG ? 2 : 1);
      const m = bytes[1];
      if (!a[0] || m === undefined || signers.length === 0) return null;
      return { kind: 'initialize-multisig', multisig: a[0], m, signers };
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
