// The app's Solana data source against a fresh local chain: RPC requests per dashboard load, and the
// time of each action from call to confirmed. Imported by scripts/bench.ts.
import { paidCount, planJob, runJob } from '../src/features/bulk-send/lib/bulk-job';
import { freshAddress, fundedWallet, keypairSigner, startTestChain } from '../tests/integration/support/chain';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function measureDataSource(): Promise<Record<string, string>> {
  const chain = await startTestChain();
  try {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain, 50);
    const signer = keypairSigner(owner);
    const address = owner.address;
    const createMs: number[] = [];
    const mints: string[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const { mint } = await ds.run(signer, {
        kind: 'create',
        name: `Bench ${i}`,
        symbol: `B${i}`,
        decimals: 6,
        initialSupply: 1_000_000n,
      });
      createMs.push(performance.now() - started);
      mints.push(mint);
    }
    const sendMs: number[] = [];
    for (const mint of mints) {
      const started = performance.now();
      await ds.run(signer, { kind: 'send', mint, recipient: await freshAddress(), amount: 1n });
      sendMs.push(performance.now() - started);
    }

    // A dashboard load: balance, tokens and the 3 newest transactions, fired together as the page does.
    const before = chain.requests.count;
    await Promise.all([ds.getSolBalance(address), ds.getTokens(address), ds.getTransactions(address, null, 3)]);
    const dashboardRequests = chain.requests.count - before;

    // A 429 storm (every request refused, Retry-After: 2) for 10 s: what one dashboard load sends.
    chain.setFaults({ rateLimitRate: 1, retryAfterSeconds: 2 });
    const stormStart = chain.requests.count;
    const times: number[] = [];
    const watch = setInterval(() => {
      while (times.length < chain.requests.count - stormStart) times.push(performance.now());
    }, 5);
    const started = performance.now();
    await Promise.race([
      Promise.allSettled([ds.getSolBalance(address), ds.getTokens(address), ds.getTransactions(address, null, 3)]),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
    // Measured here: what follows (the bulk send) is not part of the storm.
    const stormSeconds = (performance.now() - started) / 1000;
    clearInterval(watch);
    chain.setFaults({ rateLimitRate: 0 });
    const stormRequests = chain.requests.count - stormStart;
    const delays = times
      .slice(1)
      .map((t, i) => t - times[i]!)
      .filter((gap) => gap > 100);

    // Bulk send: 1,000 new recipients, through the same runner and send path as the page.
    const { mint: bulkMint } = await ds.run(signer, {
      kind: 'create',
      name: 'Bulk',
      symbol: 'BLK',
      decimals: 2,
      initialSupply: 1_000_000n,
    });
    const rows = await Promise.all(
      Array.from({ length: 1_000 }, async (_, i) => ({
        line: i + 1,
        address: await freshAddress(),
        amount: 1n + BigInt(i),
      })),
    );
    const job = planJob('bench', { mint: bulkMint, symbol: 'BLK', decimals: 2 }, rows);
    const signedBefore = signer.signed;
    const bulkStart = performance.now();
    await runJob(job, { dataSource: ds, signer, store: { save: () => undefined } });
    const bulkSeconds = (performance.now() - bulkStart) / 1000;
    const paid = paidCount(job);

    return {
      'bulk send, 1,000 new recipients': `${bulkSeconds.toFixed(1)} s, ${signer.signed - signedBefore} transactions, ${paid} of 1000 paid`,
      'dashboard load (5 tokens, 11 transactions)': `${dashboardRequests} HTTP requests`,
      '429 storm (Retry-After 2 s), one dashboard load': `${stormRequests} HTTP requests in ${stormSeconds.toFixed(1)} s; waits between bursts: ${delays.map((d) => `${(d / 1000).toFixed(1)} s`).join(', ') || 'none'}`,
      'create token, call -> confirmed (median of 5)': `${median(createMs).toFixed(0)} ms`,
      'send (new recipient account), call -> confirmed (median of 5)': `${median(sendMs).toFixed(0)} ms`,
    };
  } finally {
    await chain.stop();
  }
}
