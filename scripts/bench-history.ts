// History at scale on the mainnet-like local chain: a wallet with 300 token accounts (300 tokens) and
// about 5,000 signatures. What the dashboard, the first history page and the token page cost in calls
// and requests per 10 s (the public limits are 100 and 40 of one method), whether any is refused with a
// 429, and how long until the first history entries show and until the history is complete.
// The chain is filled first without limits (same ledger), then reopened as mainnet-like. Imported by scripts/bench.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
} from '@solana-program/token';
import { startLocalnet } from '@token-manager/localnet';
import type { DataSource } from '../src/data-source/contract';
import { createSolanaDataSource } from '../src/data-source/solana';
import { PUBLIC_LIMITS } from '../src/data-source/solana/rpc/budget';
import { allSignatures, chainCall, localCluster } from '@test-support/chain/chain';

const TOKEN_ACCOUNTS = 300;
const OWN_TRANSFERS = 4_950;
const WINDOW_MS = 10_000;

/** Signs and sends every transaction (many at a time), then waits until the last of them is confirmed. */
async function sendAll(url: string, payer: KeyPairSigner, batches: Instruction[][], concurrency = 32) {
  let blockhash = { blockhash: '', lastValidBlockHeight: 0n, at: 0 };
  const signatures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const instructions = batches[next++]!;
      // At the fill's 100 ms slots a blockhash lives 15 s: take a fresh one every few seconds.
      if (Date.now() - blockhash.at > 4_000) {
        const { value } = (await chainCall(url, 'getLatestBlockhash', [{ commitment: 'confirmed' }])) as {
          value: { blockhash: string; lastValidBlockHeight: number };
        };
        blockhash = {
          blockhash: value.blockhash,
          lastValidBlockHeight: BigInt(value.lastValidBlockHeight),
          at: Date.now(),
        };
      }
      const signed = await signTransactionMessageWithSigners(
        pipe(
          createTransactionMessage({ version: 0 }),
          (m) => setTransactionMessageFeePayerSigner(payer, m),
          (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash as never, m),
          (m) => appendTransactionMessageInstructions(instructions, m),
        ),
      );
      signatures.push(
        (await chainCall(url, 'sendTransaction', [
          getBase64EncodedWireTransaction(signed),
          { encoding: 'base64' },
        ])) as string,
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  for (const chunk of Array.from({ length: Math.ceil(signatures.length / 200) }, (_, i) =>
    signatures.slice(i * 200, i * 200 + 200),
  )) {
    for (;;) {
      const { value } = (await chainCall(url, 'getSignatureStatuses', [chunk])) as {
        value: ({ err: unknown; confirmationStatus: string } | null)[];
      };
      if (value.some((status) => status?.err)) throw new Error('a seeding transaction failed');
      if (value.every((status) => status && status.confirmationStatus !== 'processed')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** The wallet: 300 tokens from an issuer, each received once (naming only the token account), and ~5,000 transfers of its own. */
async function fill(url: string) {
  const [owner, issuer] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
  for (const who of [owner, issuer]) await chainCall(url, 'requestAirdrop', [who.address, 1_000_000_000_000]);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const rent = (await chainCall(url, 'getMinimumBalanceForRentExemption', [getMintSize()])) as number;
  const mints = await Promise.all(Array.from({ length: TOKEN_ACCOUNTS }, () => generateKeyPairSigner()));
  await sendAll(
    url,
    issuer,
    chunks(mints, 4).map((group) =>
      group.flatMap((mint) => [
        getCreateAccountInstruction({
          payer: issuer,
          newAccount: mint,
          space: getMintSize(),
          lamports: BigInt(rent),
          programAddress: TOKEN_PROGRAM_ADDRESS,
        }),
        getInitializeMint2Instruction({
          mint: mint.address,
          decimals: 0,
          mintAuthority: issuer.address,
          freezeAuthority: null,
        }),
      ]),
    ),
  );
  const accounts = await Promise.all(
    mints.map(
      async (mint) =>
        (
          await findAssociatedTokenPda({
            owner: owner.address,
            mint: mint.address,
            tokenProgram: TOKEN_PROGRAM_ADDRESS,
          })
        )[0],
    ),
  );
  // The wallet opens its accounts (these name it), then the issuer pays into them (these do not).
  await sendAll(
    url,
    owner,
    chunks(
      mints.map((mint, i) => ({ mint, account: accounts[i]! })),
      6,
    ).map((group) =>
      group.map(({ mint, account }) =>
        getCreateAssociatedTokenIdempotentInstruction({
          payer: owner,
          ata: account,
          owner: owner.address,
          mint: mint.address,
        }),
      ),
    ),
  );
  await sendAll(
    url,
    issuer,
    chunks(
      mints.map((mint, i) => ({ mint, account: accounts[i]! })),
      10,
    ).map((group) =>
      group.map(({ mint, account }) =>
        getMintToInstruction({ mint: mint.address, token: account, mintAuthority: issuer, amount: 1_000n }),
      ),
    ),
  );
  const sink = (await generateKeyPairSigner()).address;
  await sendAll(
    url,
    owner,
    Array.from({ length: OWN_TRANSFERS }, (_, i) => [
      getTransferSolInstruction({ source: owner, destination: sink, amount: BigInt(1_000_000 + i) }),
    ]),
  );
  return { owner: owner.address, mint: mints[0]!.address };
}

interface Request {
  at: number;
  methods: string[];
  status: number;
}

/** A fresh data source over the endpoint, as a fresh page: the public budget, every request recorded. */
function recordedDataSource(url: string) {
  const requests: Request[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { method: string } | { method: string }[];
    const at = performance.now();
    const response = await fetch(input, init);
    requests.push({
      at,
      methods: (Array.isArray(body) ? body : [body]).map((call) => call.method),
      status: response.status,
    });
    return response;
  };
  const cluster = localCluster(url);
  return { ds: createSolanaDataSource(cluster, { fetch: fetchFn, limits: PUBLIC_LIMITS }), requests };
}

/** The busiest 10 s: requests, calls, and calls of the busiest method, and every 429 seen. */
function busiest(requests: Request[]) {
  let most = { requests: 0, calls: 0, method: 0, name: '' };
  for (const { at } of requests) {
    const inWindow = requests.filter((r) => r.at > at - WINDOW_MS && r.at <= at);
    const calls = inWindow.flatMap((r) => r.methods);
    const perMethod = new Map<string, number>();
    for (const method of calls) perMethod.set(method, (perMethod.get(method) ?? 0) + 1);
    for (const [name, count] of perMethod) if (count > most.method) most = { ...most, method: count, name };
    most.requests = Math.max(most.requests, inWindow.length);
    most.calls = Math.max(most.calls, calls.length);
  }
  const all = requests.flatMap((r) => r.methods).length;
  const refused = requests.filter((r) => r.status === 429).length;
  return `${requests.length} requests, ${all} calls in all; busiest 10 s: ${most.requests} requests, ${most.calls} calls, ${most.method} of ${most.name}; ${refused} x 429`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A history read as a page makes it: when the first entries show, and when it is exact and complete. */
async function timedHistory(ds: DataSource, owner: string, count?: number) {
  const started = performance.now();
  let first: number | undefined;
  const page = await ds.getTransactions(owner, null, count, (progress) => {
    if (progress.items.length) first ??= performance.now() - started;
  });
  const complete = performance.now() - started;
  return { first: first ?? complete, complete, page };
}

export async function measureHistory(): Promise<Record<string, string>> {
  const ledgerDir = mkdtempSync(join(tmpdir(), 'stm-bench-history-'));
  try {
    const filling = await startLocalnet({ port: 0, ledgerDir, quiet: true, slotMs: 100 });
    const fillStarted = performance.now();
    let wallet: { owner: string; mint: string };
    let own: number;
    try {
      wallet = await fill(filling.rpcUrl);
      own = (await allSignatures(filling.rpcUrl, wallet.owner)).length;
    } finally {
      await filling.close();
    }
    const fillMs = performance.now() - fillStarted;
    const pause = () => new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 500));
    const figures: Record<string, string> = {
      'wallet filled': `${TOKEN_ACCOUNTS} token accounts, ${own.toLocaleString('en')} signatures of its own, and ${TOKEN_ACCOUNTS} receipts (in ${TOKEN_ACCOUNTS / 10} transactions) found only on its token accounts, in ${seconds(fillMs)}`,
    };
    const chain = await startLocalnet({ port: 0, ledgerDir, quiet: true, mainnetLike: true });
    try {
      const { owner, mint } = wallet;

      // The dashboard: tokens, SOL balance and the 3 newest transactions, at once, on a fresh page.
      const dashboard = recordedDataSource(chain.rpcUrl);
      const [history] = await Promise.all([
        timedHistory(dashboard.ds, owner, 3),
        dashboard.ds.getTokens(owner),
        dashboard.ds.getSolBalance(owner),
      ]);
      figures['dashboard'] = busiest(dashboard.requests);
      figures['dashboard: first entries, complete'] = `${seconds(history.first)}, ${seconds(history.complete)}`;
      await pause();

      // The history page opened first thing on a fresh page (nothing cached), then its second page.
      const page = recordedDataSource(chain.rpcUrl);
      const firstPage = await timedHistory(page.ds, owner);
      const second = await page.ds.getTransactions(owner, firstPage.page.cursor);
      figures['first history page'] = busiest(page.requests);
      figures['first history page: first entries shown'] = seconds(firstPage.first);
      figures['first history page: complete (all token accounts checked)'] =
        `${seconds(firstPage.complete)} (${firstPage.page.items.length} entries, then ${second.items.length} more on the next page)`;
      await pause();

      // The token page: the token in full, its largest holders (refused on mainnet, as there), its activity.
      const token = recordedDataSource(chain.rpcUrl);
      const [activity] = await Promise.all([
        timedHistory(token.ds, owner, 50),
        token.ds.getTokenDetails(mint, owner),
        token.ds.getLargestHolders(mint),
      ]);
      figures['token page'] = busiest(token.requests);
      figures['token page: activity first shown, complete'] =
        `${seconds(activity.first)}, ${seconds(activity.complete)}`;

      // The same tab moving on to the history page: everything it needs is cached or fresh.
      const before = token.requests.length;
      const cached = await timedHistory(token.ds, owner);
      figures['history page after the token page (same tab)'] =
        `${token.requests.length - before} requests, complete in ${seconds(cached.complete)}`;
    } finally {
      await chain.close();
    }

    // The same wallet where the endpoint indexes history (getTransactionsForAddress, token accounts included).
    const indexedChain = await startLocalnet({
      port: 0,
      ledgerDir,
      quiet: true,
      mainnetLike: true,
      indexedHistory: true,
    });
    try {
      const indexed = recordedDataSource(indexedChain.rpcUrl);
      const firstPage = await timedHistory(indexed.ds, wallet.owner);
      figures["first history page through the provider's index: complete (token accounts included)"] =
        `${seconds(firstPage.complete)}, ${busiest(indexed.requests)} (${firstPage.page.items.length} entries)`;
      await pause();

      const whole = recordedDataSource(indexedChain.rpcUrl);
      const started = performance.now();
      let entries = 0;
      let cursor: string | null = null;
      do {
        const page = await whole.ds.getTransactions(wallet.owner, cursor, 1_000);
        entries += page.items.length;
        cursor = page.cursor;
      } while (cursor);
      figures["the whole history through the provider's index (pages of 1,000)"] =
        `${entries.toLocaleString('en')} entries in ${seconds(performance.now() - started)}, ${busiest(whole.requests)}`;
    } finally {
      await indexedChain.close();
    }
    return figures;
  } finally {
    rmSync(ledgerDir, { recursive: true, force: true });
  }
}
