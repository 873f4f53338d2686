import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_LIMITS } from '@/data-source/solana/rpc/budget';
import { isAppError } from '@/shared/lib/app-error';
import { freshAddress, fundedWallet, keypairSigner, startTestChain, type TestChain } from '@test-support/chain/chain';

// The local chain as public mainnet treats an app: 100 calls and 40 of a method per 10 s, batches of 10
// at most, no getProgramAccounts or getTokenLargestAccounts, and congestion.
describe('the app on a mainnet-like chain', () => {
  let chain: TestChain;

  beforeAll(async () => {
    chain = await startTestChain({ slotMs: 100, mainnetLike: true, congestionSeed: 11, limits: PUBLIC_LIMITS });
  });
  afterAll(() => chain.stop());

  it('creates, sends, and reads the dashboard, history and token page without a single 429', async () => {
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const ds = chain.dataSource;
    const mints: string[] = [];
    for (const symbol of ['ONE', 'TWO', 'THR']) {
      mints.push(
        (await ds.run(signer, { kind: 'create', name: symbol, symbol, decimals: 0, initialSupply: 50n })).mint,
      );
    }
    await ds.run(signer, { kind: 'send', mint: mints[0]!, recipient: await freshAddress(), amount: 5n });

    // A user moving between the dashboard and the history a few times, as fast as the pages load.
    let reads!: Awaited<ReturnType<typeof readAll>>;
    const readAll = () =>
      Promise.all([ds.getTokens(owner.address), ds.getTransactions(owner.address), ds.getSolBalance(owner.address)]);
    for (let visit = 0; visit < 5; visit += 1) reads = await readAll();
    const [tokens, history, sol] = reads;
    expect(tokens.map((token) => token.symbol).sort()).toEqual(['ONE', 'THR', 'TWO']);
    expect(tokens.find((token) => token.symbol === 'ONE')?.balance).toBe(45n);
    expect(history.items.filter((item) => item.type === 'create')).toHaveLength(3);
    expect(history.items.some((item) => item.type === 'send')).toBe(true);
    expect(sol).toBeGreaterThan(0n);
    const details = await ds.getTokenDetails(mints[0]!, owner.address);
    expect(details.supply).toBe(50n);
    // Public mainnet refuses the question; the page says so rather than failing.
    expect(await ds.getLargestHolders(mints[0]!)).toBeNull();
    // Neither a scan of the token program nor the DAS method: a holder snapshot is refused in words.
    const snapshot = await ds.getHolderSnapshot(mints[0]!).catch((error: unknown) => error);
    expect(isAppError(snapshot, 'unsupported') && snapshot.message).toMatch(
      /^This cluster answers neither a scan of the token program for this token \(getProgramAccounts\) nor the DAS getTokenAccounts method/,
    );

    expect(chain.requests.statuses.filter((status) => status === 429)).toEqual([]);
    // Every batch within the cap.
    const sizes = chain.requests.bodies.map((body) =>
      body.startsWith('[') ? (JSON.parse(body) as unknown[]).length : 1,
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
  }, 180_000);
});
