// Injected faults, set at start and at run time through the localnet_setFaults control method.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { rpc, sleep, startTestChain, type TestChain } from './support';

const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' });
const post = (url: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

function openSocket(url: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.once('open', () => {
      ws.close();
      resolve('open');
    });
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(0));
  });
}

describe('faults set at run time', () => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await startTestChain();
  });
  afterAll(async () => chain.dispose());

  it('adds latency to every answer', async () => {
    await rpc(chain.rpcUrl, 'localnet_setFaults', [{ latencyMs: 250 }]);
    const t0 = Date.now();
    expect((await post(chain.rpcUrl)).status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(240);
    await rpc(chain.rpcUrl, 'localnet_setFaults', [{ latencyMs: 0 }]);
  });

  it('fails a share of requests with HTTP 500, and the control method still answers', async () => {
    const set = await rpc(chain.rpcUrl, 'localnet_setFaults', [{ errorRate: 1 }]);
    expect(set.result.errorRate).toBe(1);
    expect((await post(chain.rpcUrl)).status).toBe(500);
    await rpc(chain.rpcUrl, 'localnet_setFaults', [{ errorRate: 0.5 }]);
    const statuses = await Promise.all(Array.from({ length: 60 }, () => post(chain.rpcUrl).then((r) => r.status)));
    const failures = statuses.filter((s) => s === 500).length;
    expect(failures).toBeGreaterThan(10);
    expect(failures).toBeLessThan(50);
    await rpc(chain.rpcUrl, 'localnet_setFaults', [{ errorRate: 0 }]);
    expect((await post(chain.rpcUrl)).status).toBe(200);
  });

  it('rate limits with 429 and Retry-After', async () => {
    chain.setFaults({ rateLimitRate: 1, retryAfterSeconds: 3 });
    const res = await post(chain.rpcUrl);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('3');
    chain.setFaults({ rateLimitRate: 0 });
    expect((await post(chain.rpcUrl)).status).toBe(200);
  });

  it('accepts sends that never land', async () => {
    const conn = new Connection(chain.rpcUrl, 'confirmed');
    const payer = Keypair.generate();
    const sig = await conn.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL);
    await conn.confirmTransaction({ signature: sig, ...(await conn.getLatestBlockhash()) });
    await rpc(chain.rpcUrl, 'localnet_setFaults', [{ dropRate: 1 }]);
    const to = Keypair.generate().publicKey;
    const tx = new Transaction({ feePayer: payer.publicKey, ...(await conn.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 }),
    );
    tx.sign(payer);
    const signature = await conn.sendRawTransaction(tx.serialize());
    expect(typeof signature).toBe('string');
    await sleep(300);
    expect((await conn.getSignatureStatus(signature, { searchTransactionHistory: true })).value).toBeNull();
    expect(await conn.getBalance(to, 'processed')).toBe(0);
    await rpc(chain.rpcUrl, 'localnet_setFaults', [{ dropRate: 0 }]);
  });

  it('refuses WebSocket connections and drops open ones', async () => {
    const open = new WebSocket(chain.wsUrl);
    await new Promise((r) => open.once('open', r));
    const closed = new Promise((r) => open.once('close', r));
    await rpc(chain.rpcUrl, 'localnet_setFaults', [{ wsRefused: true }]);
    await closed;
    expect(await openSocket(chain.wsUrl)).toBe(503);
    await rpc(chain.rpcUrl, 'localnet_setFaults', [{ wsRefused: false }]);
    expect(await openSocket(chain.wsUrl)).toBe('open');
  });

  it('rejects a fault it does not know, naming it', async () => {
    const res = await rpc(chain.rpcUrl, 'localnet_setFaults', [{ chaos: 1 }]);
    expect(res.error).toMatchObject({ code: -32602, message: 'Invalid params: unknown fault "chaos"' });
    const share = await rpc(chain.rpcUrl, 'localnet_setFaults', [{ errorRate: 2 }]);
    expect(share.error?.message).toBe('Invalid params: errorRate must be between 0 and 1');
  });
});

describe('faults set at start', () => {
  it('starts failing every request and refusing sockets when told to', async () => {
    const chain = await startTestChain({ faults: { errorRate: 1, wsRefused: true } });
    try {
      expect((await post(chain.rpcUrl)).status).toBe(500);
      expect(await openSocket(chain.wsUrl)).toBe(503);
      expect((await rpc(chain.rpcUrl, 'localnet_getFaults')).result).toMatchObject({ errorRate: 1, wsRefused: true });
    } finally {
      await chain.dispose();
    }
  });
});
