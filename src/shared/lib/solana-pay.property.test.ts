// @vitest-environment node
// Property tests of the Solana Pay URL: whatever a request holds, the URL built from it reads back as it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBase58 } from './base58';
import { encodeTransferRequest, parseTransferRequest, type TransferRequest } from './solana-pay';

const RUNS = { numRuns: 5_000, seed: 20261123 };
const ERRORS = [
  'not-a-request',
  'transaction-request',
  'bad-recipient',
  'bad-amount',
  'bad-token',
  'bad-reference',
  'duplicate-field',
];

/**
 * Base units with `decimals` places, every place written ("1.50", "0.0"): independent of the app's own
 * amount formatter, and with the trailing zeros a hand-written URL may carry, which must survive as written.
 */
function withPlaces(base: bigint, decimals: number): string {
  const digits = base.toString().padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  return decimals === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
}

const address = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(encodeBase58);
const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), fc.integer({ min: 0, max: 12 }))
  .map(([base, decimals]) => withPlaces(base, decimals));
// Text with every character that means something in a URL, and beyond the Basic Multilingual Plane.
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('+', '&', '=', '%', '#', '?', ' ', '/', ':', '%20', '%2B', '🪙', 'é', '\n'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
});
const request: fc.Arbitrary<TransferRequest> = fc.record(
  {
    recipient: address,
    amount,
    splToken: address,
    references: fc.array(address, { maxLength: 3 }),
    label: text,
    message: text,
    memo: text,
  },
  { requiredKeys: ['recipient', 'references'] },
);

/** The URL's query as key=value pairs, still encoded. */
function pairs(url: string): string[] {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? [] : url.slice(queryAt + 1).split('&');
}

// Thousands of runs take a few seconds alone and more on a busy 2-core machine: a generous budget, since
// this checks correctness, never speed (a 5 s default timed one out at 4.2 s of 5 in CI).
describe('Solana Pay URLs, by property', { timeout: 60_000 }, () => {
  it('parse(encode(request)) is the request, for any fields, text and references', () => {
    fc.assert(
      fc.property(request, (original) => {
        const parsed = parseTransferRequest(encodeTransferRequest(original));
        expect(parsed).toEqual({ ok: true, request: original });
      }),
      RUNS,
    );
  });

  it('the URL is one line of URL-safe characters: nothing a scanner or a terminal could mangle', () => {
    fc.assert(
      fc.property(request, (original) => {
        expect(encodeTransferRequest(original)).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]+(\?[A-Za-z0-9\-_.!~*'()%=&]*)?$/);
      }),
      RUNS,
    );
  });

  it('reads the fields in any order, the references in the order they are written', () => {
    const shuffled = request.chain((original) => {
      const all = pairs(encodeTransferRequest(original));
      return fc
        .shuffledSubarray(all, { minLength: all.length, maxLength: all.length })
        .map((order) => ({ original, order }));
    });
    fc.assert(
      fc.property(shuffled, ({ original, order }) => {
        const url = `solana:${original.recipient}${order.length ? `?${order.join('&')}` : ''}`;
        const references = order.filter((p) => p.startsWith('reference=')).map((p) => p.slice('reference='.length));
        expect(parseTransferRequest(url)).toEqual({ ok: true, request: { ...original, references } });
      }),
      RUNS,
    );
  });

  it('ignores parameters it does not know, and a fragment', () => {
    const unknown = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/), fc.string({ maxLength: 12 }))
      .filter(([key]) => !['amount', 'spl-token', 'reference', 'label', 'message', 'memo'].includes(key))
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
    fc.assert(
      fc.property(request, unknown, fc.string({ maxLength: 12 }), (original, extra, fragment) => {
        const url = `${encodeTransferRequest(original)}${pairs(encodeTransferRequest(original)).length ? '&' : '?'}${extra}`;
        expect(parseTransferRequest(`${url}#${fragment}`)).toEqual({ ok: true, request: original });
      }),
      RUNS,
    );
  });

  it('a field that may appear once, written twice, is refused whatever the values', () => {
    const single = fc.constantFrom('amount', 'spl-token', 'label', 'message', 'memo');
    fc.assert(
      fc.property(request, single, fc.string({ maxLength: 8 }), (original, key, value) => {
        const url = encodeTransferRequest(original);
        const twice = `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}&${key}=${encodeURIComponent(value)}`;
        expect(parseTransferRequest(twice)).toEqual({ ok: false, error: 'duplicate-field' });
      }),
      RUNS,
    );
  });

  it('never throws, and answers with a request or one of the named errors, whatever the text', () => {
    const anything = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.string({ maxLength: 80 }).map((s) => `solana:${s}`),
      fc.tuple(address, fc.string({ unit: 'binary', maxLength: 60 })).map(([a, s]) => `solana:${a}?${s}`),
    );
    fc.assert(
      fc.property(anything, (input) => {
        const parsed = parseTransferRequest(input);
        if (parsed.ok) expect(parsed.request.references).toBeInstanceOf(Array);
        else expect(ERRORS).toContain(parsed.error);
      }),
      RUNS,
    );
  });
});
