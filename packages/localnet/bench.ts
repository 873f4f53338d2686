// Local-chain figures for `npm run bench`: throughput and send->confirmed latency, measured with
// web3.js Connection against a chain started for the purpose (its own process, temp ledger, 400 ms slots).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';

export interface LocalnetBench {
  transactions: number;
  tps: number;
  p50Ms: number;
  p99Ms: number;
}

// The package's own folder: its CLI, and tsx found from there.
const PACKAGE = fileURLToPath(new URL('.', import.meta.url));
const TRANSACTIONS = 2000;
const SENDERS = 64;
const TIME_BOX_MS = 40_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string) {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`local chain at ${url} did not start`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function benchLocalnet(): Promise<LocalnetBench> {
  const ledger = mkdtempSync(join(tmpdir(), 'localnet-bench-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.LOCALNET_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'main.ts',
      '--port',
      String(port),
      '--ledger',
      ledger,
      '--quiet',
    ],
    {
      cwd: PACKAGE,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url);
    const conn = new Connection(url, 'confirmed');
    const payer = Keypair.generate();
    const airdrop = await conn.requestAirdrop(payer.publicKey, 1000 * LAMPORTS_PER_SOL);
    await conn.confirmTransaction({ signature: airdrop, ...(await conn.getLatestBlockhash()) });
    const recipients = Array.from({ length: 16 }, () => Keypair.generate().publicKey);

    // One poller confirms for everyone, as a wallet polling getSignatureStatuses would, in batches.
    const waiting = new Map<string, () => void>();
    let running = true;
    const poller = (async () => {
      while (running) {
        const batch = [...waiting.keys()].slice(0, 256);
        if (batch.length) {
          const { value } = await conn.getSignatureStatuses(batch);
          value.forEach((s, i) => {
            if (s?.confirmationStatus === 'confirmed' || s?.confirmationStatus === 'finalized') {
              waiting.get(batch[i]!)?.();
              waiting.delete(batch[i]!);
            }
          });
        }
        await sleep(20);
      }
    })();

    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    let blockhash = (await conn.getLatestBlockhash()).blockhash;
    const refresh = setInterval(() => void conn.getLatestBlockhash().then((b) => (blockhash = b.blockhash)), 2000);
    const sender = async () => {
      while (next < TRANSACTIONS && performance.now() - started < TIME_BOX_MS) {
        const i = next++;
        const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
          SystemProgram.transfer({
            fromPubkey: payer.publicKey,
            toPubkey: recipients[i % recipients.length]!,
            lamports: 1_000_000 + i,
          }),
        );
        tx.sign(payer);
        const t0 = performance.now();
        const signature = await conn.sendRawTransaction(tx.serialize());
        await new Promise<void>((resolve) => waiting.set(signature, resolve));
        latencies.push(performance.now() - t0);
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(refresh);
    running = false;
    await poller;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      transactions: sorted.length,
      tps: sorted.length / elapsed,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(ledger, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const r = await benchLocalnet();
  console.log(`transactions: ${r.transactions}`);
  console.log(`throughput: ${r.tps.toFixed(1)} tx/s`);
  console.log(`latency send->confirmed p50: ${r.p50Ms.toFixed(1)} ms, p99: ${r.p99Ms.toFixed(1)} ms`);
}
