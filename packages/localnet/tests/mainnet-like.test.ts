// The mainnet-like profile: the public endpoint's rate limits, batch cap and index refusals, and
// congestion, where only a priority fee above the slot's clearing price gets a transaction in.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { MAINNET_LIKE } from '../index';
import { mainnetLikeOf } from '../mainnet-like';
import { rpc, sleep, startTestChain, TOKEN_2022_PROGRAM_ID, type TestChain, type Wire } from './support';

interface Reply {
  status: number;
  retryAfter: string | undefined;
  text: string;
}

/** A POST from a chosen loopback address: each test is its own client, with its own budget. */
function post(url: string, payload: unknown, client: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress: client, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], text }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

const call = (method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id: 1, method, params });
const batch = (...methods: string[]) => methods.map((m, i) => ({ ...call(m), id: i }));
const times = (n: number, method: string) => Array.from({ length: n }, () => method);

/** Polls until `probe` gives a value; a generous deadline, but it ends as soon as the value is there. */
async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('rate limits and batches (mainnet-like figures, 5 s window)', () => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await startTestChain({ mainnetLike: { windowMs: 5_000 } });
  });
  afterAll(async () => chain.dispose());

  it('answers the 41st call of one method in a window with 429 and Retry-After, until the window frees', async () => {
    const client = '127.0.0.2';
    const first = await Promise.all(times(40, 'getSlot').map((m) => post(chain.rpcUrl, call(m), client)));
    expect(first.map((r) => r.status)).toEqual(times(40, 'getSlot').map(() => 200));
    const refused = await post(chain.rpcUrl, call('getSlot'), client);
    expect(refused.status).toBe(429);
    expect(refused.text).toBe('Too many requests for a specific RPC call: over 40 getSlot calls per 5 s');
    const retryAfter = Number(refused.retryAfter);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 5).toBe(true);
    // Only that method and only that client are held back.
    expect((await post(chain.rpcUrl, call('getHealth'), client)).status).toBe(200);
    expect((await post(chain.rpcUrl, call('getSlot'), '127.0.0.7')).status).toBe(200);
    await sleep(retryAfter * 1000);
    expect((await post(chain.rpcUrl, call('getSlot'), client)).status).toBe(200);
  });

  it('counts each call of a batch, and refuses a batch that would go over whole, counting none of it', async () => {
    const client = '127.0.0.3';
    for (let i = 0; i < 7; i++) {
      const reply = await post(chain.rpcUrl, batch(...times(5, 'getBlockHeight')), client);
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.text)).toHaveLength(5);
    }
    expect((await post(chain.rpcUrl, batch(...times(6, 'getBlockHeight')), client)).status).toBe(429); // 35 + 6
    expect((await post(chain.rpcUrl, batch(...times(5, 'getBlockHeight')), client)).status).toBe(200); // 40
    expect((await post(chain.rpcUrl, call('getBlockHeight'), client)).status).toBe(429);
  });

  it('holds a client to 100 calls in all, whatever the methods', async () => {
    const client = '127.0.0.4';
    const mixed = [...times(4, 'getSlot'), ...times(3, 'getBlockHeight'), ...times(3, 'getEpochInfo')];
    for (let i = 0; i < 10; i++) expect((await post(chain.rpcUrl, batch(...mixed), client)).status).toBe(200);
    const refused = await post(chain.rpcUrl, call('getHealth'), client);
    expect(refused.status).toBe(429);
    expect(refused.text).toBe('Too many requests from this address: over 100 calls per 5 s');
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
  });

  it('refuses a batch over 10 calls with one error object, before anything in it runs or counts', async () => {
    const client = '127.0.0.5';
    const oversized = [
      { ...call('localnet_setFaults', [{ retryAfterSeconds: 7 }]), id: 99 },
      ...batch(...times(10, 'getSlot')),
    ];
    const reply = await post(chain.rpcUrl, oversized, client);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.text)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Batch of 11 requests is over the limit of 10' },
      id: null,
    });
    expect((await rpc(chain.rpcUrl, 'localnet_getFaults')).result.retryAfterSeconds).toBe(1);
    const after = await Promise.all(times(40, 'getSlot').map((m) => post(chain.rpcUrl, call(m), client)));
    expect(after.every((r) => r.status === 200)).toBe(true);
  });

  it('never counts or refuses the control methods', async () => {
    const client = '127.0.0.6';
    for (let i = 0; i < 11; i++)
      expect((await post(chain.rpcUrl, batch(...times(10, 'localnet_getFaults')), client)).status).toBe(200);
    const reads = await Promise.all(times(40, 'getSlot').map((m) => post(chain.rpcUrl, call(m), client)));
    expect(reads.every((r) => r.status === 200)).toBe(true);
    expect((await post(chain.rpcUrl, call('getSlot'), client)).status).toBe(429);
    const control = await post(chain.rpcUrl, call('localnet_getFaults'), client);
    expect(control.status).toBe(200);
    expect(JSON.parse(control.text).result.congestion).toBe(true); // on at start under the profile
  });

  it('refuses getProgramAccounts and getTokenLargestAccounts as the public endpoint does', async () => {
    const program = TOKEN_2022_PROGRAM_ID.toBase58();
    expect((await rpc(chain.rpcUrl, 'getProgramAccounts', [program])).error).toEqual({
      code: -32010,
      message: `${program} excluded from account secondary indexes; this RPC method unavailable for key`,
    });
    const mint = Keypair.generate().publicKey.toBase58();
    expect((await rpc(chain.rpcUrl, 'getTokenLargestAccounts', [mint])).error).toEqual({
      code: -32010,
      message: `${mint} excluded from account secondary indexes; this RPC method unavailable for key`,
    });
    const conn = new Connection(chain.rpcUrl, 'confirmed');
    await expect(conn.getProgramAccounts(SystemProgram.programId)).rejects.toThrow(/excluded from account secondary/);
  });
});

