// Nothing confirmed is lost: stream transfers at `npm run localnet`, SIGKILL it mid-stream, restart
// it on the same ledger, and find every confirmed transaction with the same result and every balance
// consistent with exactly the transactions that survived.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import bs58 from 'bs58';
import { afterAll, describe, expect, it } from 'vitest';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, type PublicKey } from '@solana/web3.js';
import { sleep } from './support';

// The package's own folder: its CLI, and tsx found from there.
const root = join(import.meta.dirname, '..');
const ledgerDir = mkdtempSync(join(tmpdir(), 'localnet-kill-'));
const children: ChildProcess[] = [];

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

async function freePortPair(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 30000);
    if ((await portFree(port)) && (await portFree(port + 1))) return port;
  }
}

async function startProcess(port: number): Promise<ChildProcess> {
  // node with tsx as a loader (what `tsx main.ts` runs), so signals reach the server itself
  // rather than tsx's relay, which escalates to SIGKILL when the child is slow to acknowledge.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'main.ts',
      '--port',
      String(port),
      '--ledger',
      ledgerDir,
      '--slot-ms',
      '50',
      '--finality-depth',
      '8',
      '--quiet',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(child);
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await sleep(100);
  }
  throw new Error('local chain did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(ledgerDir, { recursive: true, force: true });
});

describe('durability across SIGKILL', () => {
  it('keeps every confirmed transaction and consistent balances', async () => {
    const port = await freePortPair();
    const url = `http://127.0.0.1:${port}`;
    const first = await startProcess(port);
    const conn = new Connection(url, 'confirmed');
    const payer = Keypair.generate();
    const START = 100 * LAMPORTS_PER_SOL;
    const airdrop = await conn.requestAirdrop(payer.publicKey, START);
    await conn.confirmTransaction({ signature: airdrop, ...(await conn.getLatestBlockhash()) });
    const recipients: PublicKey[] = Array.from({ length: 4 }, () => Keypair.generate().publicKey);

    const sent = new Map<string, { to: PublicKey; lamports: number }>();
    const confirmed = new Map<string, { slot: number; err: unknown }>();
    let streaming = true;
    let n = 0;
    const sender = async () => {
      while (streaming) {
        const i = n++;
        const to = recipients[i % recipients.length]!;
        const lamports = 1_000_000 + i;
        try {
          const { blockhash } = await conn.getLatestBlockhash();
          const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
            SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports }),
          );
          tx.sign(payer);
          // Recorded before it is sent: the server may take a transaction and die before it answers,
          // and that transaction counts if it landed.
          sent.set(bs58.encode(tx.signature!), { to, lamports });
          await conn.sendRawTransaction(tx.serialize(), { skipPreflight: true });
        } catch {
          // the server is gone: the stream ends
        }
      }
    };
    const poller = async () => {
      while (streaming) {
        const pending = [...sent.keys()].filter((s) => !confirmed.has(s)).slice(0, 200);
        try {
          const { value } = await conn.getSignatureStatuses(pending);
          value.forEach((status, i) => {
            if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
              confirmed.set(pending[i]!, { slot: status.slot, err: status.err });
            }
          });
        } catch {
          // the server is gone
        }
        await sleep(20);
      }
    };
    const loops = [sender(), sender(), sender(), poller()];
    while (confirmed.size < 30) await sleep(50);
    first.kill('SIGKILL'); // mid-stream: senders and the poller are still running
    expect((await exited(first)).signal).toBe('SIGKILL');
    streaming = false;
    await Promise.all(loops);

    const second = await startProcess(port);
    const statuses = (await conn.getSignatureStatuses([...sent.keys()], { searchTransactionHistory: true })).value;
    const landed = [...sent.keys()].filter((_, i) => statuses[i] !== null);
    for (const [signature, before] of confirmed) {
      const tx = await conn.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
      expect(tx, `confirmed ${signature} lost`).not.toBeNull();
      expect(tx!.slot).toBe(before.slot);
      expect(tx!.meta!.err).toEqual(before.err);
      expect(landed).toContain(signature);
    }
    // Balances reflect exactly the transfers that survived.
    for (const to of recipients) {
      const expected = landed
        .filter((s) => sent.get(s)!.to.equals(to))
        .reduce((sum, s) => sum + sent.get(s)!.lamports, 0);
      expect(await conn.getBalance(to, 'processed')).toBe(expected);
    }
    const spent = landed.reduce((sum, s) => sum + sent.get(s)!.lamports + 5000, 0);
    expect(await conn.getBalance(payer.publicKey, 'processed')).toBe(START - spent);
    expect((await conn.getSignaturesForAddress(payer.publicKey, { limit: 1000 })).length).toBeGreaterThanOrEqual(
      confirmed.size + 1,
    );

    // And it stops cleanly on SIGTERM.
    second.kill('SIGTERM');
    expect((await exited(second)).code).toBe(0);
  });
});
