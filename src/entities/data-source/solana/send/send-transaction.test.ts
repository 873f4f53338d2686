// @vitest-environment node
import { Keypair, SendTransactionError, SystemProgram, Transaction, type Connection } from '@solana/web3.js';
import bs58 from 'bs58';
import { describe, expect, it, vi } from 'vitest';
import { ActionCancelledError, SimulationFailedError } from '../../errors';
import type { ActionStage, WalletSigner } from '../../model';
import { TransactionExpiredError, TransactionFailedError } from '../action-errors';
import type { SolanaContext } from '../context';
import type { RpcCall } from '../rpc-batch';
import { signAndSend } from './send-transaction';

interface FakeChain {
  simulationErr?: unknown;
  simulationLogs?: string[];
  /** Status the chain reports for the signature at each poll (the last one repeats). */
  statuses: ({ err: unknown; confirmationStatus: string } | null)[];
  /** Block height at each poll (the last one repeats). */
  heights: number[];
  /** What the full-history lookup finds after expiry. */
  historyLookup?: { err: unknown; confirmationStatus: string } | null;
}

function fakeContext(chain: FakeChain) {
  const sent: Uint8Array[] = [];
  const rpcCalls: RpcCall[][] = [];
  let poll = 0;
  const connection = {
    getLatestBlockhashAndContext: vi.fn(async () => ({
      context: { slot: 42 },
      value: { blockhash: Keypair.generate().publicKey.toBase58(), lastValidBlockHeight: 100 },
    })),
    simulateTransaction: vi.fn(async () => ({
      context: { slot: 42 },
      value: { err: chain.simulationErr ?? null, logs: chain.simulationLogs ?? [] },
    })),
    sendRawTransaction: vi.fn(async (raw: Uint8Array, _options?: unknown) => {
      sent.push(raw);
      return 'sig';
    }),
    getTransaction: vi.fn(async () => ({ meta: { logMessages: ['Program log: Error: insufficient funds'] } })),
  };
  const ctx: SolanaContext = {
    cluster: { id: 'localnet', label: 'Localnet', endpoint: 'http://127.0.0.1:1', airdrop: true, burnerWallet: true },
    endpoint: 'http://127.0.0.1:1',
    connection: connection as unknown as Connection,
    pollIntervalMs: 1,
    mintLabels: new Map(),
    mintReads: new Set(),
    tokenAccountsOf: async () => [],
    rpc: async (calls) => {
      rpcCalls.push(calls);
      if (calls[0]?.method === 'getSignatureStatuses' && calls.length === 1)
        return [{ value: [chain.historyLookup ?? null] }];
      const index = Math.min(poll, chain.statuses.length - 1);
      const heightIndex = Math.min(poll, chain.heights.length - 1);
      poll += 1;
      return [{ value: [chain.statuses[index] ?? null] }, chain.heights[heightIndex]];
    },
  };
  return { ctx, connection, sent, rpcCalls };
}

function walletOf(keypair: Keypair, behaviour: 'sign' | 'reject' = 'sign') {
  const signTransaction = vi.fn(async <T>(transaction: T): Promise<T> => {
    if (behaviour === 'reject') {
      const error = new Error('User rejected the request.');
      error.name = 'WalletSignTransactionError';
      throw error;
    }
    (transaction as unknown as Transaction).partialSign(keypair);
    return transaction;
  });
  const signer: WalletSigner = {
    address: keypair.publicKey.toBase58(),
    signTransaction: signTransaction as WalletSigner['signTransaction'],
  };
  return { signer, signTransaction };
}

function transfer(from: Keypair) {
  return [SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 })];
}

const confirmed = { err: null, confirmationStatus: 'confirmed' };