describe('congestion (mainnet-like, 50 ms slots)', () => {
  let chain: TestChain;
  let conn: Connection;
  const payer = Keypair.generate();
  const unpricedTo = Keypair.generate().publicKey;
  const pricedTo = Keypair.generate().publicKey;
  let unpriced: { signature: string; sentAt: number };
  let priced: { signature: string; price: number; slot: number };

  const status = async (signature: string) =>
    (await conn.getSignatureStatuses([signature], { searchTransactionHistory: true })).value[0];

  async function send(...instructions: TransactionInstruction[]) {
    const tx = new Transaction({ feePayer: payer.publicKey, ...(await conn.getLatestBlockhash()) }).add(
      ...instructions,
    );
    tx.sign(payer);
    const raw = tx.serialize();
    const signature = await conn.sendRawTransaction(raw);
    return { signature, raw };
  }
  const transfer = (to: PublicKey) =>
    SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 });

  beforeAll(async () => {
    // Polling all along is far over the public figures; the limits are not what this part tests.
    chain = await startTestChain({
      mainnetLike: { requestsPerWindow: 1_000_000, methodRequestsPerWindow: 1_000_000 },
      // A seed whose clearing prices let a median-priced send in within 5 slots whenever it is sent.
      congestionSeed: 53,
    });
    conn = new Connection(chain.rpcUrl, 'confirmed');
  });
  afterAll(async () => chain.dispose());

  it('lands an airdrop at once (the faucet is never queued)', async () => {
    const signature = await conn.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL);
    expect(await status(signature)).not.toBeNull();
    expect(await conn.getBalance(payer.publicKey, 'processed')).toBe(LAMPORTS_PER_SOL);
  });

  it('keeps a send with no priority fee out, and lets one priced at the median fee in within a few slots', async () => {
    const nonZero = await waitFor('30 slots of background load', async () => {
      const values = (await conn.getRecentPrioritizationFees()).map((f) => f.prioritizationFee).filter((v) => v > 0);
      return values.length >= 30 ? values.sort((a, b) => a - b) : null;
    });
    const price = nonZero[Math.floor(nonZero.length / 2)]!;

    const sentAt = await conn.getSlot('processed');
    const plain = await send(transfer(unpricedTo));
    unpriced = { signature: plain.signature, sentAt };
    // Sent again, it is the same transaction: not queued twice, not refused.
    expect(await conn.sendRawTransaction(plain.raw)).toBe(plain.signature);

    const before = await conn.getSlot('processed');
    const { signature } = await send(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: price }),
      transfer(pricedTo),
    );
    const landed = await waitFor('the priced send to land', async () => (await status(signature)) ?? null);
    expect(landed.err).toBeNull();
    expect(landed.slot - before).toBeLessThanOrEqual(15);
    expect(await conn.getBalance(pricedTo, 'processed')).toBe(1_000_000);
    priced = { signature, price, slot: landed.slot };

    await waitFor('20 slots after the unpriced send', async () =>
      (await conn.getSlot('processed')) >= unpriced.sentAt + 20 ? true : null,
    );
    expect(await status(unpriced.signature)).toBeNull();
    expect(await conn.getBalance(unpricedTo, 'processed')).toBe(0);
  });

  it('reports the landed price for an address the priced send wrote', async () => {
    const fees = await waitFor('the priced slot to be confirmed', async () => {
      const list = await conn.getRecentPrioritizationFees({ lockedWritableAccounts: [pricedTo] });
      return list.some((f) => f.slot === priced.slot) ? list : null;
    });
    expect(fees.find((f) => f.slot === priced.slot)?.prioritizationFee).toBe(priced.price);
    // Block-wide, that slot's floor is the background load's clearing price, which the send paid at least.
    const block = (await conn.getRecentPrioritizationFees()).find((f) => f.slot === priced.slot)!;
    expect(block.prioritizationFee).toBeGreaterThan(0);
    expect(block.prioritizationFee).toBeLessThanOrEqual(priced.price);
    const landed = (await rpc(chain.rpcUrl, 'getTransaction', [priced.signature, { commitment: 'confirmed' }]))
      .result as Wire;
    expect(landed.meta.fee).toBe(5000 + Math.ceil((priced.price * 10_000) / 1_000_000));
  });

  it('lands the queued send without a fee once congestion is turned off', async () => {
    const set = await rpc(chain.rpcUrl, 'localnet_setFaults', [{ congestion: false }]);
    expect(set.result.congestion).toBe(false);
    const landed = await waitFor('the unpriced send to be confirmed', async () => {
      const s = await status(unpriced.signature);
      return s?.confirmationStatus === 'confirmed' ? s : null;
    });
    expect(landed.err).toBeNull();
    expect(await conn.getBalance(unpricedTo)).toBe(1_000_000);
  });
});

