// @vitest-environment node
// Property tests of the Solana Pay URL: whatever a request holds, the URL built from it reads back as it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimalString, U64_MAX } from './amount';
import { encodeBase58 } from './base58';
import { encodeTransferRequest, parseTransferRequest, type TransferRequest } from './solana-pay';

const RUNS = { numRuns: 5_000, seed: 20261123 };
const address = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(encodeBase58);
const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: U64_MAX }), fc.integer({ min: 0, max: 9 }))
  .map(([base, decimals]) => toDecimalString(base, decimals));
// Text with every character that means something in a URL, and beyond the Basic Multilingual Plane.
const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('+', '&', '=', '%', '#', '?', ' ', '/', ':', '%20', '🪙', 'é'),
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

describe('Solana Pay URLs, by property', () => {
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
});
