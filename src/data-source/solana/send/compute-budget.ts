import {
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget';
import { AccountRole, type Address, type Instruction } from '@solana/kit';
import { MAX_COMPUTE_UNIT_LIMIT, type ComputeBudget } from '../../fee-rules';
import { isAppError } from '@/shared/lib/app-error';
import type { SolanaContext } from '../context';

/** getRecentPrioritizationFees takes at most this many addresses. */
const MAX_FEE_ADDRESSES = 128;

/** For a simulation: room for anything the transaction may need, and a price that sizes like any other. */
export const SIMULATION_BUDGET: ComputeBudget = { unitLimit: MAX_COMPUTE_UNIT_LIMIT, unitPrice: 0n };

export const isComputeBudget = (instruction: Pick<Instruction, 'programAddress'>) =>
  instruction.programAddress === COMPUTE_BUDGET_PROGRAM_ADDRESS;

/** The two compute-budget instructions, first in the transaction as wallets and explorers expect them. */
export function withComputeBudget(budget: ComputeBudget, instructions: readonly Instruction[]): Instruction[] {
  return [
    getSetComputeUnitLimitInstruction({ units: budget.unitLimit }),
    getSetComputeUnitPriceInstruction({ microLamports: budget.unitPrice }),
    ...instructions.filter((instruction) => !isComputeBudget(instruction)),
  ];
}

/** The addresses a transaction writes: the fee payer and every writable account, as the fee market sees them. */
export function writableAddresses(feePayer: Address, instructions: readonly Instruction[]): Address[] {
  const writable = new Set<Address>([feePayer]);
  for (const instruction of instructions) {
    for (const meta of instruction.accounts ?? []) {
      if (meta.role === AccountRole.WRITABLE || meta.role === AccountRole.WRITABLE_SIGNER) writable.add(meta.address);
    }
  }
  return [...writable].slice(0, MAX_FEE_ADDRESSES);
}

/**
 * The prices that recently landed on these accounts, one a slot; null when the node refuses the question
 * (a provider without the method): the transaction then bids nothing, and the fee says why.
 */
export async function recentPrices(
  ctx: SolanaContext,
  writable: readonly Address[],
  signal?: AbortSignal,
): Promise<bigint[] | null> {
  try {
    const recent = await ctx.rpc.getRecentPrioritizationFees([...writable]).send({ abortSignal: signal });
    return recent.map((slot) => BigInt(slot.prioritizationFee));
  } catch (error) {
    if (isAppError(error, 'rpc')) return null;
    throw error;
  }
}
