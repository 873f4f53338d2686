import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSolanaDataSource } from '@/data-source/solana';
import type { TransactionRecord } from '@/entities/transaction/model';
import { getTransferSolInstruction } from '@solana-program/system';
import { address, lamports } from '@solana/kit';
import { createClassicMint, mintIntoAccountOf } from '@test-support/chain/classic-mint';
import { sendAndPoll } from '@test-support/chain/send-raw';
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
  params?: unknown[];
}

/**
 * A fresh data source whose calls are recorded; `answer` replaces the node's answer to
 * getTransactionsForAddress (a node without the method, a provider answering nonsense), or, as a function of
 * the call's options, where it returns one.
 */
function dataSource(answer?: unknown) {
  const calls: Call[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Call | Call[];
    const list = Array.isArray(body) ? body : [body];
    calls.push(...list);
    if (answer !== undefined && !Array.isArray(body) && body.method === 'getTransactionsForAddress') {
      const given =
        typeof answer === 'function'
          ? (answer as (options: Record<string, unknown>) => unknown)(body.params![1] as Record<string, unknown>)
          : answer;
      if (given !== undefined)
        return Promise.resolve(new Response(JSON.stringify({ jsonrpc: '2.0', id: 0, ...(given as object) })));
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

  it('a v1 transaction in the history is read through the index like any other, and a provider refusing it (-32015) is read by signatures', async () => {
    const erin = await fundedWallet(chain, 5);
    const bot = await fundedWallet(chain, 1);
    const ds = chain.dataSource;
    await ds.run(keypairSigner(erin), { kind: 'create', name: 'Vee', symbol: 'VEE', decimals: 0, initialSupply: 5n });
    const transfer = getTransferSolInstruction({
      source: bot,
      destination: address(erin.address),
      amount: lamports(1n),
    });
    const { signature: dust } = await sendAndPoll(chain.rpcUrl, [transfer], [bot], { version: 1 });
    const viaIndex = await everyPage(dataSource().ds, erin.address, 10);
    const viaAccounts = await everyPage(
      dataSource({ error: { code: -32601, message: 'Method not found' } }).ds,
      erin.address,
      10,
    );
    expect(viaIndex[0]).toMatchObject({ signature: dust, type: 'receive', amount: 1n });
    expect(viaIndex).toEqual(viaAccounts);
    // A provider that will not return v1 whole: the same page, by its signatures, each transaction read alone.
    const refusing = dataSource((options: Record<string, unknown>) =>
      options.transactionDetails === 'full'
        ? { error: { code: -32015, message: 'Transaction version (1) is not supported by the requesting client.' } }
        : undefined,
    );
    const bySignatures = await everyPage(refusing.ds, erin.address, 10);
    expect(bySignatures).toEqual(viaAccounts);
    // The index stays in use: later pages ask it again rather than scanning token accounts.
    expect(refusing.calls.filter((call) => call.method === 'getSignaturesForAddress')).toEqual([]);
  });

  it('pagination that never ends, or an empty page that says there is more, is left for the plain way after a bounded number of calls', async () => {
    const frank = await fundedWallet(chain, 5);
    const ds = chain.dataSource;
    await ds.run(keypairSigner(frank), {
      kind: 'create',
      name: 'Loop',
      symbol: 'LOOP',
      decimals: 0,
      initialSupply: 5n,
    });
    let n = 0;
    const endless = dataSource(() => ({ result: { data: [], paginationToken: `page-${n++}` } }));
    const items = await everyPage(endless.ds, frank.address, 10);
    expect(items.map((item) => item.type)).toEqual(['create', 'receive']);
    expect(endless.calls.filter((call) => call.method === 'getTransactionsForAddress').length).toBeLessThanOrEqual(10);
    const sameToken = dataSource({ result: { data: [], paginationToken: 'again' } });
    expect((await everyPage(sameToken.ds, frank.address, 10)).map((item) => item.type)).toEqual(['create', 'receive']);
  });

  it('a forged or malformed item is one line, never the session; nothing the provider says is kept for other readers', async () => {
    const gina = await fundedWallet(chain, 5);
    const forged = '5'.repeat(87);
    const odd = dataSource({
      result: {
        data: [
          {
            signature: forged,
            slot: 7,
            blockTime: 1_700_000_000,
            transaction: { signatures: [forged], message: 'nope' },
          },
        ],
        paginationToken: null,
      },
    });
    const { items } = await odd.ds.getTransactions(gina.address, null, 10);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ signature: forged, type: 'other' });
    expect(items[0]!.unread).toBe('The history provider returned this transaction in a form that could not be read.');
    // What the provider claimed is not what a report's check reads: that asks the node, which knows nothing of it.
    expect(await odd.ds.readLanded([forged])).toMatchObject([{ signature: forged, found: false }]);
  });
});
