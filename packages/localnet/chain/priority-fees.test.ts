import { describe, expect, it } from 'vitest';
import { FEE_SLOTS, PrioritizationFees } from './priority-fees';

describe('PrioritizationFees', () => {
  it("reports a block's lowest price, raised by a named account's lowest price in it", () => {
    const fees = new PrioritizationFees();
    fees.landed(10, 5_000n, ['payer']);
    fees.landed(10, 30_000n, ['hot']);
    fees.landed(10, 8_000n, ['hot', 'other']);
    expect(fees.at(10, [])).toBe(5_000n);
    expect(fees.at(10, ['hot'])).toBe(8_000n);
    expect(fees.at(10, ['other', 'unseen'])).toBe(8_000n);
    expect(fees.at(10, ['unseen'])).toBe(5_000n);
    expect(fees.at(11, ['hot'])).toBe(0n); // nothing landed
  });

  it('counts background load in the block floor, not for any account', () => {
    const fees = new PrioritizationFees();
    fees.background(3, 12_000n);
    fees.landed(3, 40_000n, ['mine']);
    expect(fees.at(3, [])).toBe(12_000n);
    expect(fees.at(3, ['mine'])).toBe(40_000n);
    fees.landed(4, 0n, ['mine']);
    expect(fees.at(4, ['mine'])).toBe(0n);
  });

  it('keeps only the window the method answers for', () => {
    const fees = new PrioritizationFees();
    for (let slot = 1; slot <= 400; slot++) fees.landed(slot, BigInt(slot), []);
    fees.prune(400);
    expect(fees.at(400 - FEE_SLOTS, [])).toBe(0n);
    expect(fees.at(400 - FEE_SLOTS + 1, [])).toBe(BigInt(400 - FEE_SLOTS + 1));
  });
});