describe('congestion as a fault of its own (10 ms slots)', () => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await startTestChain({ slotMs: 10, faults: { congestion: true } });
  });
  afterAll(async () => chain.dispose());

  it('drops a queued send silently once its blockhash has expired', async () => {
    const conn = new Connection(chain.rpcUrl, 'confirmed');
    const payer = Keypair.generate();
    await conn.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL);
    const to = Keypair.generate().publicKey;
    const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
    const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 }),
    );
    tx.sign(payer);
    const signature = await conn.sendRawTransaction(tx.serialize());
    await waitFor('the blockhash to expire', async () =>
      (await conn.getBlockHeight('processed')) > lastValidBlockHeight ? true : null,
    );
    chain.setFaults({ congestion: false });
    const slot = await conn.getSlot('processed');
    await waitFor('three more slots', async () => ((await conn.getSlot('processed')) >= slot + 3 ? true : null));
    expect((await conn.getSignatureStatuses([signature], { searchTransactionHistory: true })).value[0]).toBeNull();
    expect(await conn.getBalance(to, 'processed')).toBe(0);
  });
});

// Mainnet's pace since SIMD-0525's last step (200 ms slots from epoch 1053, 2026-10): Agave
// runtime/src/slot_params.rs at 200 ms with `raise_block_limits_to_100m` (SIMD-0286), as its test
// `test_cost_limits_scaling_matches_simd_0525` states: 50,000,000 units a block, 20,000,000 a writable account.
describe("the profile's figures", () => {
  it("runs at mainnet's slot time and per-slot limits, each figure still one's own to change", () => {
    expect(MAINNET_LIKE).toMatchObject({ slotMs: 200, blockUnits: 50_000_000, accountUnits: 20_000_000 });
    expect(mainnetLikeOf(true)).toEqual(MAINNET_LIKE);
    expect(mainnetLikeOf({ slotMs: 400 })?.slotMs).toBe(400);
    expect(() => mainnetLikeOf({ accountUnits: 0 })).toThrow('accountUnits must be a positive integer');
  });
});
