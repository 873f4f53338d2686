import { impersonated, lookalikeKey } from './known-tokens';

const REAL_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const FAKE = 'FakeMint1111111111111111111111111111111111';

describe('impersonation', () => {
  it('folds case, accents, Cyrillic and Greek look-alikes, digits posing as letters, spacing and hidden marks', () => {
    expect(lookalikeKey('USDC')).toBe(lookalikeKey('usdc'));
    expect(lookalikeKey('USDС')).toBe(lookalikeKey('USDC')); // Cyrillic С
    expect(lookalikeKey('U5DC')).toBe(lookalikeKey('USDC'));
    expect(lookalikeKey('U S D C')).toBe(lookalikeKey('USDC'));
    expect(lookalikeKey('[U+200B]USDC')).toBe(lookalikeKey('USDC'));
    expect(lookalikeKey('ÚSDÇ')).toBe(lookalikeKey('USDC'));
    expect(lookalikeKey('Τether USD')).toBe(lookalikeKey('Tether USD')); // Greek Tau
  });

  it('names the real token a look-alike pretends to be; the real mint and unrelated tokens pass', () => {
    expect(impersonated({ mint: FAKE, name: 'Totally legit', symbol: 'USDС' }, 'mainnet-beta')?.mint).toBe(REAL_USDC);
    expect(impersonated({ mint: FAKE, name: 'usd coin', symbol: 'XYZ' }, 'mainnet-beta')?.symbol).toBe('USDC');
    expect(impersonated({ mint: REAL_USDC, name: 'USD Coin', symbol: 'USDC' }, 'mainnet-beta')).toBeNull();
    expect(impersonated({ mint: FAKE, name: 'Gold Coin', symbol: 'GLD' }, 'mainnet-beta')).toBeNull();
    expect(impersonated({ mint: FAKE, name: 'Wrapped', symbol: 'S0L' }, 'localnet')?.name).toBe('Wrapped SOL');
  });

  it('where no USDC or USDT is listed (Localnet, an unknown cluster), any token calling itself one is not the real one', () => {
    for (const network of ['localnet', 'unknown', 'testnet'] as const) {
      expect(impersonated({ mint: FAKE, name: 'USD Coin', symbol: 'USDC' }, network)?.symbol).toBe('USDC');
      expect(impersonated({ mint: REAL_USDC, name: 'Tether USD', symbol: 'USDT' }, network)?.symbol).toBe('USDT');
      expect(impersonated({ mint: FAKE, name: 'Gold Coin', symbol: 'GLD' }, network)).toBeNull();
    }
  });

  it.each([
    ['ՍSDC', 'Armenian Ս'],
    ['USԁC', 'Cyrillic ԁ'],
    ['ꓴꓢꓓꓚ', 'Lisu letters'],
    ['ᴜꜱᴅᴄ', 'Latin small capitals'],
    ['UᏚDC', 'Cherokee Ꮪ'],
    ['USDϹ', 'Greek lunate sigma Ϲ'],
    ['USDC\u3164', 'a Hangul filler after it'],
    ['U\u{E0041}SDC', 'a tag character'],
    ['US\uFE0FDC', 'a variation selector'],
  ])('%s (%s) is a look-alike of USDC, by Unicode’s confusables (UTS #39)', (symbol) => {
    expect(lookalikeKey(symbol)).toBe(lookalikeKey('USDC'));
    expect(impersonated({ mint: FAKE, name: 'Not it', symbol }, 'mainnet-beta')?.mint).toBe(REAL_USDC);
  });

  it('does not flag what only shares letters', () => {
    for (const symbol of ['USDS', 'USD', 'DUSC', 'SUSD']) {
      expect(impersonated({ mint: FAKE, name: 'Other', symbol }, 'mainnet-beta')).toBeNull();
    }
  });
});
