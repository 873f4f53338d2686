import { describe, expect, it } from 'vitest';
import { holderSnapshotCsv, supplyShare } from './holder-snapshot-csv';

describe('holder snapshot CSV', () => {
  it('shares are exact percentages, rounded down, never floats', () => {
    expect(supplyShare(1n, 3n)).toBe('33.333333%');
    expect(supplyShare(1n, 100_000_000n)).toBe('0.000001%');
    expect(supplyShare(50n, 100n)).toBe('50%');
    expect(supplyShare(1n, 0n)).toBe('—');
  });

  it('owner,amount,share,token_account with exact decimal amounts', () => {
    const csv = holderSnapshotCsv({
      mint: 'M',
      slot: 9n,
      decimals: 9,
      supply: 123_456_789_000_000_001n,
      holders: [
        { owner: 'A1', tokenAccount: 'T1', amount: 123_456_789_000_000_000n, frozen: false },
        { owner: 'A2', tokenAccount: 'T2', amount: 1n, frozen: true },
      ],
      leftOut: 0,
    });
    expect(csv).toBe(
      '\ufeff"owner","amount","share","token_account"\r\n"A1","123456789","99.999999%","T1"\r\n"A2","0.000000001","0%","T2"\r\n',
    );
  });
});
