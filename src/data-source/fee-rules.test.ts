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

  // The figures a cluster's Rent sysvar gives them: SIMD-0194's layout (the rate a byte, threshold 1) at today's
  // mainnet rate (SIMD-0437 step 2) and the rate before it, and the older layout (per byte-year, threshold 2).
  it('rent-exempt minimums follow the rule the cluster states: (128 + bytes) × rate × threshold', () => {
    const today = { lamportsPerByte: 5_080n, exemptionThreshold: 1 };
    expect(rentExemptLamports(today, TOKEN_ACCOUNT_BYTES['spl-token'])).toBe(1_488_440n);
    expect(rentExemptLamports(today, TOKEN_ACCOUNT_BYTES['token-2022'])).toBe(1_513_840n);
    expect(rentExemptLamports(today, 0)).toBe(650_240n);
    const summer = { lamportsPerByte: 6_960n, exemptionThreshold: 1 };
    expect(rentExemptLamports(summer, TOKEN_ACCOUNT_BYTES['spl-token'])).toBe(2_039_280n);
    const olderLayout = { lamportsPerByte: 3_480n, exemptionThreshold: 2 };
    expect(rentExemptLamports(olderLayout, TOKEN_ACCOUNT_BYTES['spl-token'])).toBe(2_039_280n);
  });
});
