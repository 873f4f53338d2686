import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryProgress } from '@/entities/transaction/model';
import { createSolanaDataSource } from '@/data-source/solana';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '@/data-source/solana/read/token-programs';
import { createClassicMint, mintIntoAccountOf } from '@test-support/chain/classic-mint';
import {
  allSignatures,
  chainCall,
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

interface Call {
  method: string;
  params: unknown[];
}

/** A fresh data source (no caches) whose every JSON-RPC call is recorded. */
function countingDataSource() {
  const calls: Call[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Call | Call[];
    calls.push(...(Array.isArray(body) ? body : [body]));
    return fetch(input, init);
  };
  const cluster = localCluster(chain.rpcUrl);
  return { ds: createSolanaDataSource(cluster, { fetch: fetchFn }), calls };
}

const rpc = (method: string, params: unknown[]) => chainCall(chain.rpcUrl, method, params);

/** Every address read to its first signature, merged: what the history must equal. */
async function fullScan(addresses: string[]): Promise<string[]> {
  const lists = await Promise.all(addresses.map((address) => allSignatures(chain.rpcUrl, address)));
  return [...new Set(lists.flat())].sort();
}

const signaturesAsked = (calls: Call[]) => calls.filter((call) => call.method === 'getSignaturesForAddress');

describe('history over a wallet and its token accounts', () => {
  it('shows the wallet’s own entries first, merges receipts in with progress, and pages exactly like a full scan', async () => {
    const alice = await fundedWallet(chain, 20);
    const bob = await fundedWallet(chain, 20);
    const ds = chain.dataSource;
    // Alice makes three tokens; Bob sends her some of his own, which only her token account records.
    const mints: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      mints.push(
        (
          await ds.run(keypairSigner(alice), {
            kind: 'create',
            name: `A${i}`,
            symbol: `A${i}`,
            decimals: 0,
            initialSupply: 50n,
          })
        ).mint,
      );
    }
    // Bob's first send creates Alice's account for his token (that names her wallet); his mints into
    // it afterwards name only the account: Alice's history finds them through her token accounts.
    const bobsMint = await createClassicMint(chain.rpcUrl, bob, 0, 90n);
    await ds.run(keypairSigner(bob), { kind: 'send', mint: bobsMint, recipient: alice.address, amount: 1n });
    const mintToAlice = (amount: bigint) =>
      mintIntoAccountOf(chain.rpcUrl, { mint: bobsMint, authority: bob, owner: alice.address, amount });
    const receipts: string[] = [];
    for (let i = 0; i < 3; i += 1) receipts.push(await mintToAlice(BigInt(i + 2)));
    await ds.run(keypairSigner(alice), { kind: 'send', mint: mints[0]!, recipient: bob.address, amount: 5n });

    const { ds: fresh, calls } = countingDataSource();
    const progress: HistoryProgress[] = [];
    const first = await fresh.getTransactions(alice.address, null, 20, (p) =>
      progress.push({ ...p, items: [...p.items] }),
    );
    // Alice's token accounts: three of her own tokens and Bob's.
    expect(progress[0]).toMatchObject({ checked: 0, total: 4 });
    const signaturesOf = (items: { signature: string }[]) => items.map((item) => item.signature);
    expect(signaturesOf(progress[0]!.items)).not.toContain(receipts[0]);
    expect(progress.at(-1)).toMatchObject({ checked: 4, total: 4 });
    expect(signaturesOf(first.items)).toEqual(expect.arrayContaining(receipts));

    // Page through with small pages: every entry once, the same set as reading every address in full.
    const shown: string[] = [];
    // A later page checks no token account again: it has no progress to tell (a "Load more" shows none).
    const laterProgress: HistoryProgress[] = [];
    let cursor: string | null = null;
    do {
      const page = await fresh.getTransactions(alice.address, cursor, 3, (p) => cursor && laterProgress.push(p));
      shown.push(...page.items.map((item) => item.signature));
      cursor = page.cursor;
    } while (cursor);
    expect(laterProgress).toEqual([]);
    const tokenAccounts = (await rpc('getTokenAccountsByOwner', [
      alice.address,
      { programId: TOKEN_2022_PROGRAM },
      { encoding: 'base64', commitment: 'confirmed' },
    ])) as { value: { pubkey: string }[] };
    const classic = (await rpc('getTokenAccountsByOwner', [
      alice.address,
      { programId: TOKEN_PROGRAM },
      { encoding: 'base64', commitment: 'confirmed' },
    ])) as { value: { pubkey: string }[] };
    const accounts = [...tokenAccounts.value, ...classic.value].map((account) => account.pubkey);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(await fullScan([alice.address, ...accounts]));
    // Paging read the token accounts once: later pages needed nothing older from them (each ended in one read).
    const tokenAccountReads = signaturesAsked(calls).filter((call) => call.params[0] !== alice.address);
    expect(tokenAccountReads).toHaveLength(accounts.length);

    // A refresh after a new receipt asks each address only for what is newer than what it knows.
    const late = await mintToAlice(7n);
    const before = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const refreshed = await fresh.getTransactions(alice.address, null, 20);
    const refreshCalls = signaturesAsked(calls.slice(before));
    expect(refreshCalls.length).toBeGreaterThan(0);
    for (const call of refreshCalls) expect(call.params[1]).toHaveProperty('until');
    // Only the wallet (asked again after 2 s) and the account whose balance moved were asked.
    expect(refreshCalls).toHaveLength(2);
    expect(refreshed.items[0]!.signature).toBe(late);

    // The look-alike check and the token page read the same cache: no signatures asked again.
    const again = calls.length;
    await fresh.getTransactions(alice.address, null, 50);
    expect(signaturesAsked(calls.slice(again))).toHaveLength(0);
  });
});
