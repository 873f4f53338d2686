import {
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
  ComputeBudgetInstruction,
  getSetComputeUnitLimitInstructionDataDecoder,
  getSetComputeUnitPriceInstructionDataDecoder,
  identifyComputeBudgetInstruction,
} from '@solana-program/compute-budget';
import { getBase58Encoder } from '@solana/kit';
import type { TransactionBudget } from '@/entities/transaction/model';
import { MAX_COMPUTE_UNIT_LIMIT, priorityLamports } from '../../fee-rules';
import type { ParsedInstructionJson, ParsedTransactionJson } from './parsed-transaction';

// The runtime's limit for a legacy or v0 transaction that sets none.
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;

/** A ComputeBudget instruction's setting, from its raw data (the node leaves these unparsed). */
function settingOf(instruction: ParsedInstructionJson): { unitLimit?: number; unitPrice?: bigint } | null {
  if (instruction.programId !== COMPUTE_BUDGET_PROGRAM_ADDRESS || typeof instruction.data !== 'string') return null;
  try {
    const data = getBase58Encoder().encode(instruction.data);
    const kind = identifyComputeBudgetInstruction(data);
    if (kind === ComputeBudgetInstruction.SetComputeUnitLimit)
      return { unitLimit: getSetComputeUnitLimitInstructionDataDecoder().decode(data).units };
    if (kind === ComputeBudgetInstruction.SetComputeUnitPrice)
      return { unitPrice: BigInt(getSetComputeUnitPriceInstructionDataDecoder().decode(data).microLamports) };
  } catch {
    // One this reader does not know sets neither.
  }
  return null;
}

/**
 * The compute budget a landed transaction set, as the runtime read it: a v1 message's config (its priority fee
 * a stated total, an unset limit zero), else its ComputeBudget instructions (the fee the limit times the price,
 * rounded up; 200,000 units an instruction where it set no limit).
 */
export function computeBudgetOf(tx: ParsedTransactionJson): TransactionBudget {
  const { message } = tx.transaction;
  const version = tx.version ?? 'legacy';
  if (message.transactionConfig) {
    const config = message.transactionConfig;
    return {
      version,
      unitLimit: config.computeUnitLimit ?? 0,
      priorityLamports: BigInt(config.priorityFee ?? 0),
    };
  }
  let unitLimit: number | undefined;
  let unitPrice = 0n;
  let others = 0;
  for (const instruction of message.instructions) {
    const setting = settingOf(instruction);
    if (instruction.programId !== COMPUTE_BUDGET_PROGRAM_ADDRESS) others += 1;
    if (setting?.unitLimit !== undefined) unitLimit = setting.unitLimit;
    if (setting?.unitPrice !== undefined) unitPrice = setting.unitPrice;
  }
  const limit = unitLimit ?? Math.min(MAX_COMPUTE_UNIT_LIMIT, others * DEFAULT_UNITS_PER_INSTRUCTION);
  return { version, unitLimit: limit, priorityLamports: priorityLamports({ unitLimit: limit, unitPrice }) };
}
