// Time like a chain: slots on a clock, a blockhash per slot that expires after 150 slots,
// and commitment levels that each see the chain as of their own slot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  TransactionExpiredBlockheightExceededError,
} from '@solana/web3.js';
import { rpc, sleep, startTestChain, type TestChain } from './support';

describe('slots and blockhashes (10 ms slots)', () => {
  let chain: TestChain;
  let conn: Connection;
  const payer = Keypair.generate();

  beforeAll(async () => {
    chain = await startTestChain({ slotMs: 10 });
    conn = new Connection(chain.rpcUrl, 'confirmed');
    const sig = await conn.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL);
    await conn.confirmTransaction({ signature: sig, ...(await conn.getLatestBlockhash()) });
  });
  afterAll(async () => chain.dispose());

  it('advances slots on the clock, each with its own blockhash and block time', async () => {
    const a = await conn.getLatestBlockhashAndContext('processed');
    await sleep(60);
    const b = await conn.getLatestBlockhashAndContext('processed');
    expect(b.context.slot).toBeGreaterThan(a.context.slot);
    expect(b.value.blockhash).not.toBe(a.value.blockhash);
    expect(a.value.lastValidBlockHeight).toBe(a.context.slot + 150);
    expect(await conn.getSlot('processed')).toBeGreaterThan(await conn.getSlot('finalized'));
    const time = await conn.getBlockTime(a.context.slot);
    expect(Math.abs(time! - Date.now() / 1000)).toBeLessThan(60);
  });

  it('expires a blockhash after 150 slots: "Blockhash not found", invalid, no fee quote', async () => {
    const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
    const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    );
    tx.sign(payer);
    expect((await conn.isBlockhashValid(blockhash)).value).toBe(true);
    expect((await conn.getFeeForMessage(tx.compileMessage())).value).toBe(5000);
    while ((await conn.getBlockHeight('processed')) <= lastValidBlockHeight) await sleep(100);
    expect((await conn.isBlockhashValid(blockhash)).value).toBe(false);
    expect((await conn.getFeeForMessage(tx.compileMessage())).value).toBeNull();
    const res = await rpc(chain.rpcUrl, 'sendTransaction', [tx.serialize().toString('base64'), { encoding: 'base64' }]);
    expect(res.error).toMatchObject({ code: -32002, message: 'Transaction simulation failed: Blockhash not found' });
  });

  it('lets a client see a dropped send expire by block height', async () => {
    const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
    // Signed for a blockhash the chain never produced: without preflight it is accepted and never lands.
    const tx = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    );
    tx.sign(payer);
    const signature = await conn.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    const err = await conn.confirmTransaction({ signature, blockhash, lastValidBlockHeight }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TransactionExpiredBlockheightExceededError);
    expect((await conn.getSignatureStatus(signature, { searchTransactionHistory: true })).value).toBeNull();
  });
});

describe('commitment levels (100 ms slots, finalized 5 slots behind)', () => {
  let chain: TestChain;
  let conn: Connection;
  const payer = Keypair.generate();

  beforeAll(async () => {
    chain = await startTestChain({ slotMs: 100, finalityDepth: 5 });
    conn = new Connection(chain.rpcUrl, 'confirmed');
    const sig = await conn.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL);
    await conn.confirmTransaction({ signature: sig, ...(await conn.getLatestBlockhash()) }, 'finalized');
  });
  afterAll(async () => chain.dispose());

  it('shows a transfer at processed, then confirmed, then finalized', async () => {
    const to = Keypair.generate().publicKey;
    const tx = new Transaction({ feePayer: payer.publicKey, ...(await conn.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 2_000_000 }),
    );
    tx.sign(payer);
    const signature = await conn.sendRawTransaction(tx.serialize());
    expect(await conn.getBalance(to, 'processed')).toBe(2_000_000);
    expect(await conn.getBalance(to, 'finalized')).toBe(0);
    expect(
      await conn.getTransaction(signature, { commitment: 'finalized', maxSupportedTransactionVersion: 0 }),
    ).toBeNull();

    const seen = new Set<string>();
    for (let i = 0; i < 100 && !seen.has('finalized'); i++) {
      const status = (await conn.getSignatureStatus(signature)).value;
      if (status?.confirmationStatus) seen.add(status.confirmationStatus);
      if (status?.confirmationStatus === 'confirmed') expect(status.confirmations).toBeGreaterThan(0);
      if (status?.confirmationStatus === 'finalized') expect(status.confirmations).toBeNull();
      await sleep(20);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['confirmed', 'finalized']));
    expect(await conn.getBalance(to, 'finalized')).toBe(2_000_000);
    expect(
      await conn.getTransaction(signature, { commitment: 'finalized', maxSupportedTransactionVersion: 0 }),
    ).not.toBeNull();
    const sigs = await conn.getSignaturesForAddress(to, {}, 'finalized');
    expect(sigs.map((s) => s.confirmationStatus)).toEqual(['finalized']);
  });
});
