// @vitest-environment node
import {
  compileTransaction,
  decompileTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  verifySignature,
  AccountRole,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type SignatureBytes,
} from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import { createNoopSigner } from '@solana/kit';
import { getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import type { WalletSigner } from '@/entities/wallet/model';
import { DEFAULT_PRIORITY } from '@/entities/priority/model';
import { describe, expect, it } from 'vitest';
import { isAppError, type AppError } from '@/shared/lib/app-error';
import type { ActionStage } from '../../contract';
import type { SolanaContext } from '../context';
import { createPendingStore } from '../../pending-store';
import { rpcBatch, rpcBatchSettled, rpcSingle } from '../rpc/batch';
import { createKitRpc } from '../rpc/kit-rpc';
import { walletOf } from '@test-support/chain/key-pair-wallet';
import { priceTransaction } from './price-transaction';
import { signAndSend } from './send-transaction';
import { createSignatureCache } from '../history/signature-cache';
import { createTransactionCache } from '../history/transaction-cache';

// The retry layer's caps and backoff, with waits short enough for a unit test.
const FAST = { attempts: 3, totalMs: 1_000, baseDelayMs: 1, maxDelayMs: 4 };

type Status = { err: unknown; confirmationStatus: string } | null;

interface FakeChain {
  simulationErr?: unknown;
  /** Each simulation's error and logs in turn, where they differ (the last repeats); over simulationErr. */
  simulations?: { err: unknown; logs?: string[] }[];
  simulationLogs?: string[];
  /** Status the chain reports for the signature at each poll (the last one repeats). */
  statuses: Status[];
  /** Block height at each poll (the last one repeats). */
  heights: number[];
  /** What each full-history lookup after expiry finds (the last one repeats). */
  historyLookups?: Status[];
  /** The prices getRecentPrioritizationFees reports, one a slot. */
  recentFees?: number[] | 'refused';
  /** Units the simulation consumed. */
  unitsConsumed?: number;
  /** HTTP status of the answer to each request, in order (200 once they run out). */
  httpStatuses?: number[];
  /**
   * How sendTransaction answers: 'ok'; a lagging node's "Blockhash not found"; a preflight naming the
   * program's error; an HTTP 403; or a lost answer (HTTP 500).
   */
  send?: 'ok' | 'lagging' | 'program-error' | 'forbidden' | 'lost';
  /** Whether the node still takes the blockhash once the wallet answered (false: it answered too late). */
  blockhashValid?: boolean;
}

/** A node over a fake fetch: the data source's real transport, batch client and kit RPC talk to it. */
function fakeNode(chain: FakeChain) {
  const sent: string[] = [];
  const methods: string[] = [];
  let poll = 0;
  let simulated = 0;
  let lookup = 0;
  let request = 0;
  const answer = (method: string, params: unknown[]): { result?: unknown; error?: unknown } => {
    methods.push(method);
    switch (method) {
      case 'getLatestBlockhash':
        return {
          result: {
            context: { slot: 42 },
            value: { blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi', lastValidBlockHeight: 100 },
          },
        };
      case 'simulateTransaction': {
        const turn = chain.simulations?.[Math.min(simulated++, chain.simulations.length - 1)];
        return {
          result: {
            context: { slot: 42 },
            value: {
              err: turn ? turn.err : (chain.simulationErr ?? null),
              logs: turn?.logs ?? chain.simulationLogs ?? [],
              accounts: null,
              unitsConsumed: chain.unitsConsumed ?? 0,
              returnData: null,
            },
          },
        };
      }
      case 'sendTransaction':
        sent.push(params[0] as string);
        if (chain.send === 'lagging' && sent.length === 1)
          return { error: { code: -32002, message: 'Transaction simulation failed: Blockhash not found' } };
        if (chain.send === 'program-error')
          return {
            error: {
              code: -32002,
              message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
              data: {
                err: { InstructionError: [0, { Custom: 1 }] },
                logs: ['Program TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb failed: custom program error: 0x1'],
              },
            },
          };
        return { result: 'sig' };
      case 'getSignatureStatuses': {
        if ((params[1] as { searchTransactionHistory?: boolean } | undefined)?.searchTransactionHistory) {
          const lookups = chain.historyLookups ?? [null];
          return { result: { context: { slot: 1 }, value: [lookups[Math.min(lookup++, lookups.length - 1)] ?? null] } };
        }
        const status = chain.statuses[Math.min(poll, chain.statuses.length - 1)] ?? null;
        return { result: { context: { slot: 1 }, value: [status] } };
      }
      case 'getRecentPrioritizationFees':
        if (chain.recentFees === 'refused') return { error: { code: -32601, message: 'Method not found' } };
        return { result: (chain.recentFees ?? []).map((prioritizationFee, slot) => ({ slot, prioritizationFee })) };
      case 'isBlockhashValid':
        return { result: { context: { slot: 42 }, value: chain.blockhashValid ?? true } };
      case 'getBlockHeight':
        return { result: chain.heights[Math.min(poll++, chain.heights.length - 1)] };
      case 'getTransaction':
        return { result: { meta: { logMessages: ['Program log: Error: insufficient funds'] } } };
      default:
        return { error: { code: -32601, message: `no ${method}` } };
    }
  };
  const fetchFn = (async (_url: unknown, init?: RequestInit) => {
    let status = chain.httpStatuses?.[request++] ?? 200;
    const body = JSON.parse(String(init?.body)) as
      { id: number; method: string; params: unknown[] } | { id: number; method: string; params: unknown[] }[];
    const first = Array.isArray(body) ? body[0] : body;
    if (chain.send === 'forbidden' && first?.method === 'sendTransaction' && !sent.length) {
      sent.push(first.params[0] as string);
      status = 403;
    }
    if (status !== 200) return new Response('', { status, headers: status === 429 ? { 'retry-after': '0' } : {} });
    const one = (call: { id: number; method: string; params: unknown[] }) => {
      if (call.method === 'sendTransaction' && chain.send === 'lost' && !sent.length) {
        sent.push(call.params[0] as string);
        throw new Error('lost');
      }
      return { jsonrpc: '2.0', id: call.id, ...answer(call.method, call.params) };
    };
    try {
      return new Response(JSON.stringify(Array.isArray(body) ? body.map(one) : one(body)));
    } catch {
      return new Response('', { status: 500 });
    }
  }) as typeof fetch;
  const endpoint = 'http://127.0.0.1:1';
  const ctx: SolanaContext = {
    cluster: { id: 'localnet', network: 'localnet', label: 'Localnet', endpoint, airdrop: true, burnerWallet: true },
    endpoint,
    rpc: createKitRpc(endpoint, fetchFn, FAST),
    batch: (calls) => rpcBatch(endpoint, fetchFn, calls, FAST),
    batchSettled: (calls) => rpcBatchSettled(endpoint, fetchFn, calls, FAST),
    single: (call) => rpcSingle(endpoint, fetchFn, call, FAST),
    rent: async () => ({ lamportsPerByte: 5_080n, exemptionThreshold: 1 }),
    priority: () => DEFAULT_PRIORITY,
    pollIntervalMs: 1,
    pending: createPendingStore(),
    signatures: createSignatureCache(() => Promise.reject(new Error('no history here'))),
    transactions: createTransactionCache(),
    mintLabels: new Map(),
    mintReads: new Set(),
    tokenAccountsOf: async () => [],
  };
  return { ctx, sent, methods };
}

function counting(signer: ReturnType<typeof walletOf>) {
  let calls = 0;
  return {
    signer: { ...signer, signTransaction: (wire: Uint8Array) => ((calls += 1), signer.signTransaction!(wire)) },
    calls: () => calls,
  };
}

async function transfer(from: KeyPairSigner): Promise<Instruction[]> {
  const to = (await generateKeyPairSigner()).address;
  return [getTransferSolInstruction({ source: createNoopSigner(from.address), destination: to, amount: 1n })];
}

const confirmed = { err: null, confirmationStatus: 'confirmed' };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as AppError,
  );
const decodeWire = (base64: string) =>
  getTransactionDecoder().decode(new Uint8Array(getBase64Encoder().encode(base64)));

describe('signAndSend, the one send path', () => {
  it('simulates, asks the wallet once, sends the signed bytes and reports every stage in order', async () => {
    const payer = await generateKeyPairSigner();
    const { ctx, sent, methods } = fakeNode({
      statuses: [null, { err: null, confirmationStatus: 'processed' }, confirmed],
      heights: [90],
    });
    const wallet = counting(walletOf(payer));
    const stages: ActionStage[] = [];
    const { signature } = await signAndSend(ctx, {
      signer: wallet.signer,
      instructions: await transfer(payer),
      action: 'send',
      onStage: (s) => stages.push(s),
    });
    expect(stages).toEqual(['simulating', 'signing', 'sending', 'confirming']);
    expect(wallet.calls()).toBe(1);
    expect(sent).toHaveLength(1);
    const tx = decodeWire(sent[0]!);
    const payerSignature = tx.signatures[payer.address] as SignatureBytes;
    expect(await verifySignature(payer.keyPair.publicKey, payerSignature, tx.messageBytes)).toBe(true);
    expect(signature).toBe(getBase58Decoder().decode(payerSignature));
    expect(methods.indexOf('simulateTransaction')).toBeLessThan(methods.indexOf('sendTransaction'));
  });

  it('a failed simulation is explained in words and the wallet is never asked', async () => {
    const payer = await generateKeyPairSigner();
    const { ctx, sent } = fakeNode({
      simulationErr: { InstructionError: [1, { Custom: 1 }] },
      simulationLogs: [
        'Program TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb invoke [1]',
        'Program log: Error: insufficient funds',
        'Program TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb failed: custom program error: 0x1',
      ],
      statuses: [confirmed],
      heights: [1],
    });
    const wallet = counting(walletOf(payer));
    const error = await failure(
      signAndSend(ctx, { signer: wallet.signer, instructions: await transfer(payer), action: 'send' }),
    );
    expect(isAppError(error, 'simulation-failed')).toBe(true);
    expect(error?.message).toBe('Insufficient token balance for this amount.');
    expect(wallet.calls()).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('names a missing mint authority and a wallet without SOL for fees', async () => {
    const payer = await generateKeyPairSigner();
    const notAuthority = fakeNode({
      simulationErr: { InstructionError: [1, { Custom: 4 }] },
      simulationLogs: [
        'Program log: Error: owner does not match',
        'Program TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb failed: custom program error: 0x4',
      ],
      statuses: [confirmed],
      heights: [1],
    });
    await expect(
      signAndSend(notAuthority.ctx, { signer: walletOf(payer), instructions: await transfer(payer), action: 'mint' }),
    ).rejects.toThrow('This wallet is not the mint authority of this token.');
    const broke = fakeNode({ simulationErr: 'InsufficientFundsForFee', statuses: [confirmed], heights: [1] });
    await expect(
      signAndSend(broke.ctx, { signer: walletOf(payer), instructions: await transfer(payer), action: 'send' }),
    ).rejects.toThrow('Insufficient SOL to pay the network fee.');
  });

  it('a user rejection is "cancelled"; any other wallet error is a wallet error, and nothing is sent', async () => {
    const payer = await generateKeyPairSigner();
    const rejected = fakeNode({ statuses: [confirmed], heights: [1] });
    const cancel = await failure(
      signAndSend(rejected.ctx, {
        signer: walletOf(payer, 'reject'),
        instructions: await transfer(payer),
        action: 'send',
      }),
    );
    expect(cancel?.kind).toBe('cancelled');
    expect(rejected.sent).toHaveLength(0);

    const broken = fakeNode({ statuses: [confirmed], heights: [1] });
    const locked = {
      address: payer.address,
      signTransaction: async () => Promise.reject(new Error('Wallet is locked')),
    };
    const error = await failure(
      signAndSend(broken.ctx, { signer: locked, instructions: await transfer(payer), action: 'send' }),
    );
    expect(error?.kind).toBe('wallet');
    expect(error?.message).toBe('The wallet could not sign: Wallet is locked');
    expect(broken.sent).toHaveLength(0);
  });

  it('a mint key pair co-signs before the wallet, and the wallet keeps that signature', async () => {
    const payer = await generateKeyPairSigner();
    const mint = await generateKeyPairSigner();
    const { ctx, sent } = fakeNode({ statuses: [confirmed], heights: [1] });
    const instructions = [
      getCreateAccountInstruction({
        payer: createNoopSigner(payer.address),
        newAccount: mint,
        lamports: 1n,
        space: 0n,
        programAddress: payer.address,
      }),
    ];
    await signAndSend(ctx, { signer: walletOf(payer), instructions, coSigners: [mint], action: 'create' });
    const tx = decodeWire(sent[0]!);
    expect(Object.keys(tx.signatures).sort()).toEqual([payer.address, mint.address].sort());
    for (const key of [payer, mint]) {
      expect(
        await verifySignature(key.keyPair.publicKey, tx.signatures[key.address] as SignatureBytes, tx.messageBytes),
      ).toBe(true);
    }
  });

  it('after the blockhash expires it looks the signature up again: found means success, never a second signature', async () => {
    const payer = await generateKeyPairSigner();
    const { ctx, sent } = fakeNode({ statuses: [null], heights: [99, 101], historyLookups: [null, confirmed] });
    const wallet = counting(walletOf(payer));
    await expect(
      signAndSend(ctx, { signer: wallet.signer, instructions: await transfer(payer), action: 'send' }),
    ).resolves.toMatchObject({ signature: expect.any(String) });
    expect(wallet.calls()).toBe(1);
    expect(new Set(sent).size).toBe(1);
  });

  it('expired and not found after retried look-ups: says nothing was sent, with the signature, without signing again', async () => {
    const payer = await generateKeyPairSigner();
    const { ctx, methods } = fakeNode({ statuses: [null], heights: [101], historyLookups: [null] });
    const wallet = counting(walletOf(payer));
    const error = await failure(
      signAndSend(ctx, { signer: wallet.signer, instructions: await transfer(payer), action: 'send' }),
    );
    expect(error?.kind).toBe('expired');
    expect(error?.details.signature).toBeTypeOf('string');
    expect(error?.message).toMatch(/expired before it was confirmed; nothing was sent/);
    expect(methods.filter((m) => m === 'getSignatureStatuses').length).toBeGreaterThanOrEqual(3 + 1);
    expect(wallet.calls()).toBe(1);
  });

  it('RPC faults while confirming (429s, 5xx) never end it: the transfer that landed is reported as landed', async () => {
    const payer = await generateKeyPairSigner();
    // 3 requests before confirming (blockhash, simulate, send), then 12 failures in a row, then the truth.
    const httpStatuses = [200, 200, 200, ...Array.from({ length: 12 }, (_, i) => (i % 2 ? 429 : 503))];
    const { ctx } = fakeNode({ statuses: [confirmed], heights: [1], httpStatuses });
    await expect(
      signAndSend(ctx, { signer: walletOf(payer), instructions: await transfer(payer), action: 'send' }),
    ).resolves.toMatchObject({ signature: expect.any(String) });
  });

  it('an AbortSignal stops the wait (kind "aborted"), never "failed"', async () => {
    const payer = await generateKeyPairSigner();
    const { ctx } = fakeNode({ statuses: [null], heights: [1] });
    const controller = new AbortController();
    const pending = failure(
      signAndSend(ctx, {
        signer: walletOf(payer),
        instructions: await transfer(payer),
        action: 'send',
        signal: controller.signal,
      }),
    );
    setTimeout(() => controller.abort(), 30);
    expect((await pending)?.kind).toBe('aborted');
  });

  it('keeps the signed transaction until its outcome is final: dropped once confirmed, kept when the wait is stopped', async () => {
    const payer = await generateKeyPairSigner();
    const done = fakeNode({ statuses: [confirmed], heights: [1] });
    await signAndSend(done.ctx, { signer: walletOf(payer), instructions: await transfer(payer), action: 'send' });
    expect(done.ctx.pending.list()).toEqual([]);

    const waiting = fakeNode({ statuses: [null], heights: [1] });
    const controller = new AbortController();
    const stopped = failure(
      signAndSend(waiting.ctx, {
        signer: walletOf(payer),
        instructions: await transfer(payer),
        action: 'send',
        signal: controller.signal,
        transfer: { mint: 'M', recipient: 'R', amount: '5' },
      }),
    );
    setTimeout(() => controller.abort(), 30);
    expect((await stopped)?.kind).toBe('aborted');
    const [kept] = waiting.ctx.pending.list();
    expect(kept).toMatchObject({
      action: 'send',
      transfer: { mint: 'M', recipient: 'R', amount: '5' },
      lastValidBlockHeight: '100',
    });
    // The very bytes that were sent, to re-broadcast on the next visit.
    expect(kept?.wireBase64).toBe(waiting.sent[0]);
  });

  it('a transaction that lands and fails on chain is reported failed with the reason', async () => {
    const payer = await generateKeyPairSigner();
    const { ctx } = fakeNode({
      statuses: [{ err: { InstructionError: [1, { Custom: 1 }] }, confirmationStatus: 'confirmed' }],
      heights: [1],
    });
    const error = await failure(
      signAndSend(ctx, { signer: walletOf(payer), instructions: await transfer(payer), action: 'send' }),
    );
    expect(error?.kind).toBe('failed-on-chain');
    expect(error?.message).toBe('Insufficient token balance for this amount.');
  });

  it.each(['lost', 'lagging', 'forbidden'] as const)(
    'an error on the first send (%s) is waited out like any later one: the kept bytes land, never "failed"',
    async (send) => {
      const payer = await generateKeyPairSigner();
      // Not seen for a while, then it lands from a re-broadcast of the same bytes.
      const node = fakeNode({ statuses: [null, null, null, confirmed], heights: [1], send });
      const wallet = counting(walletOf(payer));
      const { signature } = await signAndSend(node.ctx, {
        signer: wallet.signer,
        instructions: await transfer(payer),
        action: 'send',
      });
      expect(signature).toBeTypeOf('string');
      expect(wallet.calls()).toBe(1);
      expect(new Set(node.sent).size).toBe(1);
      expect(node.ctx.pending.list()).toEqual([]);
    },
  );

  it('an error on the first send keeps the bytes for a reload until the outcome is known', async () => {
    const payer = await generateKeyPairSigner();
    const node = fakeNode({ statuses: [null], heights: [1], send: 'lagging' });
    const stop = new AbortController();
    const run = signAndSend(node.ctx, {
      signer: walletOf(payer),
      instructions: await transfer(payer),
      action: 'send',
      signal: stop.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    stop.abort();
    const error = await failure(run);
    expect(error?.kind).toBe('aborted');
    expect(node.ctx.pending.list()).toHaveLength(1);
    expect(node.ctx.pending.list()[0]?.wireBase64).toBe(node.sent[0]);
  });

  it("a preflight naming the program's error is a definite refusal: said in words, the kept bytes dropped", async () => {
    const payer = await generateKeyPairSigner();
    const node = fakeNode({ statuses: [confirmed], heights: [1], send: 'program-error' });
    const error = await failure(
      signAndSend(node.ctx, { signer: walletOf(payer), instructions: await transfer(payer), action: 'send' }),
    );
    expect(error?.kind).toBe('simulation-failed');
    expect(error?.message).toBe('Insufficient token balance for this amount.');
    expect(node.ctx.pending.list()).toEqual([]);
    expect(node.methods).not.toContain('getSignatureStatuses');
  });
});

/** The compute budget a sent transaction carries, read from its bytes. */
function budgetOf(base64: string) {
  const message = getCompiledTransactionMessageDecoder().decode(decodeWire(base64).messageBytes);
  if (!('instructions' in message)) throw new Error('not a v0 message');
  let unitLimit: number | undefined;
  let unitPrice: bigint | undefined;
  for (const instruction of message.instructions) {
    if (message.staticAccounts[instruction.programAddressIndex] !== 'ComputeBudget111111111111111111111111111111')
      continue;
    const data = instruction.data!;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (data[0] === 2) unitLimit = view.getUint32(1, true);
    if (data[0] === 3) unitPrice = view.getBigUint64(1, true);
  }
  return { unitLimit, unitPrice };
}

/** A wallet that, like some do, rewrites what it signs before signing it. */
function rewritingWallet(
  keyPair: KeyPairSigner,
  rewrite: (instructions: Instruction[]) => Instruction[],
): WalletSigner {
  return {
    address: keyPair.address,
    async signTransaction(wire) {
      const message = decompileTransactionMessage(
        getCompiledTransactionMessageDecoder().decode(getTransactionDecoder().decode(wire).messageBytes),
      );
      const rewritten = compileTransaction({ ...message, instructions: rewrite([...message.instructions]) });
      const signed = await partiallySignTransaction([keyPair.keyPair], rewritten);
      return new Uint8Array(getTransactionEncoder().encode(signed));
    },
  };
}

describe('signAndSend prices every transaction for a busy network', () => {
  // Eleven recent slots: four paid nothing; the non-zero prices are 100 ... 700.
  const recentFees = [0, 700, 100, 0, 500, 300, 0, 600, 200, 400, 0];

  it.each([
    ['normal', 400n],
    ['fast', 600n],
    ['turbo', 700n],
  ] as const)(
    'the %s level bids its percentile of the non-zero recent prices, with a limit from the simulation',
    async (level, price) => {
      const payer = await generateKeyPairSigner();
      const node = fakeNode({ statuses: [confirmed], heights: [1], recentFees, unitsConsumed: 10_000 });
      node.ctx.priority = () => ({ level, capLamports: 1_000_000n });
      await signAndSend(node.ctx, { signer: walletOf(payer), instructions: await transfer(payer), action: 'send' });
      // 10,000 units consumed: x1.1 + 1,000, and 20,000 of room for a wallet's guards = 32,000.
      expect(budgetOf(node.sent[0]!)).toEqual({ unitLimit: 32_000, unitPrice: price });
    },
  );

  it('a node that refuses the fee question: the estimate says so and bids nothing; the send still goes', async () => {
    const payer = await generateKeyPairSigner();
    const node = fakeNode({ statuses: [confirmed], heights: [1], recentFees: 'refused', unitsConsumed: 10_000 });
    const priced = await priceTransaction(node.ctx, payer.address, await transfer(payer));
    expect(priced.fee).toMatchObject({ priority: 0n, total: 5_000n, marketUnknown: true });
    await signAndSend(node.ctx, { signer: walletOf(payer), instructions: await transfer(payer), action: 'send' });
    expect(budgetOf(node.sent[0]!)).toEqual({ unitLimit: 32_000, unitPrice: 0n });
  });

  it("the user's cap bounds the priority fee of one transaction", async () => {
    const payer = await generateKeyPairSigner();
    const node = fakeNode({ statuses: [confirmed], heights: [1], recentFees: [2_000_000], unitsConsumed: 10_000 });
    node.ctx.priority = () => ({ level: 'normal', capLamports: 6_000n });
    await signAndSend(node.ctx, { signer: walletOf(payer), instructions: await transfer(payer), action: 'send' });
    // 6,000 lamports over 32,000 units: 187,500 micro-lamports a unit, not the market's 2,000,000.
    expect(budgetOf(node.sent[0]!)).toEqual({ unitLimit: 32_000, unitPrice: 187_500n });
  });

  it('the wallet signs first and the mint key after, so the wallet could still set its own budget', async () => {
    const payer = await generateKeyPairSigner();
    const mint = await generateKeyPairSigner();
    const { ctx, sent } = fakeNode({ statuses: [confirmed], heights: [1] });
    const seenByWallet: string[][] = [];
    const wallet = walletOf(payer);
    const signer: WalletSigner = {
      address: payer.address,
      signTransaction: (wire) => {
        const signatures = getTransactionDecoder().decode(wire).signatures;
        seenByWallet.push(Object.keys(signatures).filter((key) => signatures[key as keyof typeof signatures]));
        return wallet.signTransaction!(wire);
      },
    };
    const instructions = [
      getCreateAccountInstruction({
        payer: createNoopSigner(payer.address),
        newAccount: mint,
        lamports: 1n,
        space: 0n,
        programAddress: payer.address,
      }),
    ];
    await signAndSend(ctx, { signer, instructions, coSigners: [mint], action: 'create' });
    expect(seenByWallet).toEqual([[]]);
    expect(Object.keys(decodeWire(sent[0]!).signatures).sort()).toEqual([payer.address, mint.address].sort());
  });

  it('a wallet that lowers the bid is simulated again and sent as it signed', async () => {
    const payer = await generateKeyPairSigner();
    const node = fakeNode({ statuses: [confirmed], heights: [1], recentFees: [1_000], unitsConsumed: 10_000 });
    const lower = rewritingWallet(payer, (instructions) => [
      ...instructions.slice(0, 1),
      getSetComputeUnitPriceInstruction({ microLamports: 10n }),
      ...instructions.slice(2),
    ]);
    await signAndSend(node.ctx, { signer: lower, instructions: await transfer(payer), action: 'send' });
    expect(budgetOf(node.sent[0]!).unitPrice).toBe(10n);
    expect(node.methods.filter((method) => method === 'simulateTransaction')).toHaveLength(2);
  });

  it('a wallet that raises the priority fee above the cap is refused in words, and nothing is sent', async () => {
    const payer = await generateKeyPairSigner();
    const node = fakeNode({ statuses: [confirmed], heights: [1], recentFees: [1_000], unitsConsumed: 10_000 });
    node.ctx.priority = () => ({ level: 'normal', capLamports: 10_000n });
    const greedy = rewritingWallet(payer, (instructions) => [
      ...instructions.slice(0, 1),
      getSetComputeUnitPriceInstruction({ microLamports: 5_000_000n }),
      ...instructions.slice(2),
    ]);
    const error = await failure(
      signAndSend(node.ctx, { signer: greedy, instructions: await transfer(payer), action: 'send' }),
    );
    expect(error?.kind).toBe('wallet');
    expect(error?.message).toBe(
      // 5,000,000 micro-lamports over the 32,000-unit limit: 160,000 lamports, above a 10,000-lamport cap.
      'The wallet raised the priority fee to 0.00016 SOL, above your cap of 0.00001 SOL a transaction; nothing was sent.',
    );
    expect(node.sent).toEqual([]);
    expect(node.ctx.pending.list()).toEqual([]);
  });

  it('a wallet that changes what the transaction does is refused in words, and nothing is sent', async () => {
    const payer = await generateKeyPairSigner();
    const thief = (await generateKeyPairSigner()).address;
    const node = fakeNode({ statuses: [confirmed], heights: [1] });
    const rogue = rewritingWallet(payer, (instructions) => [
      ...instructions.slice(0, 2),
      getTransferSolInstruction({ source: createNoopSigner(payer.address), destination: thief, amount: 1n }),
    ]);
    const error = await failure(
      signAndSend(node.ctx, { signer: rogue, instructions: await transfer(payer), action: 'send' }),
    );
    expect(error?.message).toBe(
      'The wallet changed what the transaction does (its instruction 1 of 1 is not the one shown) before signing; nothing was sent.',
    );
    expect(node.sent).toEqual([]);
  });
});

describe('what a wallet adds, held to one rule', () => {
  const LIGHTHOUSE = 'L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95' as Address;
  /** Shaped as Phantom's: an assertion on the fee payer's account (AssertAccountInfo, tag 5). */
  const guardOn = (address: Address): Instruction => ({
    programAddress: LIGHTHOUSE,
    accounts: [{ address, role: AccountRole.READONLY }],
    data: new Uint8Array([5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]),
  });

  it('a guard appended is accepted: its bytes are simulated again, sent as signed, and the result says what was paid', async () => {
    const payer = await generateKeyPairSigner();
    const node = fakeNode({ statuses: [confirmed], heights: [1], recentFees: [1_000], unitsConsumed: 10_000 });
    const guarded = rewritingWallet(payer, (instructions) => [...instructions, guardOn(payer.address)]);
    const { paid } = await signAndSend(node.ctx, {
      signer: guarded,
      instructions: await transfer(payer),
      action: 'send',
    });
    expect(node.methods.filter((method) => method === 'simulateTransaction')).toHaveLength(2);
    const sent = getCompiledTransactionMessageDecoder().decode(decodeWire(node.sent[0]!).messageBytes);
    expect('staticAccounts' in sent && sent.staticAccounts).toContain(LIGHTHOUSE);
    // 32,000 units at 1,000 micro-lamports: 32 lamports, plus one signature.
    expect(paid).toEqual({ lamports: 5_032n, walletGuards: 1 });
  });

  it.each([
    [
      'a guard that fails',
      { InstructionError: [3, { Custom: 1 }] },
      [
        `Program ${'L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95'} invoke [1]`,
        'Program log: AccountInfo assertion failed: lamports',
        'Program L2TExMFKdjpN9kozasaurPirfHy9P8sbXoAN1qA3S95 failed: custom program error: 0x1',
      ],
      "The wallet's safety check failed: AccountInfo assertion failed: lamports. Something it checks changed since it looked; nothing was sent.",
    ],
    [
      'guards that no longer fit the limit',
      { InstructionError: [3, 'ComputationalBudgetExceeded'] },
      [],
      "The wallet's safety checks need more compute units than the transaction allows (32,000); nothing was sent.",
    ],
  ] as const)('%s: said in words, nothing sent, nothing kept', async (_name, err, logs, words) => {
    const payer = await generateKeyPairSigner();
    const node = fakeNode({
      statuses: [confirmed],
      heights: [1],
      unitsConsumed: 10_000,
      simulations: [{ err: null }, { err, logs: [...logs] }],
    });
    const guarded = rewritingWallet(payer, (instructions) => [...instructions, guardOn(payer.address)]);
    const error = await failure(
      signAndSend(node.ctx, { signer: guarded, instructions: await transfer(payer), action: 'send' }),
    );
    expect(error?.kind).toBe('wallet');
    expect(error?.message).toBe(words);
    expect(node.sent).toEqual([]);
    expect(node.ctx.pending.list()).toEqual([]);
  });

  it('a wallet that answers after the blockhash expired: nothing sent, nothing kept, and it may be asked again', async () => {
    const payer = await generateKeyPairSigner();
    const node = fakeNode({ statuses: [confirmed], heights: [1], blockhashValid: false });
    const error = await failure(
      signAndSend(node.ctx, { signer: walletOf(payer), instructions: await transfer(payer), action: 'send' }),
    );
    expect(error?.kind).toBe('expired');
    expect(error?.details.askAgain).toBe(true);
    expect(node.sent).toEqual([]);
    expect(node.ctx.pending.list()).toEqual([]);
  });

  it('a wallet that declares only legacy is handed a legacy message', async () => {
    const payer = await generateKeyPairSigner();
    const node = fakeNode({ statuses: [confirmed], heights: [1] });
    const seen: unknown[] = [];
    const wallet = walletOf(payer);
    const legacyOnly: WalletSigner = {
      address: payer.address,
      transactionVersion: 'legacy',
      signTransaction: (wire) => {
        seen.push(
          getCompiledTransactionMessageDecoder().decode(getTransactionDecoder().decode(wire).messageBytes).version,
        );
        return wallet.signTransaction!(wire);
      },
    };
    await signAndSend(node.ctx, { signer: legacyOnly, instructions: await transfer(payer), action: 'send' });
    expect(seen).toEqual(['legacy']);
  });
});
