import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/lib/app-error';
import { asWalletError } from './wallet-error';

describe('asWalletError', () => {
  it('keeps the wallet’s own words, whatever shape its refusal takes', () => {
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    expect(asWalletError(refusal, 'Phantom')).toMatchObject({
      kind: 'wallet',
      message: 'User rejected the request.',
      cause: refusal,
    });
    expect(asWalletError({ code: 4001, message: 'Locked' }, 'Phantom').message).toBe('Locked');
    expect(asWalletError('Not now', 'Phantom').message).toBe('Not now');
  });

  it('says the wallet did not connect when it gave no words; an AppError passes through', () => {
    expect(asWalletError(undefined, 'Solflare').message).toBe('Solflare did not connect.');
    expect(asWalletError({ code: 1 }, 'Solflare').message).toBe('Solflare did not connect.');
    const own = new AppError('wallet', 'Phantom cannot connect.');
    expect(asWalletError(own, 'Phantom')).toBe(own);
  });
});
