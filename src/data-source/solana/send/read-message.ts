import {
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
  ComputeBudgetInstruction,
  getSetComputeUnitLimitInstructionDataDecoder,
  getSetComputeUnitPriceInstructionDataDecoder,
  identifyComputeBudgetInstruction,
} from '@solana-program/compute-budget';
import { SYSTEM_PROGRAM_ADDRESS, SystemInstruction, identifySystemInstruction } from '@solana-program/system';
import {
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  type Address,
  type Instruction,
  type Transaction,
  type V1TransactionConfig,
} from '@solana/kit';
import type { PaidFee } from '@/entities/priority/model';
import { LAMPORTS_PER_SIGNATURE, MAX_COMPUTE_UNIT_LIMIT, priorityLamports } from '../../fee-rules';
import { isLighthouse } from './wallet-guards';

// The runtime's rule when a transaction sets no limit.
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;

/** Whether the message's static account at an index is writable, from its header (signers first). */
export function writableAt(
  header: { numSignerAccounts: number; numReadonlySignerAccounts: number; numReadonlyNonSignerAccounts: number },
  staticCount: number,
) {
  const signers = header.numSignerAccounts;
  return (index: number) =>
    index < signers
      ? index < signers - header.numReadonlySignerAccounts
      : index < staticCount - header.numReadonlyNonSignerAccounts;
}

/** A signed or unsigned transaction's message, read back: what a wallet may have changed is compared on this. */
export interface ReadMessage {
  version: 'legacy' | number;
  feePayer: Address;
  /** The recent blockhash, or the durable nonce's value. */
  lifetime: string;
  /** Every instruction, with each account's role in the message (the union over its instructions). */
  instructions: Instruction[];
  /** Accounts that must sign, and accounts written, in the message. */
  signers: Set<Address>;
  writable: Set<Address>;
  /** Address lookup tables the message loads accounts from. */
  lookups: number;
  signatures: number;
  unitLimit: number;
  /** micro-lamports a unit (legacy and v0; a v1 message states its priority fee as a total instead) */
  unitPrice: bigint;
  /** The priority fee the message pays, in lamports: limit × price rounded up, or a v1 message's stated total. */
  priorityLamports: bigint;
  /** The loaded-data limit a v1 message sets; undefined for legacy and v0 (the runtime's 64 MiB). */
  loadedDataLimit?: number;
}

export const isComputeBudgetInstruction = (instruction: Pick<Instruction, 'programAddress'>) =>
  instruction.programAddress === COMPUTE_BUDGET_PROGRAM_ADDRESS;

/** The System program's AdvanceNonceAccount: first in every transaction that rides a durable nonce. */
export function isAdvanceNonce(instruction: Instruction | undefined): boolean {
  if (!instruction || instruction.programAddress !== SYSTEM_PROGRAM_ADDRESS || !instruction.data) return false;
  try {
    return identifySystemInstruction(instruction.data) === SystemInstruction.AdvanceNonceAccount;
  } catch {
    return false;
  }
}

/** A v1 message's budget is its config (SIMD-0385): an unset limit is zero, the priority fee a stated total. */
function v1BudgetOf(config: V1TransactionConfig | undefined) {
  return {
    unitLimit: config?.computeUnitLimit ?? 0,
    unitPrice: 0n,
    priorityLamports: config?.priorityFeeLamports ?? 0n,
    loadedDataLimit: config?.loadedAccountsDataSizeLimit ?? 0,
  };
}

/** The compute budget the message sets; the runtime's defaults where it sets none. */
function budgetOf(instructions: readonly Instruction[]) {
  let unitLimit: number | undefined;
  let unitPrice = 0n;
  for (const instruction of instructions) {
    if (!isComputeBudgetInstruction(instruction) || !instruction.data) continue;
    try {
      const type = identifyComputeBudgetInstruction(instruction.data);
      if (type === ComputeBudgetInstruction.SetComputeUnitLimit)
        unitLimit = getSetComputeUnitLimitInstructionDataDecoder().decode(instruction.data).units;
      if (type === ComputeBudgetInstruction.SetComputeUnitPrice)
        unitPrice = BigInt(getSetComputeUnitPriceInstructionDataDecoder().decode(instruction.data).microLamports);
    } catch {
      // A compute-budget instruction this reader does not know sets neither.
    }
  }
  const others = instructions.filter((instruction) => !isComputeBudgetInstruction(instruction)).length;
  const budget = {
    unitLimit: unitLimit ?? Math.min(MAX_COMPUTE_UNIT_LIMIT, others * DEFAULT_UNITS_PER_INSTRUCTION),
    unitPrice,
  };
  return { ...budget, priorityLamports: priorityLamports(budget) };
}

/**
 * Reads a message of any version (legacy, v0, v1); throws on bytes that are no message. Accounts loaded from
 * lookup tables cannot be told without reading the tables: such a message is read for its header alone
 * (`instructions` empty).
 */
export function readMessage(messageBytes: Transaction['messageBytes']): ReadMessage {
  const compiled = getCompiledTransactionMessageDecoder().decode(messageBytes);
  const { header, staticAccounts } = compiled;
  const lookups = 'addressTableLookups' in compiled ? (compiled.addressTableLookups?.length ?? 0) : 0;
  const decompiled = lookups ? null : decompileTransactionMessage(compiled);
  const instructions = decompiled ? [...decompiled.instructions] : [];
  const budget = decompiled?.version === 1 ? v1BudgetOf(decompiled.config) : budgetOf(instructions);
  const writable = writableAt(header, staticAccounts.length);
  return {
    version: compiled.version,
    feePayer: staticAccounts[0]!,
    lifetime: String(compiled.lifetimeToken),
    instructions,
    signers: new Set(staticAccounts.slice(0, header.numSignerAccounts)),
    writable: new Set(staticAccounts.filter((_, index) => writable(index))),
    lookups,
    signatures: header.numSignerAccounts,
    ...budget,
  };
}

/** A message's fee as the runtime charges it: 5,000 lamports a signature, plus its priority fee. */
export function feeOf(message: ReadMessage) {
  const base = LAMPORTS_PER_SIGNATURE * BigInt(message.signatures);
  const priority = message.priorityLamports;
  return { base, priority, total: base + priority, unitLimit: message.unitLimit, unitPrice: message.unitPrice };
}

/** What a fully signed transaction costs its fee payer, and the guards it carries. */
export function paidFor(messageBytes: Transaction['messageBytes']): PaidFee {
  const message = readMessage(messageBytes);
  return { lamports: feeOf(message).total, walletGuards: message.instructions.filter(isLighthouse).length };
}