describe('signAndSend, the one send path', () => {
  it('simulates, asks the wallet once, sends the signed bytes and reports every stage in order', async () => {
    const payer = Keypair.generate();
    const { ctx, connection, sent } = fakeContext({
      statuses: [null, { err: null, confirmationStatus: 'processed' }, confirmed],
      heights: [90],
    });
    const { signer, signTransaction } = walletOf(payer);
    const stages: ActionStage[] = [];
    const signature = await signAndSend(ctx, {
      signer,
      instructions: transfer(payer),
      action: 'send',
      onStage: (s) => stages.push(s),
    });
    expect(stages).toEqual(['simulating', 'signing', 'sending', 'confirming']);
    expect(signTransaction).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    const tx = Transaction.from(sent[0]!);
    expect(tx.verifySignatures()).toBe(true);
    expect(signature).toBe(bs58.encode(tx.signature!));
    expect(connection.sendRawTransaction.mock.calls[0]?.[1]).toMatchObject({ skipPreflight: true, minContextSlot: 42 });
  });

  it('a failed simulation is explained in words and the wallet is never asked', async () => {
    const payer = Keypair.generate();
    const { ctx, sent } = fakeContext({
      simulationErr: { InstructionError: [1, { Custom: 1 }] },
      simulationLogs: [
        'Program TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb invoke [1]',
        'Program log: Error: insufficient funds',
        'Program TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb failed: custom program error: 0x1',
      ],
      statuses: [confirmed],
      heights: [1],
    });
    const { signer, signTransaction } = walletOf(payer);
    const error = await signAndSend(ctx, { signer, instructions: transfer(payer), action: 'send' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SimulationFailedError);
    expect((error as Error).message).toBe('Insufficient token balance for this amount.');
    expect(signTransaction).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });

  it('names a missing mint authority and a wallet without SOL for fees', async () => {
    const payer = Keypair.generate();
    const { signer } = walletOf(payer);
    const notAuthority = fakeContext({
      simulationErr: { InstructionError: [1, { Custom: 4 }] },
      simulationLogs: [
        'Program log: Error: owner does not match',
        'Program TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb failed: custom program error: 0x4',
      ],
      statuses: [confirmed],
      heights: [1],
    });
    await expect(
      signAndSend(notAuthority.ctx, { signer, instructions: transfer(payer), action: 'mint' }),
    ).rejects.toThrow('This wallet is not the mint authority of this token.');
    const broke = fakeContext({ simulationErr: 'InsufficientFundsForFee', statuses: [confirmed], heights: [1] });
    await expect(signAndSend(broke.ctx, { signer, instructions: transfer(payer), action: 'send' })).rejects.toThrow(
      'Insufficient SOL to pay the network fee.',
    );
  });

  it('a wallet rejection becomes "cancelled" and nothing is sent', async () => {
    const payer = Keypair.generate();
    const { ctx, sent } = fakeContext({ statuses: [confirmed], heights: [1] });
    const { signer } = walletOf(payer, 'reject');
    await expect(signAndSend(ctx, { signer, instructions: transfer(payer), action: 'send' })).rejects.toBeInstanceOf(
      ActionCancelledError,
    );
    expect(sent).toHaveLength(0);
  });

  it('a mint keypair co-signs before the wallet, and the wallet keeps that signature', async () => {
    const payer = Keypair.generate();
    const mint = Keypair.generate();
    const { ctx, sent } = fakeContext({ statuses: [confirmed], heights: [1] });
    const { signer } = walletOf(payer);
    const instructions = [
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: 1,
        space: 0,
        programId: SystemProgram.programId,
      }),
    ];
    await signAndSend(ctx, { signer, instructions, coSigners: [mint], action: 'create' });
    const tx = Transaction.from(sent[0]!);
    expect(tx.signatures.map((s) => s.publicKey.toBase58()).sort()).toEqual(
      [payer, mint].map((k) => k.publicKey.toBase58()).sort(),
    );
    expect(tx.verifySignatures()).toBe(true);
  });

  it('after the blockhash expires it looks the signature up once more: found means success, never a second signature', async () => {
    const payer = Keypair.generate();
    const { ctx, sent, rpcCalls } = fakeContext({ statuses: [null], heights: [99, 101], historyLookup: confirmed });
    const { signer, signTransaction } = walletOf(payer);
    await expect(signAndSend(ctx, { signer, instructions: transfer(payer), action: 'send' })).resolves.toBeTypeOf(
      'string',
    );
    const lookup = rpcCalls.find((calls) => calls.length === 1 && calls[0]?.method === 'getSignatureStatuses');
    expect(lookup?.[0]?.params[1]).toEqual({ searchTransactionHistory: true });
    expect(signTransaction).toHaveBeenCalledTimes(1);
    expect(new Set(sent.map((raw) => Buffer.from(raw).toString('hex'))).size).toBe(1);
  });

  it('expired and not found: says so, with the signature, without signing again', async () => {
    const payer = Keypair.generate();
    const { ctx } = fakeContext({ statuses: [null], heights: [101], historyLookup: null });
    const { signer, signTransaction } = walletOf(payer);
    const error = await signAndSend(ctx, { signer, instructions: transfer(payer), action: 'send' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TransactionExpiredError);
    expect((error as Error).message).toMatch(/expired before it was confirmed; nothing was sent/);
    expect(signTransaction).toHaveBeenCalledTimes(1);
  });

  it('a transaction that lands and fails on chain is reported failed with the reason', async () => {
    const payer = Keypair.generate();
    const { ctx } = fakeContext({
      statuses: [{ err: { InstructionError: [1, { Custom: 1 }] }, confirmationStatus: 'confirmed' }],
      heights: [1],
    });
    const { signer } = walletOf(payer);
    const error = await signAndSend(ctx, { signer, instructions: transfer(payer), action: 'send' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TransactionFailedError);
    expect((error as Error).message).toBe('Insufficient token balance for this amount.');
  });

  it('a lost answer to the send is waited out, while a node that says no fails at once', async () => {
    const payer = Keypair.generate();
    const { signer } = walletOf(payer);
    const lost = fakeContext({ statuses: [confirmed], heights: [1] });
    lost.connection.sendRawTransaction.mockRejectedValueOnce(new Error('500 Internal Server Error'));
    await expect(signAndSend(lost.ctx, { signer, instructions: transfer(payer), action: 'send' })).resolves.toBeTypeOf(
      'string',
    );
    const refused = fakeContext({ statuses: [confirmed], heights: [1] });
    refused.connection.sendRawTransaction.mockRejectedValueOnce(
      new SendTransactionError({ action: 'send', signature: '', transactionMessage: 'Blockhash not found' }),
    );
    await expect(signAndSend(refused.ctx, { signer, instructions: transfer(payer), action: 'send' })).rejects.toThrow(
      /Blockhash not found/,
    );
  });
});
