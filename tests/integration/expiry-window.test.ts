import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '@test-support/chain/chain';

// How long an approval has, from the cluster's own figures: slots got shorter in 2026 (400 ms to 200 ms on
// mainnet), so "about a minute" is no longer true anywhere, and the app says what the node measures.
let chain: TestChain;
beforeAll(async () => {
  // 100 ms slots, sampled each second (a validator samples each minute).
  chain = await startTestChain({ slotMs: 100, performanceSampleSecs: 1 });
});
afterAll(async () => {
  await chain?.stop();
});

describe('the expiry window', () => {
  it('is the blockhash’s 150 blocks, at the slot time the node’s performance samples give', async () => {
    const early = await chain.dataSource.getExpiryWindow();
    expect(early.blocks).toBe(150);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const { blocks, seconds } = await chain.dataSource.getExpiryWindow();
    expect(blocks).toBe(150);
    // 150 blocks of 100 ms: 15 s (timers on a loaded machine run a little slow, never fast).
    expect(seconds).toBeGreaterThanOrEqual(14);
    expect(seconds).toBeLessThanOrEqual(30);
  });
});
