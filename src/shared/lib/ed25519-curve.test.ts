// @vitest-environment node
import {
  generateKeyPairSigner,
  getProgramDerivedAddress,
  getUtf8Encoder,
  isOffCurveAddress as kitIsOffCurve,
  type Address,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { encodeBase58 } from './base58';
import { isOffCurveAddress } from './ed25519-curve';

describe('isOffCurveAddress', () => {
  it('agrees with kit on wallets, program-derived addresses and random bytes', async () => {
    for (let i = 0; i < 20; i += 1) {
      const wallet = (await generateKeyPairSigner()).address;
      expect(isOffCurveAddress(wallet)).toBe(false);
      const [pda] = await getProgramDerivedAddress({
        programAddress: '11111111111111111111111111111111' as Address,
        seeds: [getUtf8Encoder().encode(`vault-${i}`)],
      });
      expect(isOffCurveAddress(pda)).toBe(true);
    }
    for (let i = 0; i < 300; i += 1) {
      const random = encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
      expect(isOffCurveAddress(random)).toBe(kitIsOffCurve(random as Address));
    }
  });
});
