// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ParsedTransactionJson } from '../classify/parsed-transaction';
import type { SolanaContext } from '../context';
import { readLanded } from '../read/read-landed';
import { createTransactionCache } from './transaction-cache';

/** A landed transaction as a node answers it, reduced to what these tests read: its slot tells them apart. */
const transactionAt = (slot: number): ParsedTransactionJson => ({
  slot,
  blockTime: null,
  meta: { err: null, fee: 5_000, preBalances: [1], postBalances: [1], innerInstructions: [], logMessages: [] },
  transaction: { signatures: [`sig${slot}`], message: { accountKeys: [], instructions: [] } },
});

describe('the transactions a data source keeps', () => {
  it('keeps at most its limit, letting the least recently used go first', () => {
    const cache = createTransactionCache(3);
    for (const slot of [1, 2, 3]) cache.set(`sig${slot}`, transactionAt(slot));
    expect(cache.get('sig1')?.slot).toBe(1); // used again: now the most recent
    cache.set('sig4', transactionAt(4));
    expect(['sig1', 'sig2', 'sig3', 'sig4'].filter((signature) => cache.has(signature))).toEqual([
      'sig1',
      'sig3',
      'sig4',
    ]);
    cache.set('sig5', transactionAt(5));
    cache.set('sig6', transactionAt(6));
    expect(['sig1', 'sig3', 'sig4', 'sig5', 'sig6'].filter((signature) => cache.has(signature))).toEqual([
      'sig4',
      'sig5',
      'sig6',
    ]);
  });

  it('reads more transactions than it keeps for one answer, each found, each asked once', async () => {
    const asked: string[] = [];
    const batch = async (calls: { params: unknown[] }[]) =>
      calls.map(({ params }) => {
        asked.push(params[0] as string);
        return transactionAt(Number(String(params[0]).slice(3)));
      });
    const ctx = { transactions: createTransactionCache(4), batch, batchSettled: batch } as unknown as SolanaContext;
    const signatures = Array.from({ length: 10 }, (_, i) => `sig${i + 1}`);
    const landed = await readLanded(ctx, signatures);
    expect(landed.map((each) => [each.found, each.slot])).toEqual(signatures.map((_, i) => [true, BigInt(i + 1)]));
    expect(asked).toEqual(signatures);
    // The newest stay kept: asked again, they cost nothing.
    await readLanded(ctx, ['sig9', 'sig10']);
    expect(asked).toHaveLength(10);
  });
});
