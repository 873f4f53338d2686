import { amountIssue } from './amount-issue';

describe('amountIssue', () => {
  it('accepts exact positive amounts within the limits', () => {
    expect(amountIssue('1205.75', { decimals: 6, max: 1_205_750_000n })).toBeNull();
    expect(amountIssue('18446744073.709551615', { decimals: 9 })).toBeNull();
  });

  it('names each problem', () => {
    expect(amountIssue('', { decimals: 6 })).toBe('Amount must be greater than 0');
    expect(amountIssue('0', { decimals: 6 })).toBe('Amount must be greater than 0');
    expect(amountIssue('-3', { decimals: 6 })).toBe('Amount must be greater than 0');
    expect(amountIssue('abc', { decimals: 6 })).toBe('Enter a number');
    expect(amountIssue('0.0000001', { decimals: 6 })).toBe('This token allows at most 6 decimal places');
    expect(amountIssue('1.5', { decimals: 0 })).toBe('This token has no decimal places: enter a whole number');
    expect(amountIssue('18446744073.709551616', { decimals: 9 })).toBe(
      'Amount is too large: at most 18,446,744,073.709551615',
    );
    expect(
      amountIssue('1205.750001', { decimals: 6, max: 1_205_750_000n, maxMessage: () => 'Amount exceeds your balance' }),
    ).toBe('Amount exceeds your balance');
    expect(amountIssue('0', { decimals: 9, positiveMessage: 'Initial supply must be greater than 0' })).toBe(
      'Initial supply must be greater than 0',
    );
  });

  it('takes zero, written any way, where zero is allowed (a fee maximum), and still refuses a negative', () => {
    for (const zero of ['0', '0.00', ' 0 ', '.0'])
      expect(amountIssue(zero, { decimals: 2, allowZero: true })).toBeNull();
    expect(amountIssue('0.00', { decimals: 2 })).toBe('Amount must be greater than 0');
    expect(amountIssue('-1', { decimals: 2, allowZero: true })).toBe('Amount must be greater than 0');
  });
});
