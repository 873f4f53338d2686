import { describe, expect, it } from 'vitest';
import {
  describeRequestError,
  encodeTransferRequest,
  parseTransferRequest,
  type TransferRequestError,
} from './solana-pay';

const RECIPIENT = 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const REF = '82ZJ7nbGpixjeDCmEhUcmwXYfvurzAgGdtSMuHnUgyny';
const ERRORS: TransferRequestError[] = [
  'not-a-request',
  'transaction-request',
  'bad-recipient',
  'bad-amount',
  'bad-token',
  'bad-reference',
  'duplicate-field',
];

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

  it('writes the same order whatever order the object’s keys are in, every reference in turn', () => {
    expect(
      encodeTransferRequest({ memo: 'm', label: 'l', references: [REF, USDC], amount: '2', recipient: RECIPIENT }),
    ).toBe(`solana:${RECIPIENT}?amount=2&reference=${REF}&reference=${USDC}&label=l&memo=m`);
  });

  it('encodes every character that means something in a URL, and keeps an empty field', () => {
    expect(encodeTransferRequest({ recipient: RECIPIENT, references: [], message: 'a+b&c=d%e#f?g 🪙', memo: '' })).toBe(
      `solana:${RECIPIENT}?message=a%2Bb%26c%3Dd%25e%23f%3Fg%20%F0%9F%AA%99&memo=`,
    );
  });

  it('writes half an emoji (a lone surrogate, which has no UTF-8 form) as U+FFFD instead of throwing', () => {
    const url = encodeTransferRequest({ recipient: RECIPIENT, references: [], label: 'a\uD83Eb' });
    expect(url).toBe(`solana:${RECIPIENT}?label=a%EF%BF%BDb`);
    expect(parseTransferRequest(url)).toMatchObject({ ok: true, request: { label: 'a\uFFFDb' } });
  });
});

