import { describe, expect, it } from 'vitest';
import type { PaymentFound } from '@/entities/payment/model';
import { choosePayment } from './payment-choice';

const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const OTHER = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const payment = (signature: string, over: Partial<PaymentFound> = {}): PaymentFound => ({
  signature,
  payer: 'payer',
  mint: MINT,
  amount: 1_250n,
  status: 'confirmed',
  ...over,
});
const asked = { mint: MINT, amount: 1_250n };

describe('choosePayment', () => {
  it('finds the real payment behind spam that names the reference first', () => {
    const spam = [
      payment('spam-nothing', { mint: null, amount: null }),
      payment('spam-dust', { amount: 1n }),
      payment('spam-other-token', { mint: OTHER }),
      payment('spam-failed', { status: 'failed', mint: null, amount: null }),
    ];
    expect(choosePayment([...spam, payment('real')], asked)?.signature).toBe('real');
  });

  it('without the real one, shows what brought the payee something, then what landed, then a failed attempt', () => {
    expect(
      choosePayment([payment('nothing', { mint: null, amount: null }), payment('dust', { amount: 1n })], asked)
        ?.signature,
    ).toBe('dust');
    expect(
      choosePayment([payment('failed', { status: 'failed' }), payment('nothing', { mint: null, amount: null })], asked)
        ?.signature,
    ).toBe('nothing');
    expect(
      choosePayment([payment('failed-1', { status: 'failed' }), payment('failed-2', { status: 'failed' })], asked)
        ?.signature,
    ).toBe('failed-2');
    expect(choosePayment([], asked)).toBeNull();
  });
});
