import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolanaDataSource } from '@/data-source/solana';
import { createClassicMint } from '@test-support/chain/classic-mint';
import {
  freshAddress,
  fundedWallet,
  keypairSigner,
  startTestChain,
  type TestChain,
  localCluster,
} from '@test-support/chain/chain';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

/** The dashboard's three reads, fired together as the page does, on a fresh data source (no caches). */
async function dashboardLoad(owner: string) {
  const requests: { methods: string[] }[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { method: string } | { method: string }[];
    requests.push({ methods: (Array.isArray(body) ? body : [body]).map((call) => call.method) });
    return fetch(input, init);
  };
  const cluster = localCluster(chain.rpcUrl);
  const ds = createSolanaDataSource(cluster, { fetch: countingFetch });
  const [tokens, , history] = await Promise.all([
    ds.getTokens(owner),
    ds.getSolBalance(owner),
    // The dashboard shows 3 transactions, and reads no more.
    ds.getTransactions(owner, null, 3),
  ]);
  return { requests, tokens, history };
}

describe('RPC requests for one dashboard load', () => {
  it('stays bounded whatever the number of tokens, and never uses getProgramAccounts', async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain, 20);
    const signer = keypairSigner(owner);
    const address = owner.address;
    await ds.run(signer, { kind: 'create', name: 'One', symbol: 'ONE', decimals: 2, initialSupply: 100n });
    const few = await dashboardLoad(address);

    for (let i = 0; i < 4; i += 1) {
      const { mint } = await ds.run(signer, {
        kind: 'create',
        name: `Token ${i}`,
        symbol: `T${i}`,
        decimals: 2,
        initialSupply: 100n,
      });
      await ds.run(signer, { kind: 'send', mint, recipient: await freshAddress(), amount: 1n });
    }
    await createClassicMint(chain.rpcUrl, owner, 0, 9n);
    const many = await dashboardLoad(address);

    expect(few.tokens).toHaveLength(1);
    expect(many.tokens).toHaveLength(6);
    expect(many.history.items).toHaveLength(3);
    const calls = many.requests.flatMap((request) => request.methods);
    expect(calls.filter((method) => method === 'getTransaction')).toHaveLength(3);
    expect(calls).not.toContain('getProgramAccounts');
    expect(many.requests.length).toBeLessThanOrEqual(few.requests.length + 1);
    // A fresh data source asks once whether the endpoint indexes history (a plain node says "Method not
    // found"), then reads as before: at most 8 requests besides that one.
    expect(calls.filter((method) => method === 'getTransactionsForAddress')).toHaveLength(1);
    expect(many.requests.length).toBeLessThanOrEqual(8 + 1);
    console.log(
      `RPC requests for one dashboard load (getTokens + getSolBalance + the 3 newest transactions): ` +
        `${few.requests.length} HTTP requests with 1 token, ${many.requests.length} with 6 tokens and ${many.history.items.length} transactions ` +
        `(${calls.length} JSON-RPC calls: ${[...new Set(calls)].join(', ')})`,
    );
  });
});
