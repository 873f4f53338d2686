// @vitest-environment node
// The one amount rule of scaled tokens against kit's own conversion, at random multipliers and rates.
import fc from 'fast-check';
import {
  amountToUiAmountForInterestBearingMintWithoutSimulation,
  amountToUiAmountForScaledUiAmountMintWithoutSimulation,
} from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { parseAmount, toDecimalString } from '@/shared/lib/amount';
import type { AmountScale } from '../model';
import {
  exactFraction,
  movesNothingIssue,
  rawUnits,
  shownAmount,
  transferRefusal,
  typedRaw,
  uiUnits,
  uiUnitsAtMost,
} from './token-traits';

const RUNS = { numRuns: 2_000, seed: 20261125 };
const raw = fc.bigInt({ min: 0n, max: 10n ** 15n });
const decimals = fc.integer({ min: 0, max: 9 });
const multiplier = fc.double({ min: 0.001, max: 1000, noNaN: true, noDefaultInfinity: true });
const rate = fc.integer({ min: -32_767, max: 32_767 });
const YEAR = 31_556_736;
const exact = (text: string, places: number) => {
  const parsed = parseAmount(text, places, 'en');
  if (!parsed.ok) throw new Error(`kit gave ${text}`);
  return parsed.value;
};

describe('scaled amounts, exactly as kit and the program compute them', () => {
  it('a multiplier: the shown amount is kit’s UI amount, digit for digit', () => {
    fc.assert(
      fc.property(raw, decimals, multiplier, fc.boolean(), (amount, places, factor, crossed) => {
        // The new multiplier applies once the cluster clock reaches its time.
        const scale: AmountScale = {
          kind: 'multiplier',
          multiplier: 1,
          newMultiplier: factor,
          newMultiplierAt: 1_000,
          now: crossed ? 1_000 : 999,
        };
        const kit = amountToUiAmountForScaledUiAmountMintWithoutSimulation(amount, places, crossed ? factor : 1);
        expect(toDecimalString(uiUnits(amount, { decimals: places, scale }), places)).toBe(
          toDecimalString(exact(kit, places), places),
        );
      }),
      RUNS,
    );
  });

  it('a typed amount moves the most raw units whose value is within it, exactly (never more); the whole balance typed moves exactly the balance', () => {
    fc.assert(
      fc.property(raw, decimals, multiplier, (balance, places, factor) => {
        const scale: AmountScale = {
          kind: 'multiplier',
          multiplier: factor,
          newMultiplier: factor,
          newMultiplierAt: 0,
          now: 0,
        };
        const token = { decimals: places, scale };
        const shown = uiUnits(balance, token);
        const typed = toDecimalString(shown, places);
        const moved = rawUnits(shown, token);
        const { num, den } = exactFraction(factor);
        // moved × factor <= typed < (moved + 1) × factor, in exact arithmetic.
        expect(moved * num <= shown * den).toBe(true);
        expect((moved + 1n) * num > shown * den).toBe(true);
        expect(rawUnits(shown, token, balance)).toBe(balance);
        expect(typedRaw(typed, { ...token, balance })).toBe(balance);
      }),
      RUNS,
    );
  });

  it('a row worked out in raw units and written as shown moves no more than its raw units, and one more shown unit would', () => {
    fc.assert(
      fc.property(raw, decimals, multiplier, (units, places, factor) => {
        const token = {
          decimals: places,
          scale: { kind: 'multiplier', multiplier: factor, newMultiplier: factor, newMultiplierAt: 0, now: 0 } as const,
        };
        const written = uiUnitsAtMost(units, token);
        expect(rawUnits(written, token) <= units).toBe(true);
        expect(rawUnits(written + 1n, token) > units).toBe(true);
      }),
      RUNS,
    );
  });

  it('interest: the shown amount is kit’s, at the rates and times given', () => {
    fc.assert(
      fc.property(
        raw,
        decimals,
        rate,
        rate,
        fc.integer({ min: 0, max: 5 * YEAR }),
        (amount, places, before, now, age) => {
          const scale: AmountScale = {
            kind: 'interest',
            rate: now,
            averageRateBefore: before,
            initializedAt: 1_000,
            updatedAt: 1_000 + Math.floor(age / 2),
            now: 1_000 + age,
          };
          const kit = amountToUiAmountForInterestBearingMintWithoutSimulation(
            amount,
            places,
            scale.now,
            scale.updatedAt,
            scale.initializedAt,
            before,
            now,
          );
          expect(uiUnits(amount, { decimals: places, scale })).toBe(exact(kit, places));
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

  it('interest rounds toward zero: 165 typed at 0 decimals never moves more than 165 is worth', () => {
    // 5 years at 10% a year: e^0.5 = 1.6487..., so 166 shown is 100.68 raw: 100 move (rounding to nearest moved 101,
    // worth 166.52: more than typed).
    const interest: AmountScale = {
      kind: 'interest',
      rate: 1_000,
      averageRateBefore: 1_000,
      initializedAt: 0,
      updatedAt: 0,
      now: 5 * YEAR,
    };
    const token = { decimals: 0, scale: interest };
    expect(typedRaw('165', token)).toBe(100n);
    expect(typedRaw('166', token)).toBe(100n);
    expect(shownAmount(100n, token)).toBe('165');
  });

  it('is exact past 2^53 raw units', () => {
    const token = { decimals: 0, scale: doubled };
    const huge = 2n ** 60n + 2n;
    expect(rawUnits(huge, token)).toBe(2n ** 59n + 1n);
    expect(uiUnits(2n ** 59n + 1n, token)).toBe(huge);
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
