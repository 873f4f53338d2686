// What a transaction's ComputeBudget instructions ask for: the unit price and the units it reserves.
// The fee and the block scheduler both read it from here, so the runtime's rule is written once.
import type { DecodedTx } from './wire';

const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';
const LAMPORTS_PER_SIGNATURE = 5000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const MAX_UNITS = 1_400_000n;

type Message = Pick<DecodedTx, 'header' | 'staticKeys' | 'instructions'> & Partial<Pick<DecodedTx, 'config'>>;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

export interface ComputeBudget {
  /** Micro-lamports per compute unit (SetComputeUnitPrice), 0 without one. */
  unitPrice: bigint;
  /** SetComputeUnitLimit, else 200,000 per other instruction; capped at 1,400,000 as the runtime caps it. */
  unitLimit: bigint;
}

export function computeBudget(tx: Message): ComputeBudget {
  // A v1 message states its budget in its config; an unset limit budgets zero units (SIMD-0385), and its
  // priority fee is a total, which a scheduler compares as the price per reserved unit it comes to.
  if (tx.config) {
    const units = BigInt(tx.config.computeUnitLimit ?? 0);
    const unitLimit = units < MAX_UNITS ? units : MAX_UNITS;
    const fee = tx.config.priorityFeeLamports ?? 0n;
    return { unitLimit, unitPrice: unitLimit === 0n ? 0n : (fee * MICRO_LAMPORTS_PER_LAMPORT) / unitLimit };
  }
  let unitPrice = 0n;
  let limit: bigint | null = null;
  let others = 0n;
  for (const ix of tx.instructions) {
    if (tx.staticKeys[ix.programIdIndex] !== COMPUTE_BUDGET) {
      others += 1n;
      continue;
    }
    const view = new DataView(ix.data.buffer, ix.data.byteOffset, ix.data.byteLength);
    if (ix.data[0] === 2 && ix.data.length >= 5) limit = BigInt(view.getUint32(1, true));
    if (ix.data[0] === 3 && ix.data.length >= 9) unitPrice = view.getBigUint64(1, true);
  }
  const units = limit ?? others * DEFAULT_UNITS_PER_INSTRUCTION;
  return { unitPrice, unitLimit: units < MAX_UNITS ? units : MAX_UNITS };
}

/**
 * Base fee per signature plus the priority fee (price x reserved units, rounded up; a v1 message's stated total),
 * as the runtime charges.
 */
export function transactionFee(tx: Message): bigint {
  const base = LAMPORTS_PER_SIGNATURE * BigInt(tx.header.numRequiredSignatures);
  if (tx.config) return base + (tx.config.priorityFeeLamports ?? 0n);
  const { unitPrice, unitLimit } = computeBudget(tx);
  return base + (unitPrice * unitLimit + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
}
