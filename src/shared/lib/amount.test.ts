import { formatAmount, formatSol, parseAmount, toDecimalString, U64_MAX } from './amount';

describe('parseAmount', () => {
  it('turns decimal strings into exact base units', () => {
    expect(parseAmount('1205.75', 6)).toEqual({ ok: true, value: 1_205_750_000n });
    expect(parseAmount('0.1', 9)).toEqual({ ok: true, value: 100_000_000n });
    expect(parseAmount('1,000,000', 9)).toEqual({ ok: true, value: 1_000_000_000_000_000n });
    expect(parseAmount('.5', 1)).toEqual({ ok: true, value: 5n });
    expect(parseAmount('7', 0)).toEqual({ ok: true, value: 7n });
    expect(parseAmount('2.500', 1)).toEqual({ ok: true, value: 25n });
  });

  it('stays exact past 2^53 (where floats lose digits)', () => {
    expect(parseAmount('18446744073.709551615', 9)).toEqual({ ok: true, value: U64_MAX });
    expect(parseAmount('9007199254740993', 0)).toEqual({ ok: true, value: 9_007_199_254_740_993n });
  });

  it('names what is wrong with bad input', () => {
    expect(parseAmount('', 6)).toEqual({ ok: false, error: 'empty' });
    expect(parseAmount('abc', 6)).toEqual({ ok: false, error: 'invalid' });
    expect(parseAmount('1.2.3', 6)).toEqual({ ok: false, error: 'invalid' });
    expect(parseAmount('.', 6)).toEqual({ ok: false, error: 'invalid' });
    expect(parseAmount('-1', 6)).toEqual({ ok: false, error: 'negative' });
    expect(parseAmount('0.0000001', 6)).toEqual({ ok: false, error: 'too-many-decimals' });
    expect(parseAmount('1.5', 0)).toEqual({ ok: false, error: 'too-many-decimals' });
  });
});

describe('parseAmount and the locale', () => {
  it('honours the locale decimal separator and accepts grouping only in groups of three', () => {
    expect(parseAmount('1,5', 2, 'de-DE')).toEqual({ ok: true, value: 150n });
    expect(parseAmount('1.000,5', 2, 'de-DE')).toEqual({ ok: true, value: 100_050n });
    expect(parseAmount('1 000 000', 0, 'en-US')).toEqual({ ok: true, value: 1_000_000n });
    expect(parseAmount('1\u202f000,25', 2, 'fr-FR')).toEqual({ ok: true, value: 100_025n });
  });

  it('refuses a separator it would otherwise have to guess at', () => {
    expect(parseAmount('1,5', 2, 'en-US')).toEqual({ ok: false, error: 'ambiguous-separator' });
    expect(parseAmount('1.5', 2, 'de-DE')).toEqual({ ok: false, error: 'ambiguous-separator' });
    expect(parseAmount('10,00', 2, 'en-US')).toEqual({ ok: false, error: 'ambiguous-separator' });
    expect(parseAmount('1,000 000', 0, 'en-US')).toEqual({ ok: false, error: 'ambiguous-separator' });
    expect(parseAmount('1.5,5', 2, 'en-US')).toEqual({ ok: false, error: 'ambiguous-separator' });
  });
});

describe('toDecimalString and formatAmount', () => {
  it('round-trips base units', () => {
    expect(toDecimalString(1_205_750_000n, 6)).toBe('1205.75');
    expect(toDecimalString(5n, 9)).toBe('0.000000005');
    expect(toDecimalString(U64_MAX, 9)).toBe('18446744073.709551615');
    expect(toDecimalString(42n, 0)).toBe('42');
  });

  it('groups the whole part for the locale and keeps every fraction digit', () => {
    expect(formatAmount(1_205_750_000n, 6, { locale: 'en-US' })).toBe('1,205.75');
    expect(formatAmount(U64_MAX, 0, { locale: 'en-US' })).toBe('18,446,744,073,709,551,615');
    expect(formatAmount(1_205_750_000n, 6, { locale: 'de-DE' })).toBe('1.205,75');
    expect(formatAmount(-325_500_000n, 6, { locale: 'en-US' })).toBe('-325.5');
  });
});

describe('formatSol', () => {
  it('shows 4 decimals, or 0', () => {
    expect(formatSol(0n, 'en-US')).toBe('0');
    expect(formatSol(2_000_000_000n, 'en-US')).toBe('2.0000');
    expect(formatSol(1_234_567_890n, 'en-US')).toBe('1.2345');
  });
});
