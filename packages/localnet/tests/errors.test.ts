// Every error a client can provoke, answered as a validator answers it (never with a made-up result).
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import bs58 from 'bs58';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  MessageV0,
  sendAndConfirmTransaction,
  SendTransactionError,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js';
import { rpc, startTestChain, type TestChain, type Wire } from './support';

let chain: TestChain;
let conn: Connection;
const payer = Keypair.generate();

beforeAll(async () => {
  chain = await startTestChain();
  conn = new Connection(chain.rpcUrl, 'confirmed');
  const sig = await conn.requestAirdrop(payer.publicKey, 2 * LAMPORTS_PER_SOL);
  await conn.confirmTransaction({ signature: sig, ...(await conn.getLatestBlockhash()) });
});

afterAll(async () => {
  await chain.dispose();
});

async function post(body: string, headers: Record<string, string> = {}) {
  const res = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Wire };
}

async function transfer(lamports: number, blockhash?: string) {
  const tx = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: blockhash ?? (await conn.getLatestBlockhash()).blockhash,
  }).add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports }));
  tx.sign(payer);
  return tx;
}

describe('JSON-RPC envelope errors', () => {
  it('answers an unknown method with -32601', async () => {
    const { json } = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getEverything' }));
    expect(json).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32601, message: 'Method not found' } });
  });

  it('answers malformed JSON with -32700', async () => {
    const { json } = await post('{"jsonrpc":"2.0", "id": 1, "method": ');
    expect(json.error).toEqual({ code: -32700, message: 'Parse error' });
    expect(json.id).toBeNull();
  });

  it('answers a request without a method, or an empty batch, with -32600', async () => {
    expect((await post(JSON.stringify({ jsonrpc: '2.0', id: 1 }))).json.error.code).toBe(-32600);
    expect((await post('[]')).json.error.code).toBe(-32600);
  });

  it('answers batches in order, errors beside results', async () => {
    const { json } = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
        { jsonrpc: '2.0', id: 3, method: 'getBalance', params: ['xyz'] },
        {
          jsonrpc: '2.0',
          id: 4,
          method: 'getBalance',
          params: [payer.publicKey.toBase58(), { commitment: 'confirmed' }],
        },
      ]),
    );
    expect(json.map((r: Wire) => r.id)).toEqual([1, 2, 3, 4]);
    expect(json[0].result).toBe('ok');
    expect(json[1].error.code).toBe(-32601);
    expect(json[2].error.code).toBe(-32602);
    expect(json[3].result.value).toBe(2 * LAMPORTS_PER_SOL);
  });

  it('names the problem in -32602 answers', async () => {
    expect((await rpc(chain.rpcUrl, 'getBalance', [])).error).toMatchObject({
      code: -32602,
      message: 'Invalid params: missing pubkey',
    });
    expect((await rpc(chain.rpcUrl, 'getBalance', ['0OIl'])).error).toMatchObject({
      code: -32602,
      message: 'Invalid param: Invalid',
    });
    expect((await rpc(chain.rpcUrl, 'getBalance', ['abc'])).error).toMatchObject({
      code: -32602,
      message: 'Invalid param: WrongSize',
    });
    const bad = await rpc(chain.rpcUrl, 'getSlot', [{ commitment: 'eventually' }]);
    expect(bad.error?.code).toBe(-32602);
    expect(bad.error?.message).toContain('eventually');
    const limit = await rpc(chain.rpcUrl, 'getSignaturesForAddress', [payer.publicKey.toBase58(), { limit: 5000 }]);
    expect(limit.error).toMatchObject({ code: -32602, message: 'Invalid limit; max 1000' });
    const processed = await rpc(chain.rpcUrl, 'getTransaction', ['1'.repeat(64), { commitment: 'processed' }]);
    expect(processed.error?.message).toBe('Method does not support commitment below `confirmed`');
    const garbage = await rpc(chain.rpcUrl, 'sendTransaction', [
      Buffer.from('nonsense').toString('base64'),
      { encoding: 'base64' },
    ]);
    expect(garbage.error?.code).toBe(-32602);
    expect(garbage.error?.message).toContain('failed to deserialize');
    const account = Keypair.generate();
    const create = new Transaction().add(
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: account.publicKey,
        space: 200,
        lamports: await conn.getMinimumBalanceForRentExemption(200),
        programId: SystemProgram.programId,
      }),
    );
    await sendAndConfirmTransaction(conn, create, [payer, account]);
    const big = await rpc(chain.rpcUrl, 'getAccountInfo', [
      account.publicKey.toBase58(),
      { encoding: 'base58', commitment: 'confirmed' },
    ]);
    expect(big.error?.message).toBe(
      'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    );
    const ok = await rpc(chain.rpcUrl, 'getAccountInfo', [
      account.publicKey.toBase58(),
      { commitment: 'confirmed', encoding: 'base64', dataSlice: { offset: 0, length: 4 } },
    ]);
    expect(ok.result.value.data).toEqual(['AAAAAA==', 'base64']);
    expect(ok.result.value.space).toBe(200);
  });

  it('refuses a read whose minContextSlot is ahead of the chain', async () => {
    const res = await rpc(chain.rpcUrl, 'getBalance', [payer.publicKey.toBase58(), { minContextSlot: 10_000_000 }]);
    expect(res.error?.code).toBe(-32016);
    expect(res.error?.message).toBe('Minimum context slot has not been reached');
  });

  it("allows this computer's pages: CORS preflight accepts Wire requested headers, answers grant that origin", async () => {
    const res = await fetch(chain.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,solana-client',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type,solana-client');
    const { headers } = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }));
    expect(headers.get('access-control-allow-origin')).toBeNull(); // a program, no Origin: nothing to grant
  });

  it('refuses a web page elsewhere (no CORS grant, no answer) and a rebound name in Host, HTTP and WebSocket alike', async () => {
    const { port } = new URL(chain.rpcUrl);
    const target = Keypair.generate().publicKey;
    const airdrop = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: [target.toBase58(), 1_000],
    });
    const ask = (headers: Record<string, string>, body = airdrop) =>
      new Promise<{ status: number; text: string; allowOrigin: unknown }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, text, allowOrigin: res.headers['access-control-allow-origin'] }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const evil = await ask({ Origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.allowOrigin).toBeUndefined();
    expect(evil.text).toMatch(/^Refused: pages from https:\/\/evil\.example may not use this local chain/);
    const rebound = await ask({ Host: `rebound.evil.example:${port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.text).toMatch(/answers only requests addressed to this computer/);
    // Neither reached the faucet.
    expect(await conn.getBalance(target, 'processed')).toBe(0);
    const health = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' });
    expect(await ask({ Origin: 'http://localhost:5173' }, health)).toMatchObject({
      status: 200,
      allowOrigin: 'http://localhost:5173',
    });

    const refusedSocket = await new Promise<number>((resolve) => {
      const socket = new WebSocket(chain.wsUrl, { headers: { Origin: 'https://evil.example' } });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', () => {});
    });
    expect(refusedSocket).toBe(403);
  });
});

describe('transaction errors', () => {
  it('fails preflight like a validator: -32002, the reason, and the program logs', async () => {
    const before = await conn.getBalance(payer.publicKey);
    const tx = await transfer(50 * LAMPORTS_PER_SOL);
    const err = await conn.sendRawTransaction(tx.serialize()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SendTransactionError);
    const raw = await rpc(chain.rpcUrl, 'sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }]);
    expect(raw.error?.code).toBe(-32002);
    expect(raw.error?.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    );
    expect(raw.error?.data.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(raw.error?.data.logs.join('\n')).toContain('insufficient lamports');
    expect((await conn.getSignatureStatuses([bs58.encode(tx.signature!)])).value).toEqual([null]);
    expect(await conn.getBalance(payer.publicKey, 'processed')).toBe(before);
  });

  it('lands a failing transaction sent without preflight: error recorded, fee charged', async () => {
    const before = await conn.getBalance(payer.publicKey, 'processed');
    const tx = await transfer(50 * LAMPORTS_PER_SOL);
    const sig = await conn.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    // web3.js reports the transaction's error either way, depending on which of its paths sees it
    // first: polling rejects with the error, the signature notification resolves with { value: { err } }.
    const outcome = await conn.confirmTransaction({ signature: sig, ...(await conn.getLatestBlockhash()) }).then(
      (answer) => answer.value.err as unknown,
      (e: unknown) => e,
    );
    expect(outcome).toEqual({ InstructionError: [0, { Custom: 1 }] });
    for (let i = 0; i < 100 && (await conn.getSignatureStatus(sig)).value?.confirmationStatus !== 'confirmed'; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await conn.getBalance(payer.publicKey)).toBe(before - 5000);
    const full = await conn.getTransaction(sig, { maxSupportedTransactionVersion: 0 });
    expect(full?.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
  });

  // Agave 4.2 verifies signatures inside preflight and reports a failure as the transaction's error
  // (rpc/src/rpc.rs `send_transaction`: `TransactionSimulationResult::new_error(err)`), where 2.x answered -32003.
  it('refuses a bad signature in preflight as SignatureFailure, as Agave 4.2 does', async () => {
    const tx = await transfer(1_000_000);
    const bytes = tx.serialize();
    bytes[10] = bytes[10]! ^ 0xff; // inside the first signature
    const res = await rpc(chain.rpcUrl, 'sendTransaction', [
      Buffer.from(bytes).toString('base64'),
      { encoding: 'base64' },
    ]);
    expect(res.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Transaction did not pass signature verification',
    });
    expect(res.error?.data).toMatchObject({ err: 'SignatureFailure', fee: null, logs: [], unitsConsumed: 0 });
    // Without preflight it is taken and dropped: nothing lands.
    const skipped = await rpc(chain.rpcUrl, 'sendTransaction', [
      Buffer.from(bytes).toString('base64'),
      { encoding: 'base64', skipPreflight: true },
    ]);
    expect(typeof skipped.result).toBe('string');
    expect((await rpc(chain.rpcUrl, 'getSignatureStatuses', [[skipped.result]])).result.value).toEqual([null]);
  });

  it('rejects a duplicate as already processed', async () => {
    const tx = await transfer(1_000_000);
    await conn.sendRawTransaction(tx.serialize());
    const res = await rpc(chain.rpcUrl, 'sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }]);
    expect(res.error?.message).toBe('Transaction simulation failed: This transaction has already been processed');
    expect(res.error?.data.err).toBe('AlreadyProcessed');
  });

  it('rejects an unknown blockhash with "Blockhash not found"', async () => {
    const tx = await transfer(1_000_000, Keypair.generate().publicKey.toBase58());
    const res = await rpc(chain.rpcUrl, 'sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }]);
    expect(res.error).toMatchObject({ code: -32002, message: 'Transaction simulation failed: Blockhash not found' });
    expect(res.error?.data.err).toBe('BlockhashNotFound');
  });

  it('simulates with sigVerify and replaceRecentBlockhash, and refuses both at once', async () => {
    const tx = await transfer(1_000_000, Keypair.generate().publicKey.toBase58());
    const encoded = tx.serialize().toString('base64');
    const replaced = await rpc(chain.rpcUrl, 'simulateTransaction', [
      encoded,
      { encoding: 'base64', replaceRecentBlockhash: true },
    ]);
    expect(replaced.result.value.err).toBeNull();
    expect(typeof replaced.result.value.replacementBlockhash.blockhash).toBe('string');
    const stale = await rpc(chain.rpcUrl, 'simulateTransaction', [encoded, { encoding: 'base64' }]);
    expect(stale.result.value.err).toBe('BlockhashNotFound');
    const both = await rpc(chain.rpcUrl, 'simulateTransaction', [
      encoded,
      { encoding: 'base64', sigVerify: true, replaceRecentBlockhash: true },
    ]);
    expect(both.error?.code).toBe(-32602);
    const unsigned = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: (await conn.getLatestBlockhash()).blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    );
    const wire = unsigned.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64');
    expect(
      (await rpc(chain.rpcUrl, 'simulateTransaction', [wire, { encoding: 'base64' }])).result.value.err,
    ).toBeNull();
    const verified = await rpc(chain.rpcUrl, 'simulateTransaction', [wire, { encoding: 'base64', sigVerify: true }]);
    expect(verified.error).toBeUndefined();
    expect(verified.result.value).toMatchObject({ err: 'SignatureFailure', fee: null, preBalances: null });
  });

  it('asks for maxSupportedTransactionVersion before returning a v0 transaction', async () => {
    const { blockhash } = await conn.getLatestBlockhash();
    const message = MessageV0.compile({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1_000_000,
        }),
      ],
    });
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    const sig = await conn.sendTransaction(tx);
    await conn.confirmTransaction({
      signature: sig,
      blockhash,
      lastValidBlockHeight: (await conn.getBlockHeight()) + 150,
    });
    const res = await rpc(chain.rpcUrl, 'getTransaction', [sig, { commitment: 'confirmed' }]);
    expect(res.error?.code).toBe(-32015);
    expect((await conn.getTransaction(sig, { maxSupportedTransactionVersion: 0 }))?.version).toBe(0);
  });
});

describe('PubSub errors', () => {
  it('answers unknown methods, bad params and malformed JSON over the socket', async () => {
    const ws = new WebSocket(chain.wsUrl);
    await new Promise((r) => ws.once('open', r));
    const replies: Wire[] = [];
    ws.on('message', (d) => replies.push(JSON.parse(String(d))));
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'blockSubscribe', params: [] }));
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'accountSubscribe', params: ['nope'] }));
    ws.send('{not json');
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'slotUnsubscribe', params: [424242] }));
    for (let i = 0; i < 100 && replies.length < 4; i++) await new Promise((r) => setTimeout(r, 10));
    ws.close();
    expect(replies.find((r) => r.id === 1).error.code).toBe(-32601);
    expect(replies.find((r) => r.id === 2).error.code).toBe(-32602);
    expect(replies.find((r) => r.id === null).error.code).toBe(-32700);
    expect(replies.find((r) => r.id === 3).error).toMatchObject({ code: -32602, message: 'Invalid subscription id.' });
  });
});
