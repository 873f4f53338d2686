import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import type { Instruction } from '@solana/kit';
import { bytesToBase58 } from '../kit-base58';
import { computeBudgetOf } from './compute-budget-of';
import type { ParsedTransactionJson } from './parsed-transaction';

const payer = 'Aice11111111111111111111111111111111111111';
const transfer = { programId: '11111111111111111111111111111111', parsed: { type: 'transfer', info: {} } };

function tx(
  version: ParsedTransactionJson['version'],
  message: Partial<ParsedTransactionJson['transaction']['message']>,
) {
  return {
    slot: 1,
    version,
    meta: { err: null, fee: 5_000, preBalances: [], postBalances: [] },
    transaction: { signatures: ['sig'], message: { accountKeys: [payer], instructions: [transfer], ...message } },
  } satisfies ParsedTransactionJson;
}

const raw = (instruction: Instruction) => ({
  programId: instruction.programAddress,
  accounts: [],
  data: bytesToBase58(Uint8Array.from(instruction.data ?? [])),
});

describe('computeBudgetOf', () => {
  it("reads a v1 message's config: its priority fee is a total, as the node returns it", () => {
    const v1 = tx(1, {
      transactionConfig: {
        priorityFee: 12_345,
        computeUnitLimit: 10_000,
        loadedAccountsDataSizeLimit: 100_000,
        heapSize: null,
      },
    });
    expect(computeBudgetOf(v1)).toEqual({ version: 1, unitLimit: 10_000, priorityLamports: 12_345n });
  });

  it('reads an unset v1 limit as zero and an unset fee as none, as the runtime budgets them', () => {
    const v1 = tx(1, {
      transactionConfig: { priorityFee: null, computeUnitLimit: null, loadedAccountsDataSizeLimit: 1, heapSize: null },
    });
    expect(computeBudgetOf(v1)).toEqual({ version: 1, unitLimit: 0, priorityLamports: 0n });
  });

  it('reads a v0 transaction from its ComputeBudget instructions: limit times price, rounded up', () => {
    const v0 = tx(0, {
      instructions: [
        raw(getSetComputeUnitLimitInstruction({ units: 54_000 })),
        raw(getSetComputeUnitPriceInstruction({ microLamports: 10_001n })),
        transfer,
      ],
    });
    // 54,000 × 10,001 µ-lamports = 540,054,000 µ-lamports → 540.054, charged as 541 lamports.
    expect(computeBudgetOf(v0)).toEqual({ version: 0, unitLimit: 54_000, priorityLamports: 541n });
  });

  it('gives 200,000 units an instruction where none is set (a ComputeBudget price alone)', () => {
    const legacy = tx(undefined, {
      instructions: [raw(getSetComputeUnitPriceInstruction({ microLamports: 1_000_000n })), transfer, transfer],
    });
    expect(computeBudgetOf(legacy)).toEqual({ version: 'legacy', unitLimit: 400_000, priorityLamports: 400_000n });
  });
});
