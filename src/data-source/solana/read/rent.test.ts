// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { KitRpc } from '../rpc/kit-rpc';
import { rentReader } from './rent';

/** A node whose Rent sysvar says `lamportsPerByte` (threshold 1, burn 0), counting the reads. */
function node(lamportsPerByte: () => bigint) {
  let reads = 0;
  const rpc = {
    getAccountInfo: () => ({
      send: async () => {
        reads += 1;
        const data = new DataView(new ArrayBuffer(17));
        data.setBigUint64(0, lamportsPerByte(), true);
        data.setFloat64(8, 1, true);
        return {
          context: { slot: 1n },
          value: {
            data: [Buffer.from(data.buffer).toString('base64'), 'base64'],
            executable: false,
            lamports: 1n,
            owner: 'Sysvar1111111111111111111111111111111111111',
            rentEpoch: 0n,
            space: 17n,
          },
        };
      },
    }),
  } as unknown as KitRpc;
  return { rpc, reads: () => reads };
}

describe('the rent rule, read from the chain', () => {
  it('is kept a minute, read again after it, and read again at once when asked fresh', async () => {
    let rate = 6_960n;
    let clock = 0;
    const { rpc, reads } = node(() => rate);
    const rent = rentReader(rpc, () => clock);
    expect(await rent()).toEqual({ lamportsPerByte: 6_960n, exemptionThreshold: 1 });
    rate = 5_080n;
    // Within the minute: the kept rule, no read.
    expect((await rent()).lamportsPerByte).toBe(6_960n);
    expect(reads()).toBe(1);
    // Asked fresh (what is above the minimum is worked out now): today's rule at once, and kept from then on.
    expect((await rent({ fresh: true })).lamportsPerByte).toBe(5_080n);
    expect((await rent()).lamportsPerByte).toBe(5_080n);
    expect(reads()).toBe(2);
    rate = 4_000n;
    clock = 60_000;
    expect((await rent()).lamportsPerByte).toBe(4_000n);
    expect(reads()).toBe(3);
  });
});
