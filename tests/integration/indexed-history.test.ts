import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolanaDataSource } from '@/data-source/solana';
import type { TransactionRecord } from '@/entities/transaction/model';
import { createClassicMint, mintIntoAccountOf } from '@test-support/chain/classic-mint';
import { fundedWallet, keypairSigner, localCluster, startTestChain, type TestChain } from '@test-support/chain/chain';

// A chain answering getTransactionsForAddress as history-indexing providers do (the local chain's opt-in
// profile), read by a data source that finds it, and by one whose endpoint does not offer it.
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain({ indexedHistory: true });
});
afterAll(async () => {
  await chain?.stop();
});

interface Call {
  method: string;
}

/**
 * A fresh data source whose calls are recorded; `answer` replaces the node's answer to
 * getTransactionsForAddress (a node without the method, a provider answering nonsense).
 */
function dataSource(answer?: unknown) {
  const calls: Call[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Call | Call[];
    const list = Array.isArray(body) ? body : [body];
    calls.push(...list);
    if (answer !== undefined && !Array.isArray(body) && body.method === 'getTransactionsForAddress') {
      return Promise.resolve(new Response(JSON.stringify({ jsonrpc: '2.0', id: 0, ...(answer as object) })));
    }
    return fetch(input, init);
  };
  return { ds: createSolanaDataSource(localCluster(chain.rpcUrl), { fetch: fetchFn }), calls };
}

async function everyPage(ds: ReturnType<typeof dataSource>['ds'], owner: string, size: number) {
  const items: TransactionRecord[] = [];
  let cursor: string | null = null;
  do {
    const page = await ds.getTransactions(owner, cursor, size);
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

describe('history through a provider index (getTransactionsForAddress)', () => {
  it('gives the same entries as reading the wallet and each token account, in fewer requests', async () => {
    const alice = await fundedWallet(chain, 20);
    const bob = await fundedWallet(chain, 20);
    const ds = chain.dataSource;
    const { mint } = await ds.run(keypairSigner(alice), {
      kind: 'create',
      name: 'Indexed',
      symbol: 'IDX',
      decimals: 0,
      initialSupply: 50n,
    });
    await ds.run(keypairSigner(alice), { kind: 'send', mint, recipient: bob.address, amount: 5n });
    // Bob's token: his first send names Alice; his mints into her account afterwards name only the account.
    const bobsMint = await createClassicMint(chain.rpcUrl, bob, 0, 90n);
    await ds.run(keypairSigner(bob), { kind: 'send', mint: bobsMint, recipient: alice.address, amount: 1n });
    const receipts: string[] = [];
    for (const amount of [2n, 3n, 4n]) {
      receipts.push(
        await mintIntoAccountOf(chain.rpcUrl, { mint: bobsMint, authority: bob, owner: alice.address, amount }),
      );
    }

    const indexed = dataSource();
    const plain = dataSource({ error: { code: -32601, message: 'Method not found' } });
    const viaIndex = await everyPage(indexed.ds, alice.address, 3);
    const viaAccounts = await everyPage(plain.ds, alice.address, 3);
    expect(viaIndex.map((item) => item.signature)).toEqual(expect.arrayContaining(receipts));
    expect(viaIndex).toEqual(viaAccounts);
    // The index was asked for each page and nothing else was; the plain endpoint was asked once, then not again.
    expect(indexed.calls.filter((call) => call.method === 'getSignaturesForAddress')).toEqual([]);
    expect(plain.calls.filter((call) => call.method === 'getTransactionsForAddress')).toHaveLength(1);
    expect(indexed.calls.length).toBeLessThan(plain.calls.length);
  });

  it('a provider answering pages that cannot be read is left for the plain way, and the history is whole', async () => {
    const carol = await fundedWallet(chain, 5);
    const ds = chain.dataSource;
    await ds.run(keypairSigner(carol), { kind: 'create', name: 'Odd', symbol: 'ODD', decimals: 0, initialSupply: 5n });
    for (const nonsense of [{ result: { data: 'none' } }, { result: { data: [{ slot: 1 }], paginationToken: null } }]) {
      const odd = dataSource(nonsense);
      const items = await everyPage(odd.ds, carol.address, 10);
      expect(items.map((item) => item.type)).toContain('create');
      expect(odd.calls.filter((call) => call.method === 'getTransactionsForAddress')).toHaveLength(1);
    }
  });

  it('reads at the same moment (the dashboard, the history, the look-alike check) ask a plain endpoint once', async () => {
    const dave = await fundedWallet(chain, 5);
    const plain = dataSource({ error: { code: -32601, message: 'Method not found' } });
    const pages = await Promise.all([3, 20, 50].map((size) => plain.ds.getTransactions(dave.address, null, size)));
    expect(pages.map((page) => page.items.length)).toEqual([1, 1, 1]);
    expect(plain.calls.filter((call) => call.method === 'getTransactionsForAddress')).toHaveLength(1);
  });
});
