import { describe, expect, it } from 'vitest';
import { planJob } from './bulk-job';

const rows = Array.from({ length: 17 }, (_, i) => ({ line: i + 1, address: `address-${i}`, amount: 1n }));
const token = { mint: 'mint', symbol: 'TKN', decimals: 0 };
const sizes = (job: ReturnType<typeof planJob>) => job.batches.map((batch) => batch.rows.length);

describe('planJob', () => {
  it('packs 8 transfers a transaction; fewer with a memo before each; one at a time for a hooked token', () => {
    expect(sizes(planJob('scope', token, rows))).toEqual([8, 8, 1]);
    const withMemo = planJob('scope', token, rows, 'Payroll November');
    expect(sizes(withMemo)).toEqual([7, 7, 3]);
    expect(withMemo.memo).toBe('Payroll November');
    expect(sizes(planJob('scope', { ...token, transferHook: 'hook' }, rows.slice(0, 3)))).toEqual([1, 1, 1]);
  });
});
