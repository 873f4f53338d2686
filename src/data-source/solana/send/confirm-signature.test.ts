// @vitest-environment node
import { getBase64Decoder, generateKeyPairSigner } from '@solana/kit';
import { getNonceEncoder, NonceState, NonceVersion, SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { isAppError } from '@/shared/lib/app-error';
import type { SolanaContext } from '../context';
import { confirmSignature } from './confirm-signature';

const SIGNATURE = '5'.repeat(88);

/** A nonce account's bytes as a node returns them, holding `nonce`. */
async function nonceAccount(nonce: string) {
  const authority = (await generateKeyPairSigner()).address;
  const bytes = getNonceEncoder().encode({
    version: NonceVersion.Current,
    state: NonceState.Initialized,
    authority,
    blockhash: nonce as never,
    lamportsPerSignature: 5000,
  });
  return {
    data: [getBase64Decoder().decode(bytes), 'base64'],
    owner: SYSTEM_PROGRAM_ADDRESS,
    lamports: 1,
    executable: false,
  };
}

/** A context whose node answers each batch from `answer`; it counts the look-ups of the whole history. */
function nodeWith(answer: (method: string, poll: number) => unknown) {
  let poll = 0;
  const methods: string[] = [];
  const ctx = {
    endpoint: 'http://127.0.0.1:1',
    pollIntervalMs: 1,
    signatures: { landed() {} },
    async batch(calls: { method: string }[]) {
      poll += 1;
      return calls.map((call) => {
        methods.push(call.method);
        return answer(call.method, poll);
      });
    },
  } as unknown as SolanaContext;
  return { ctx, methods };
}

describe('confirmSignature on a durable nonce', () => {
  it('while the nonce still holds its value the transaction may land: it keeps waiting, and is found confirmed', async () => {
    const held = await nonceAccount('4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi');
    const { ctx, methods } = nodeWith((method, poll) => {
      if (method === 'getAccountInfo') return { context: { slot: poll }, value: held };
      return { value: [poll < 5 ? null : { err: null, confirmationStatus: 'confirmed' }] };
    });
    const outcome = await confirmSignature(ctx, {
      signature: SIGNATURE,
      expiry: { nonce: { account: SYSTEM_PROGRAM_ADDRESS, value: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' } },
    });
    expect(outcome).toEqual({ err: null });
    expect(methods).not.toContain('getBlockHeight');
  });

  it('once the nonce moved on and repeated look-ups miss it, it is expired: nothing was sent', async () => {
    const moved = await nonceAccount('9zyLN5CQwxWrEPit1sFy5DZ5xc9MEHKp9Kj1W5YH9AUX');
    const { ctx, methods } = nodeWith((method, poll) =>
      method === 'getAccountInfo' ? { context: { slot: poll }, value: moved } : { value: [null] },
    );
    const error = await confirmSignature(ctx, {
      signature: SIGNATURE,
      expiry: { nonce: { account: SYSTEM_PROGRAM_ADDRESS, value: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' } },
    }).catch((caught: unknown) => caught);
    expect(isAppError(error, 'expired')).toBe(true);
    // Said only after the whole history was asked, three times.
    expect(methods.filter((method) => method === 'getSignatureStatuses').length).toBeGreaterThanOrEqual(6);
  });
});
