import { describe, expect, it } from 'vitest';
import { KEST } from '@test-support/unit/sample-tokens';
import { encodeTransferRequest } from '@/shared/lib/solana-pay';
import { readScannedCode } from './scanned-request';

const PAYEE = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const REF = '82ZJ7nbGpixjeDCmEhUcmwXYfvurzAgGdtSMuHnUgyny';
const OTHER_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('readScannedCode', () => {
  it('a plain address fills the recipient only', () => {
    expect(readScannedCode(PAYEE, [KEST])).toEqual({ ok: true, fields: { recipientAddress: PAYEE, references: [] } });
  });

  it('a request for a held token fills recipient, token and amount, and keeps references, label and message', () => {
    const url = encodeTransferRequest({
      recipient: PAYEE,
      splToken: KEST.mint,
      amount: '12.5',
      references: [REF],
      label: 'Café',
      message: 'Order 7',
    });
    expect(readScannedCode(url, [KEST], 'en-US')).toEqual({
      ok: true,
      fields: {
        recipientAddress: PAYEE,
        tokenMint: KEST.mint,
        amount: '12.5',
        references: [REF],
        label: 'Café',
        message: 'Order 7',
      },
    });
  });

  it('writes the amount with the locale’s decimal separator, so the form reads it exactly', () => {
    const url = encodeTransferRequest({ recipient: PAYEE, splToken: KEST.mint, amount: '1000.5', references: [] });
    expect(readScannedCode(url, [KEST], 'de-DE')).toMatchObject({ ok: true, fields: { amount: '1000,5' } });
  });

  it.each([
    [
      encodeTransferRequest({ recipient: PAYEE, splToken: OTHER_MINT, amount: '1', references: [] }),
      /a token you do not hold \(mint EPjF\.\.\.Dt1v\)/,
    ],
    [encodeTransferRequest({ recipient: PAYEE, amount: '1', references: [] }), /asks for SOL/],
    [
      encodeTransferRequest({ recipient: PAYEE, splToken: KEST.mint, amount: '0.001', references: [] }),
      /more decimal places than KEST/,
    ],
    [`solana:${PAYEE}?amount=1e9`, /amount is not a valid number/],
    ['https://example.com', /neither a Solana address nor a Solana Pay request/],
  ])('fills nothing for %s', (text, message) => {
    const result = readScannedCode(text, [KEST]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
