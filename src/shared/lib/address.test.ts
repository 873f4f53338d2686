import { shortenAddress } from './address';

describe('shortenAddress', () => {
  it('keeps the first and last 4 characters', () => {
    expect(shortenAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe('EPjF...Dt1v');
  });
  it('is empty when missing', () => {
    expect(shortenAddress(undefined)).toBe('');
    expect(shortenAddress('')).toBe('');
  });
});