describe('parseTransferRequest: the spec’s examples', () => {
  it('reads a request for 1 SOL with label, message and memo', () => {
    const url = `solana:${RECIPIENT}?amount=1&label=Michael&message=Thanks%20for%20all%20the%20fish&memo=OrderId12345`;
    expect(parseTransferRequest(url)).toEqual({
      ok: true,
      request: {
        recipient: RECIPIENT,
        amount: '1',
        references: [],
        label: 'Michael',
        message: 'Thanks for all the fish',
        memo: 'OrderId12345',
      },
    });
  });

  it('reads a request for 0.01 USDC', () => {
    expect(parseTransferRequest(`solana:${RECIPIENT}?amount=0.01&spl-token=${USDC}`)).toEqual({
      ok: true,
      request: { recipient: RECIPIENT, amount: '0.01', splToken: USDC, references: [] },
    });
  });

  it('reads a request for SOL with no amount (the wallet asks for it)', () => {
    expect(parseTransferRequest(`solana:${RECIPIENT}?label=Michael`)).toEqual({
      ok: true,
      request: { recipient: RECIPIENT, references: [], label: 'Michael' },
    });
    expect(parseTransferRequest(`solana:${RECIPIENT}`)).toEqual({
      ok: true,
      request: { recipient: RECIPIENT, references: [] },
    });
  });

  it('refuses the spec’s misprinted example with "&" for "?": the recipient would not be an address', () => {
    expect(parseTransferRequest(`solana:${RECIPIENT}&label=Michael`)).toEqual({ ok: false, error: 'bad-recipient' });
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
    expect(parseTransferRequest(`Solana:${RECIPIENT}?amount=3`)).toMatchObject({ ok: true, request: { amount: '3' } });
  });

  it('keeps the amount exactly as written, zero included', () => {
    for (const amount of ['0', '0.0', '1.50', '0.000000001', '18446744073709551615', '007']) {
      expect(parseTransferRequest(`solana:${RECIPIENT}?amount=${amount}`)).toMatchObject({
        ok: true,
        request: { amount },
      });
    }
  });

  it('reads a raw "+" as a space, as the shops’ form-encoding tools write it; a plus is %2B', () => {
    expect(parseTransferRequest(`solana:${RECIPIENT}?label=Coffee+Shop&message=1%2B1%3D2`)).toMatchObject({
      ok: true,
      request: { label: 'Coffee Shop', message: '1+1=2' },
    });
    expect(parseTransferRequest(`solana:${RECIPIENT}?label=a%2Bb%20c&memo=%F0%9F%AA%99`)).toMatchObject({
      ok: true,
      request: { label: 'a+b c', memo: '🪙' },
    });
  });

  it('reads an empty text field as empty, and a "=" inside a value as part of it', () => {
    expect(parseTransferRequest(`solana:${RECIPIENT}?label=&memo=a=b`)).toMatchObject({
      ok: true,
      request: { label: '', memo: 'a=b' },
    });
  });

  it('ignores a fragment: a raw "#" ends the query', () => {
    expect(parseTransferRequest(`solana:${RECIPIENT}?amount=1&label=Shop#section`)).toEqual({
      ok: true,
      request: { recipient: RECIPIENT, amount: '1', references: [], label: 'Shop' },
    });
  });

  it('accepts every reference, in order, the same one twice included', () => {
    const parsed = parseTransferRequest(`solana:${RECIPIENT}?reference=${REF}&reference=${USDC}&reference=${REF}`);
    expect(parsed).toMatchObject({ ok: true, request: { references: [REF, USDC, REF] } });
  });

  it.each([
    ['', 'not-a-request'],
    ['hello', 'not-a-request'],
    [`bitcoin:${RECIPIENT}`, 'not-a-request'],
    [`https://example.com/${RECIPIENT}`, 'not-a-request'],
    [RECIPIENT.slice(0, -1), 'not-a-request'],
    [`solana:${RECIPIENT}?label=%E0%A4%A`, 'not-a-request'],
    [`solana:${RECIPIENT}?memo=100%`, 'not-a-request'],
    [`solana:${RECIPIENT}?label=%ED%A0%80`, 'not-a-request'],
    ['solana:https%3A%2F%2Fshop.example%2Fpay', 'transaction-request'],
    ['solana:https://shop.example/pay', 'transaction-request'],
    ['SOLANA:HTTPS%3A%2F%2Fshop.example%2Fpay?label=Shop', 'transaction-request'],
    ['solana:', 'bad-recipient'],
    ['solana:notAnAddress', 'bad-recipient'],
    [`solana: ${RECIPIENT}`, 'bad-recipient'],
    [`solana:${RECIPIENT}0`, 'bad-recipient'],
    [`solana:${RECIPIENT}?amount=`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=-1`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=%2B1`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=1e3`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=1,5`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=1%201`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=.5`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=5.`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=1.2.3`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=NaN`, 'bad-amount'],
    [`solana:${RECIPIENT}?amount=%D9%A1`, 'bad-amount'],
    [`solana:${RECIPIENT}?spl-token=USDC`, 'bad-token'],
    [`solana:${RECIPIENT}?spl-token=`, 'bad-token'],
    [`solana:${RECIPIENT}?spl-token=%20${USDC}`, 'bad-token'],
    [`solana:${RECIPIENT}?reference=xyz`, 'bad-reference'],
    [`solana:${RECIPIENT}?reference=${REF}&reference=`, 'bad-reference'],
    [`solana:${RECIPIENT}?amount=1&amount=2`, 'duplicate-field'],
    [`solana:${RECIPIENT}?amount=1&amount=1`, 'duplicate-field'],
    [`solana:${RECIPIENT}?spl-token=${USDC}&spl-token=${USDC}`, 'duplicate-field'],
    [`solana:${RECIPIENT}?label=a&label=b`, 'duplicate-field'],
    [`solana:${RECIPIENT}?message=a&message=`, 'duplicate-field'],
    [`solana:${RECIPIENT}?memo=a&amount=1&memo=a`, 'duplicate-field'],
  ] as const)('refuses %j: %s', (text, error) => {
    expect(parseTransferRequest(text)).toEqual({ ok: false, error });
  });
});

describe('describeRequestError', () => {
  it('gives one distinct sentence per error', () => {
    const sentences = ERRORS.map(describeRequestError);
    for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
    expect(new Set(sentences).size).toBe(ERRORS.length);
    expect(describeRequestError('bad-amount')).toBe('The request’s amount is not a valid number.');
  });
});
