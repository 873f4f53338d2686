import { describe, expect, it } from 'vitest';
import { describeRequestError, encodeTransferRequest, parseTransferRequest } from './solana-pay';

const RECIPIENT = 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const REF = '82ZJ7nbGpixjeDCmEhUcmwXYfvurzAgGdtSMuHnUgyny';

describe('encodeTransferRequest', () => {
  it('writes the fields in the spec’s order, percent-encoding text (a space is %20)', () => {
    expect(
      encodeTransferRequest({
        recipient: RECIPIENT,
        amount: '0.01',
        splToken: USDC,
        references: [REF],
        label: 'Michael',
        message: 'Thanks for all the fish',
        memo: 'OrderId12345',
      }),
    ).toBe(
      `solana:${RECIPIENT}?amount=0.01&spl-token=${USDC}&reference=${REF}&label=Michael&message=Thanks%20for%20all%20the%20fish&memo=OrderId12345`,
    );
    expect(encodeTransferRequest({ recipient: RECIPIENT, references: [] })).toBe(`solana:${RECIPIENT}`);
  });
});

describe('parseTransferRequest', () => {
  it('reads a request, a plain address, and ignores parameters it does not know', () => {
    expect(parseTransferRequest(`solana:${RECIPIENT}?amount=1&spl-token=${USDC}&reference=${REF}&x-shop=1`)).toEqual({
      ok: true,
      request: { recipient: RECIPIENT, amount: '1', splToken: USDC, references: [REF] },
    });
    expect(parseTransferRequest(`  ${RECIPIENT}\n`)).toEqual({
      ok: true,
      request: { recipient: RECIPIENT, references: [] },
    });
    expect(parseTransferRequest(`SOLANA:${RECIPIENT}`)).toMatchObject({ ok: true });
  });

  it('keeps a "+" as a "+" (Solana Pay text is percent-encoded, not form-encoded)', () => {
    expect(parseTransferRequest(`solana:${RECIPIENT}?message=1+1%3D2`)).toMatchObject({
      ok: true,
      request: { message: '1+1=2' },
    });
  });

  it.each([
    ['hello', 'not-a-request'],
    [`solana:${RECIPIENT}?label=%E0%A4%A`, 'not-a-request'],
    ['solana:https%3A%2F%2Fshop.example%2Fpay', 'transaction-request'],
    ['solana:https://shop.example/pay', 'transaction-request'],
    ['solana:notAnAddress', 'bad-recipient'],
    [`solana:${RECIPIENT}?amount=-1`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=1e3`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=1,5`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=.5`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=5.`, 'bad-amount'],
    [`solana:${RECIPIENT}?spl-token=USDC`, 'bad-token'],
    [`solana:${RECIPIENT}?reference=xyz`, 'bad-reference'],
    [`solana:${RECIPIENT}?amount=1&amount=2`, 'duplicate-field'],
    [`solana:${RECIPIENT}?spl-token=${USDC}&spl-token=${USDC}`, 'duplicate-field'],
  ] as const)('refuses %s: %s', (text, error) => {
    expect(parseTransferRequest(text)).toEqual({ ok: false, error });
    expect(describeRequestError(error)).toMatch(/\.$/);
  });

  it('accepts every reference, in order', () => {
    const parsed = parseTransferRequest(`solana:${RECIPIENT}?reference=${REF}&reference=${USDC}`);
    expect(parsed).toMatchObject({ ok: true, request: { references: [REF, USDC] } });
  });
});
