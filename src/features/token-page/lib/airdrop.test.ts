import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AmountScale } from '@/entities/token/model';
import { rawUnits } from '@/entities/token/lib/token-traits';
import { parseAmount } from '@/shared/lib/amount';
import { planAirdrop, writtenAs } from './airdrop';

const holder = (owner: string, amount: bigint) => ({ owner, amount, tokenAccount: `${owner}-account`, frozen: false });

describe('an airdrop to a snapshot', () => {
  it('pro rata: rounded down in base units, the remainder said, a holder of several accounts one recipient', () => {
    const plan = planAirdrop([holder('A', 2n), holder('B', 1n), holder('A', 1n), holder('C', 3n)], 'pro-rata', 1_000n);
    expect(plan).toEqual({
      ok: true,
      rows: [
        { owner: 'A', amount: 428n },
        { owner: 'B', amount: 142n },
        { owner: 'C', amount: 428n },
      ],
      total: 998n,
      remainder: 2n,
      nothing: 0,
    });
  });

  it('a share below one base unit is counted, never dropped silently; a total below the holder count is refused', () => {
    const plan = planAirdrop([holder('A', 1_000n), holder('B', 1n)], 'pro-rata', 2n);
    expect(plan).toMatchObject({ ok: true, rows: [{ owner: 'A', amount: 1n }], total: 1n, remainder: 1n, nothing: 1 });
    expect(planAirdrop([holder('A', 1n), holder('B', 1n), holder('C', 1n)], 'pro-rata', 2n)).toEqual({
      ok: false,
      issue: 'The total must be at least 3 base units: one for each of the 3 holders.',
    });
  });

  it('a fixed amount each; no holder or no amount is refused in words', () => {
    expect(planAirdrop([holder('A', 5n), holder('B', 9n)], 'each', 7n)).toMatchObject({ total: 14n, remainder: 0n });
    expect(planAirdrop([], 'each', 7n)).toEqual({ ok: false, issue: 'The snapshot has no holder to send to.' });
    expect(planAirdrop([holder('A', 5n)], 'each', 0n)).toEqual({
      ok: false,
      issue: 'The amount must be greater than zero.',
    });
  });

  /** What Bulk send moves for a row written as the airdrop writes it. */
  const moves = (text: string, token: { decimals: number; scale?: AmountScale }) => {
    const parsed = parseAmount(text, token.decimals, 'en-US');
    if (!parsed.ok) throw new Error(`not an amount: ${text}`);
    return rawUnits(parsed.value, token);
  };

  it('an interest-bearing token: a total of 1,000 as shown never moves more than 1,000 is worth', () => {
    // 5 years at 10% a year: e^0.5 = 1.6487...; split pro rata to 600 and 400 raw held.
    const YEAR = 31_556_736;
    const token = {
      decimals: 0,
      scale: {
        kind: 'interest',
        rate: 1_000,
        averageRateBefore: 1_000,
        initializedAt: 0,
        updatedAt: 0,
        now: 5 * YEAR,
      } as AmountScale,
    };
    const typedRaw = rawUnits(1_000n, token);
    const plan = planAirdrop([holder('A', 600n), holder('B', 400n)], 'pro-rata', typedRaw);
    if (!plan.ok) throw new Error(plan.issue);
    const written = writtenAs(plan, token, 1_000n);
    const moved = written.rows.reduce((sum, row) => sum + moves(row.text, token), 0n);
    expect(moved <= typedRaw).toBe(true);
    expect(written.total <= 1_000n).toBe(true);
    expect(written.total + written.remainder).toBe(1_000n);
  });

  it('whatever the multiplier, decimals and holdings, the rows never move more than the total typed', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1000, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 9 }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { minLength: 1, maxLength: 8 }),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (factor, decimals, held, typedShown) => {
          const token = {
            decimals,
            scale: {
              kind: 'multiplier',
              multiplier: factor,
              newMultiplier: factor,
              newMultiplierAt: 0,
              now: 0,
            } as AmountScale,
          };
          const typedRaw = rawUnits(typedShown, token);
          const plan = planAirdrop(
            held.map((amount, i) => holder(`H${i}`, amount)),
            'pro-rata',
            typedRaw,
          );
          if (!plan.ok) return;
          const written = writtenAs(plan, token, typedShown);
          const moved = written.rows.reduce((sum, row) => sum + moves(row.text, token), 0n);
          expect(moved <= typedRaw).toBe(true);
        },
      ),
      { numRuns: 1_000, seed: 20261127 },
    );
  });

  it('holders who hold nothing to weigh by: refused in words, never a division by zero', () => {
    expect(planAirdrop([holder('A', 0n), holder('B', 0n)], 'pro-rata', 10n)).toEqual({
      ok: false,
      issue: 'These holders hold nothing to weigh a share by.',
    });
  });
});
