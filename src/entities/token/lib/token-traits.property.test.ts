// @vitest-environment node
// The one amount rule of scaled tokens, as a person meets it, at random multipliers and rates. That the rule
// is the token program's own, digit for digit, is proven against the program itself in
// program-amounts.chain.test.ts; here, what the app builds on it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimalString } from '@/shared/lib/amount';
import type { AmountScale } from '../model';
import {
  movesNothingIssue,
  rawUnits,
  shownAmount,
  transferRefusal,
  typedRaw,
  uiUnits,
  uiUnitsAtMost,
} from './token-traits';
import { exactFraction } from './program-amounts';

const RUNS = { numRuns: 2_000, seed: 20261125 };
const raw = fc.bigInt({ min: 0n, max: 10n ** 15n });
const decimals = fc.integer({ min: 0, max: 9 });
const multiplier = fc.double({ min: 0.001, max: 1000, noNaN: true, noDefaultInfinity: true });
const rate = fc.integer({ min: -32_767, max: 32_767 });
const YEAR = 31_556_736;
const steady = (factor: number): AmountScale => ({
  kind: 'multiplier',
  multiplier: factor,
  newMultiplier: factor,
  newMultiplierAt: 0,
  now: 0,
});
const interest = fc.tuple(rate, rate, fc.integer({ min: 0, max: 5 * YEAR })).map(([before, now, age]): AmountScale => ({
  kind: 'interest',
  rate: now,
  averageRateBefore: before,
  initializedAt: 1_000,
  updatedAt: 1_000 + Math.floor(age / 2),
  now: 1_000 + age,
}));
const anyScale = fc.oneof(multiplier.map(steady), interest);

describe('scaled amounts, as the app builds on the program’s rule', () => {
  it('a multiplier applies once the cluster clock reaches its time, and not a second before', () => {
    fc.assert(
      fc.property(raw, decimals, multiplier, fc.boolean(), (amount, places, factor, crossed) => {
        const scale: AmountScale = {
          kind: 'multiplier',
          multiplier: 1,
          newMultiplier: factor,
          newMultiplierAt: 1_000,
          now: crossed ? 1_000 : 999,
        };
        const expected = crossed ? uiUnits(amount, { decimals: places, scale: steady(factor) }) : amount;
        expect(uiUnits(amount, { decimals: places, scale })).toBe(expected);
      }),
      RUNS,
    );
  });

  it('a typed amount moves within one raw unit of its exact worth (a multiplier truncates, interest rounds); the whole balance typed moves exactly the balance', () => {
    fc.assert(
      fc.property(raw, decimals, anyScale, (balance, places, scale) => {
        const token = { decimals: places, scale };
        const shown = uiUnits(balance, token);
        const moved = rawUnits(shown, token);
        if (scale.kind === 'multiplier') {
          // |moved × factor − typed| < one raw unit's worth (plus a double's rounding), in exact arithmetic.
          const { num, den } = exactFraction(scale.multiplier);
          const gap = moved * num - shown * den;
          expect((gap < 0n ? -gap : gap) <= num + (shown * den) / 2n ** 40n).toBe(true);
        }
        expect(rawUnits(shown, token, balance)).toBe(balance);
        expect(typedRaw(toDecimalString(shown, places), { ...token, balance })).toBe(balance);
      }),
      RUNS,
    );
  });

  it('typing more never moves less', () => {
    fc.assert(
      fc.property(raw, raw, decimals, anyScale, (a, b, places, scale) => {
        const token = { decimals: places, scale };
        const [less, more] = a <= b ? [a, b] : [b, a];
        expect(rawUnits(less, token) <= rawUnits(more, token)).toBe(true);
      }),
      RUNS,
    );
  });

  it('a row worked out in raw units and written as shown moves no more than its raw units, and one more shown unit would', () => {
    fc.assert(
      fc.property(
        raw,
        decimals,
        fc.oneof(anyScale, fc.constantFrom(1e6, 1e-6, 1000).map(steady)),
        (units, places, scale) => {
          const token = { decimals: places, scale };
          const written = uiUnitsAtMost(units, token);
          expect(rawUnits(written, token) <= units).toBe(true);
          expect(rawUnits(written + 1n, token) > units).toBe(true);
        },
      ),
      RUNS,
    );
  });
});

describe('the amount rule as a person meets it', () => {
  const doubled: AmountScale = { kind: 'multiplier', multiplier: 2, newMultiplier: 2, newMultiplierAt: 0, now: 5 };
  it('100 raw units of a ×2 token show as 200, and 200 typed moves 100', () => {
    expect(shownAmount(100n, { decimals: 0, scale: doubled })).toBe('200');
    expect(typedRaw('200', { decimals: 0, scale: doubled })).toBe(100n);
    // An ordinary token is the raw amount over 10^decimals, as ever.
    expect(shownAmount(150n, { decimals: 2 })).toBe('1.5');
    expect(typedRaw('1.5', { decimals: 2 })).toBe(150n);
  });

  it('refuses a paused or non-transferable token in words', () => {
    expect(transferRefusal({ symbol: 'PAU', paused: true })).toBe(
      'PAU is paused by its issuer: no transfers until it is resumed',
    );
    expect(transferRefusal({ symbol: 'NT', nonTransferable: true })).toMatch(/^NT cannot be transferred/);
    expect(transferRefusal({ symbol: 'OK' })).toBeNull();
  });

  it('interest: a typed amount moves what the program’s UiAmountToAmount makes of it, rounded to the nearest raw unit', () => {
    // 5 years at 10% a year: e^0.5 = 1.6487..., so 165 shown is 100.08 raw (100 move) and 166 is 100.68 (101 move,
    // shown as 167: the program rounds, the app does not second-guess it).
    const scale: AmountScale = {
      kind: 'interest',
      rate: 1_000,
      averageRateBefore: 1_000,
      initializedAt: 0,
      updatedAt: 0,
      now: 5 * YEAR,
    };
    const token = { decimals: 0, scale };
    expect(typedRaw('165', token)).toBe(100n);
    expect(typedRaw('166', token)).toBe(101n);
    expect(shownAmount(100n, token)).toBe('165');
    expect(shownAmount(101n, token)).toBe('167');
  });

  it('past 2^53 raw units the program’s doubles decide, and the whole balance still moves exactly', () => {
    const token = { decimals: 0, scale: doubled };
    const balance = 2n ** 59n + 1n;
    // `amount as f64` is 2^59: the program shows 2^60, and 2^60 typed moves 2^59.
    expect(uiUnits(balance, token)).toBe(2n ** 60n);
    expect(rawUnits(2n ** 60n + 2n, token)).toBe(2n ** 59n);
    expect(rawUnits(uiUnits(balance, token), token, balance)).toBe(balance);
    expect(typedRaw(String(2n ** 60n), { ...token, balance })).toBe(balance);
  });

  it('an amount that moves nothing on chain is said so, under its field', () => {
    const thousandfold: AmountScale = {
      kind: 'multiplier',
      multiplier: 1000,
      newMultiplier: 1000,
      newMultiplierAt: 0,
      now: 5,
    };
    expect(movesNothingIssue('999', { decimals: 0, scale: thousandfold })).toBe(
      'This moves nothing on chain: it is less than one raw unit (×1000 multiplier)',
    );
    expect(movesNothingIssue('1000', { decimals: 0, scale: thousandfold })).toBeNull();
    expect(movesNothingIssue('1', { decimals: 0 })).toBeNull();
  });
});
