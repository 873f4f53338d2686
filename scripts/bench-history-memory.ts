// The memory a long history holds: 10,000 entries of mixed shapes, paged through as the History page's
// "Load more" does, through a provider's index and through the plain way, over an endpoint served in
// process from the real mainnet and devnet transactions kept as test fixtures (each transaction's fee
// payer made the wallet, each copy given a signature of its own). Imported by scripts/bench.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { generateKeyPairSigner, getBase58Decoder } from '@solana/kit';
import type { DataSource } from '../src/data-source/contract';
import type { TransactionRecord } from '../src/entities/transaction/model';
import { createSolanaDataSource } from '../src/data-source/solana';
import { localCluster } from '@test-support/chain/chain';

const ENTRIES = 10_000;
const FIXTURES = new URL('../src/data-source/solana/classify/real-transactions/', import.meta.url);

interface Fixture {
  transaction: { transaction: { signatures: string[]; message: { accountKeys: ({ pubkey: string } | string)[] } } };
}

/** The fixtures as text with their fee payer and signature marked, so each copy is a fresh object. */
function templates() {
  return readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const fixture = JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as Fixture;
      const tx = fixture.transaction;
      const first = tx.transaction.message.accountKeys[0]!;
      const payer = typeof first === 'string' ? first : first.pubkey;
      return JSON.stringify(tx).replaceAll(payer, '@WALLET@').replace(tx.transaction.signatures[0]!, '@SIGNATURE@');
    });
}

/** An endpoint answering what history asks, from 10,000 copies of the fixtures, newest first. */
function fixtureEndpoint(wallet: string, indexed: boolean) {
  const shapes = templates();
  const base58 = getBase58Decoder();
  const signatureOf = (i: number) => {
    const bytes = new Uint8Array(64).fill(7);
    new DataView(bytes.buffer).setUint32(0, i + 1);
    return base58.decode(bytes);
  };
  const slotOf = (i: number) => 300_000_000 - i;
  const transactionOf = (i: number) => {
    const tx = JSON.parse(
      shapes[i % shapes.length]!.replaceAll('@WALLET@', wallet).replace('@SIGNATURE@', signatureOf(i)),
    ) as Record<string, unknown>;
    return { ...tx, slot: slotOf(i), blockTime: 1_700_000_000 - i };
  };
  const indexOf = new Map(Array.from({ length: ENTRIES }, (_, i) => [signatureOf(i), i]));
  const unknown = new Set<string>();

  const answer = (method: string, params: unknown[]): unknown => {
    const config = (params[1] ?? {}) as Record<string, unknown>;
    switch (method) {
      case 'getTransactionsForAddress': {
        const start = config.paginationToken ? Number(config.paginationToken) : 0;
        const end = Math.min(ENTRIES, start + Number(config.limit ?? 100));
        const data = Array.from({ length: end - start }, (_, k) => transactionOf(start + k));
        return { data, paginationToken: end < ENTRIES ? String(end) : null };
      }
      case 'getSignaturesForAddress': {
        if (params[0] !== wallet) return [];
        const before = typeof config.before === 'string' ? indexOf.get(config.before)! + 1 : 0;
        const end = Math.min(ENTRIES, before + Number(config.limit ?? 1000));
        return Array.from({ length: end - before }, (_, k) => {
          const i = before + k;
          return {
            signature: signatureOf(i),
            slot: slotOf(i),
            err: null,
            memo: null,
            blockTime: 1_700_000_000 - i,
            confirmationStatus: 'finalized',
          };
        });
      }
      case 'getTransaction':
        return transactionOf(indexOf.get(params[0] as string)!);
      case 'getTokenAccountsByOwner':
        return { context: { slot: slotOf(0) }, value: [] };
      case 'getMultipleAccounts':
        return { context: { slot: slotOf(0) }, value: (params[0] as unknown[]).map(() => null) };
      default:
        unknown.add(method);
        return null;
    }
  };
  const fetchFn: typeof fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { id: unknown; method: string; params?: unknown[] };
    const reply = (call: typeof body) =>
      call.method === 'getTransactionsForAddress' && !indexed
        ? { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }
        : { jsonrpc: '2.0', id: call.id, result: answer(call.method, call.params ?? []) };
    const result = Array.isArray(body) ? (body as (typeof body)[]).map(reply) : reply(body);
    return new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } });
  };
  return { fetchFn, unknown };
}

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
/** The heap in use once everything unreachable is collected (pending callbacks let go first). */
const heldBytes = async () => {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    collect();
  }
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Every entry, page after page as the History page's "Load more" gives them, all kept as the page keeps them. */
async function readAll(ds: DataSource, wallet: string, before: number) {
  const items: TransactionRecord[] = [];
  const started = performance.now();
  let cursor: string | null = null;
  do {
    const page = await ds.getTransactions(wallet, cursor);
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < ENTRIES);
  const ms = performance.now() - started;
  const shapes = new Map<string, number>();
  for (const item of items) shapes.set(item.type, (shapes.get(item.type) ?? 0) + 1);
  return { ms, count: items.length, shapes, withEntries: (await heldBytes()) - before };
}

/** Pages through every entry and weighs what is held, with the entries and by the data source alone. */
async function pageThrough(indexed: boolean) {
  const wallet = (await generateKeyPairSigner()).address;
  const endpoint = fixtureEndpoint(wallet, indexed);
  const before = await heldBytes();
  const cluster = localCluster(indexed ? 'http://127.0.0.1:1/indexed' : 'http://127.0.0.1:1/plain');
  const ds = createSolanaDataSource(cluster, { fetch: endpoint.fetchFn });
  const { ms, count, shapes, withEntries } = await readAll(ds, wallet, before);
  const dataSourceOnly = (await heldBytes()) - before;
  if (endpoint.unknown.size) throw new Error(`the bench endpoint was asked ${[...endpoint.unknown].join(', ')}`);
  return {
    summary: `${count.toLocaleString('en')} entries in ${(ms / 1000).toFixed(1)} s; held with the entries: ${mb(withEntries)}, by the data source alone: ${mb(dataSourceOnly)}`,
    shapes: [...shapes].map(([type, n]) => `${type} ${n}`).join(', '),
  };
}

export async function measureHistoryMemory(): Promise<Record<string, string>> {
  const indexed = await pageThrough(true);
  const plain = await pageThrough(false);
  return {
    'entries by type': indexed.shapes,
    "through the provider's index": indexed.summary,
    'the plain way': plain.summary,
  };
}
