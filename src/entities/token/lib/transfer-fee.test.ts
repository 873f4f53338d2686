import { describe, expect, it } from 'vitest';
import { transferFeeOn } from './transfer-fee';

describe('transferFeeOn', () => {
  it('is the share rounded up to a base unit, capped at the maximum', () => {
    expect(transferFeeOn(1_000n, { basisPoints: 100, maximumFee: 50n })).toBe(10n);
    expect(transferFeeOn(1_001n, { basisPoints: 100, maximumFee: 50n })).toBe(11n);
    expect(transferFeeOn(1n, { basisPoints: 1, maximumFee: 50n })).toBe(1n);
    expect(transferFeeOn(1_000_000n, { basisPoints: 250, maximumFee: 1_000n })).toBe(1_000n);
    expect(transferFeeOn(2n ** 64n - 1n, { basisPoints: 10_000, maximumFee: 2n ** 64n - 1n })).toBe(2n ** 64n - 1n);
  });

  it('is nothing for a zero fee or a zero amount', () => {
    expect(transferFeeOn(1_000n, { basisPoints: 0, maximumFee: 50n })).toBe(0n);
    expect(transferFeeOn(0n, { basisPoints: 100, maximumFee: 50n })).toBe(0n);
    expect(transferFeeOn(1_000n, { basisPoints: 100, maximumFee: 0n })).toBe(0n);
  });
});
