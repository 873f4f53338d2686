import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  cappedPrice,
  networkFee,
  percentilePrice,
  priorityLamports,
  rentExemptLamports,
  TOKEN_ACCOUNT_BYTES,
  unitLimitFor,
} from './fee-rules';

describe('fee rules', () => {
  it('a limit is the units consumed with a 10% margin, 1,000 more and 20,000 for a wallet’s guards, never above 1,400,000', () => {
    expect(unitLimitFor(0)).toBe(21_000);
    expect(unitLimitFor(10_000n)).toBe(32_000);
    expect(unitLimitFor(1_399_000)).toBe(1_400_000);
  });

  it('a priority fee is rounded up to the next lamport, as the runtime charges it', () => {
    expect(priorityLamports({ unitLimit: 200_000, unitPrice: 0n })).toBe(0n);
    expect(priorityLamports({ unitLimit: 1, unitPrice: 1n })).toBe(1n);
    expect(priorityLamports({ unitLimit: 200_000, unitPrice: 5n })).toBe(1n);
    expect(priorityLamports({ unitLimit: 200_000, unitPrice: 10_000n })).toBe(2_000n);
  });

  it('percentiles count only the slots that paid; none paid means no bid', () => {
    expect(percentilePrice([0n, 0n], 50)).toBe(0n);
    expect(percentilePrice([0n, 30n, 10n, 20n], 50)).toBe(20n);
    expect(percentilePrice([0n, 30n, 10n, 20n], 95)).toBe(30n);
    expect(percentilePrice([7n], 50)).toBe(7n);
  });

  it('a capped price never makes the priority fee exceed the cap (any limit, price and cap)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_400_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        (unitLimit, price, cap) => {
          const unitPrice = cappedPrice(price, unitLimit, cap);
          expect(unitPrice <= price).toBe(true);
          expect(priorityLamports({ unitLimit, unitPrice }) <= cap).toBe(true);
        },
      ),
    );
  });

  it('the whole fee is 5,000 lamports a signature plus the priority fee', () => {
    const setting = { level: 'fast' as const, capLamports: 1_000_000n };
    const fee = networkFee(2, budgetFor(10_000, [0n, 100n, 200n, 300n, 400n], setting), setting);
    expect(fee).toEqual({
      base: 10_000n,
      // 32,000 units at 300 micro-lamports: 9.6 lamports, rounded up.
      priority: 10n,
      total: 10_010n,
      unitLimit: 32_000,
      unitPrice: 300n,
      level: 'fast',
    });
  });

  it('rent-exempt minimums are as the chain has them: 2,039,280 lamports for a classic token account, 2,074,080 for a Token-2022 one', () => {
    expect(rentExemptLamports(TOKEN_ACCOUNT_BYTES['spl-token'])).toBe(2_039_280n);
    expect(rentExemptLamports(TOKEN_ACCOUNT_BYTES['token-2022'])).toBe(2_074_080n);
    expect(rentExemptLamports(0)).toBe(890_880n);
  });
});
