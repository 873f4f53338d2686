import { isValidAddress, shortenAddress } from './address';

describe('shortenAddress', () => {
  it('keeps the first and last 4 characters', () => {
    expect(shortenAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe('EPjF...Dt1v');
  });
  it('is empty when missing', () => {
    expect(shortenAddress(undefined)).toBe('');
    expect(shortenAddress('')).toBe('');
  });
});

describe('isValidAddress', () => {
  it('accepts 32-byte base58 addresses only', () => {
    expect(isValidAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true);
    expect(isValidAddress('11111111111111111111111111111111')).toBe(true);
    expect(isValidAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGk')).toBe(false);
    expect(isValidAddress('0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl')).toBe(false);
    expect(isValidAddress('short')).toBe(false);
  });
});
