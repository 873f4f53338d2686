// @vitest-environment node
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from './base58';

describe('base58', () => {
  it('agrees with kit on random byte strings, leading zeros included', () => {
    for (let i = 0; i < 500; i += 1) {
      const bytes = crypto.getRandomValues(new Uint8Array(1 + (i % 64)));
      if (i % 5 === 0) bytes.fill(0, 0, Math.min(3, bytes.length));
      const text = getBase58Decoder().decode(bytes);
      expect(encodeBase58(bytes)).toBe(text);
      expect(decodeBase58(text)).toEqual(new Uint8Array(getBase58Encoder().encode(text)));
    }
  });

  it('refuses characters outside the alphabet', () => {
    expect(decodeBase58('0OIl')).toBeNull();
  });
});
