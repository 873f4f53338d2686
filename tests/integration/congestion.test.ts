import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '@/shared/lib/app-error';
import { DEFAULT_PRIORITY, type PrioritySetting } from '@/entities/priority/model';
import { freshAddress, fundedWallet, keypairSigner, startTestChain, type TestChain } from '@test-support/chain/chain';

// A congested chain: each slot, background load takes the block at a price drawn for it, and only
// transactions bidding at least that much compete for what is left.
describe('sending on a congested chain', () => {
  let chain: TestChain;
  let setting: PrioritySetting = DEFAULT_PRIORITY;

  beforeAll(async () => {
    chain = await startTestChain({
      slotMs: 50,
      faults: { congestion: true },
      congestionSeed: 7,
      priority: () => setting,
    });
  });
  afterAll(() => chain.stop());

  it('every action bids the Normal price and lands; a bid the cap holds near zero never does, and is never called failed', async () => {
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const ds = chain.dataSource;
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Busy',
      symbol: 'BSY',
      decimals: 0,
      initialSupply: 100n,
    });
    const recipient = await freshAddress();
    const { signature } = await ds.run(signer, { kind: 'send', mint, recipient, amount: 7n });
    const page = await ds.getTransactions(owner.address);
    const sent = page.items.find((item) => item.signature === signature);
    // Base fee 5,000 plus a priority fee: the bid that got it in.
    expect(sent?.feeLamports).toBeGreaterThan(5_000n);
    expect((await ds.getTokens(recipient))[0]?.balance).toBe(7n);

    // A cap of one lamport holds the bid far below any slot's clearing price.
    setting = { level: 'turbo', capLamports: 1n };
    const signedBefore = signer.signed;
    const error = await ds.run(signer, { kind: 'send', mint, recipient, amount: 1n }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(signer.signed).toBe(signedBefore + 1);
    expect(isAppError(error, 'expired')).toBe(true);
    expect((error as Error).message).toMatch(/nothing was sent/);
    expect((await ds.getTokens(recipient))[0]?.balance).toBe(7n);
    setting = DEFAULT_PRIORITY;
  }, 120_000);
});
