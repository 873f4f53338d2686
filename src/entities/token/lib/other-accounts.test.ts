import { describe, expect, it } from 'vitest';
import { KEST } from '@test-support/unit/sample-tokens';
import { otherAccountsNote } from './other-accounts';

describe('otherAccountsNote', () => {
  it('names what the balance leaves out, exactly, and nothing when there is one account', () => {
    const token = { ...KEST, symbol: 'GLD', decimals: 2 };
    expect(otherAccountsNote(token)).toBeNull();
    expect(otherAccountsNote({ ...token, otherAccounts: { count: 2, balance: 12_345n } })).toBe(
      '+123.45 GLD in 2 other accounts, not spendable in the same send',
    );
  });
});
