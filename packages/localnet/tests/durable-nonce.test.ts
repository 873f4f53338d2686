// Durable-nonce transactions, driven by web3.js: a transaction whose first instruction advances a nonce
// account lives by the nonce stored there instead of a recent blockhash, lands once, and moves the nonce on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  MessageV0,
  NONCE_ACCOUNT_LENGTH,
  NonceAccount,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { Chain } from '../chain/chain';
import { durableNonceOf } from '../chain/durable-nonce';
import { rpc, sleep, startTestChain, type TestChain } from './support';

const SYSTEM_SUCCESS = 'Program 11111111111111111111111111111111 success';

/** One wallet, its nonce account, and web3.js against a chain. */
function nonceKit(getConn: () => Connection) {
  const owner = Keypair.generate();
  const nonceAccount = Keypair.generate();
  const conn = () => getConn();

  const storedNonce = async () => {
    const info = await conn().getAccountInfo(nonceAccount.publicKey, 'processed');
    return NonceAccount.fromAccountData(info!.data);
  };

  /** A transaction living by `nonce`: AdvanceNonceAccount first (web3.js puts it there), then `instructions`. */
  const nonceTransaction = (nonce: string, ...instructions: TransactionInstruction[]) => {
    const tx = new Transaction({
      feePayer: owner.publicKey,
      nonceInfo: {
        nonce,
        nonceInstruction: SystemProgram.nonceAdvance({
          noncePubkey: nonceAccount.publicKey,
          authorizedPubkey: owner.publicKey,
        }),
      },
    }).add(...instructions);
    tx.sign(owner);
    return tx;
  };

  const transfer = (to: PublicKey, lamports: number) =>
    SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: to, lamports });

  const status = async (signature: string) =>
    (await conn().getSignatureStatuses([signature], { searchTransactionHistory: true })).value[0];

  const confirmed = async (signature: string) => {
    for (let i = 0; i < 400; i++) {
      const s = await status(signature);
      if (s?.confirmationStatus === 'confirmed' || s?.confirmationStatus === 'finalized') return s;
      await sleep(25);
    }
    throw new Error(`${signature} not confirmed`);
  };

  const slotsPass = async (n: number) => {
    const from = await conn().getSlot('processed');
    while ((await conn().getSlot('processed')) < from + n) await sleep(20);
  };

  /** Funds the owner and creates its nonce account; `extra` instructions ride along (a priority fee). */
  const setUp = async (extra: TransactionInstruction[] = []) => {
    const airdrop = await conn().requestAirdrop(owner.publicKey, 10 * LAMPORTS_PER_SOL);
    await confirmed(airdrop);
    const rent = await conn().getMinimumBalanceForRentExemption(NONCE_ACCOUNT_LENGTH);
    const tx = new Transaction({ feePayer: owner.publicKey, ...(await conn().getLatestBlockhash()) }).add(
      ...extra,
      ...SystemProgram.createNonceAccount({
        fromPubkey: owner.publicKey,
        noncePubkey: nonceAccount.publicKey,
        authorizedPubkey: owner.publicKey,
        lamports: rent,
      }).instructions,
    );
    tx.sign(owner, nonceAccount);
    expect((await confirmed(await conn().sendRawTransaction(tx.serialize()))).err).toBeNull();
  };

  return { owner, nonceAccount, storedNonce, nonceTransaction, transfer, status, confirmed, slotsPass, setUp };
}

const base64 = (tx: Transaction | VersionedTransaction) => Buffer.from(tx.serialize()).toString('base64');

describe('durable-nonce transactions (web3.js)', () => {
  let chain: TestChain;
  let conn: Connection;
  const kit = nonceKit(() => conn);
  const { owner, nonceAccount, storedNonce, nonceTransaction, transfer, status, confirmed, slotsPass } = kit;
  const recipient = Keypair.generate().publicKey;
  const landed: { raw?: Buffer; signature?: string; oldNonce?: string; newNonce?: string } = {};

  beforeAll(async () => {
    chain = await startTestChain();
    conn = new Connection(chain.rpcUrl, 'confirmed');
  });
  afterAll(async () => chain.dispose());

  it('creates a nonce account holding a durable nonce, which is no blockhash', async () => {
    await kit.setUp();
    const stored = await storedNonce();
    expect(stored.authorizedPubkey.equals(owner.publicKey)).toBe(true);
    expect(stored.feeCalculator.lamportsPerSignature).toBe(5000);
    expect(await conn.isBlockhashValid(stored.nonce, { commitment: 'processed' })).toEqual(
      expect.objectContaining({ value: false }),
    );
  });

  it('simulates, prices and lands a nonce transaction; the stored nonce moves on', async () => {
    const { nonce } = await storedNonce();
    const tx = nonceTransaction(nonce, transfer(recipient, 1_000_000));
    expect(tx.compileMessage().recentBlockhash).toBe(nonce);

    const sim = await conn.simulateTransaction(VersionedTransaction.deserialize(tx.serialize()), {
      sigVerify: true,
      replaceRecentBlockhash: false,
      commitment: 'processed',
    });
    expect(sim.value.err).toBeNull();
    expect(sim.value.logs).toContain(SYSTEM_SUCCESS);
    expect((await conn.getFeeForMessage(tx.compileMessage(), 'processed')).value).toBe(5000);

    const before = await conn.getBalance(owner.publicKey, 'processed');
    const signature = await conn.sendRawTransaction(tx.serialize()); // with preflight
    expect((await confirmed(signature)).err).toBeNull();
    expect(await conn.getBalance(recipient, 'processed')).toBe(1_000_000);
    expect(before - (await conn.getBalance(owner.publicKey, 'processed'))).toBe(1_000_000 + 5000);

    const after = await storedNonce();
    expect(after.nonce).not.toBe(nonce);
    expect(after.authorizedPubkey.equals(owner.publicKey)).toBe(true);
    // The record keeps the transaction as sent: the nonce is its recentBlockhash.
    const got = await conn.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(got?.transaction.message.recentBlockhash).toBe(nonce);
    expect(got?.meta?.err).toBeNull();
    Object.assign(landed, { raw: tx.serialize(), signature, oldNonce: nonce, newNonce: after.nonce });
  });

  it('refuses the landed transaction sent again (AlreadyProcessed), and without preflight moves nothing', async () => {
    const wire = landed.raw!.toString('base64');
    const again = await rpc(chain.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64' }]);
    expect(again.error?.code).toBe(-32002);
    expect(again.error?.message).toBe('Transaction simulation failed: This transaction has already been processed');
    expect(again.error?.data?.err).toBe('AlreadyProcessed');

    const owned = await conn.getBalance(owner.publicKey, 'processed');
    const skipped = await rpc(chain.rpcUrl, 'sendTransaction', [wire, { encoding: 'base64', skipPreflight: true }]);
    expect(skipped.result).toBe(landed.signature);
    await slotsPass(3);
    expect(await conn.getBalance(owner.publicKey, 'processed')).toBe(owned);
    expect(await conn.getBalance(recipient, 'processed')).toBe(1_000_000);
    expect((await storedNonce()).nonce).toBe(landed.newNonce);
    expect(await conn.getSignaturesForAddress(recipient, undefined, 'confirmed')).toHaveLength(1);
  });

  it('refuses another transaction built on the advanced nonce as BlockhashNotFound', async () => {
    const other = Keypair.generate().publicKey;
    const stale = nonceTransaction(landed.oldNonce!, transfer(other, 2_000_000));

    const sim = await conn.simulateTransaction(VersionedTransaction.deserialize(stale.serialize()), {
      replaceRecentBlockhash: false,
      commitment: 'processed',
    });
    expect(sim.value.err).toBe('BlockhashNotFound');
    expect((await conn.getFeeForMessage(stale.compileMessage(), 'processed')).value).toBeNull();

    const sent = await rpc(chain.rpcUrl, 'sendTransaction', [base64(stale), { encoding: 'base64' }]);
    expect(sent.error?.code).toBe(-32002);
    expect(sent.error?.message).toBe('Transaction simulation failed: Blockhash not found');
    expect(sent.error?.data?.err).toBe('BlockhashNotFound');

    // Without preflight it is answered (a validator forwards it) and dropped.
    const signature = await conn.sendRawTransaction(stale.serialize(), { skipPreflight: true });
    await slotsPass(3);
    expect(await status(signature)).toBeNull();
    expect(await conn.getBalance(other, 'processed')).toBe(0);
    expect((await storedNonce()).nonce).toBe(landed.newNonce);
  });

  it('lands a v0 nonce transaction without preflight on the new nonce', async () => {
    const { nonce } = await storedNonce();
    expect(nonce).toBe(landed.newNonce);
    const to = Keypair.generate().publicKey;
    const message = MessageV0.compile({
      payerKey: owner.publicKey,
      recentBlockhash: nonce,
      instructions: [
        SystemProgram.nonceAdvance({ noncePubkey: nonceAccount.publicKey, authorizedPubkey: owner.publicKey }),
        transfer(to, 3_000_000),
      ],
    });
    const tx = new VersionedTransaction(message);
    tx.sign([owner]);
    const signature = await conn.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    expect((await confirmed(signature)).err).toBeNull();
    expect(await conn.getBalance(to, 'processed')).toBe(3_000_000);
    const after = (await storedNonce()).nonce;
    expect([nonce, landed.oldNonce]).not.toContain(after);
  });

  it('charges a failing nonce transaction and still advances its nonce, as a validator does', async () => {
    const { nonce } = await storedNonce();
    const before = await conn.getBalance(owner.publicKey, 'processed');
    const tooMuch = nonceTransaction(nonce, transfer(Keypair.generate().publicKey, 1_000 * LAMPORTS_PER_SOL));
    const signature = await conn.sendRawTransaction(tooMuch.serialize(), { skipPreflight: true });
    const s = await confirmed(signature);
    expect(s.err).toEqual({ InstructionError: [1, { Custom: 1 }] });
    expect(before - (await conn.getBalance(owner.publicKey, 'processed'))).toBe(5000);
    const after = (await storedNonce()).nonce;
    expect(after).not.toBe(nonce);

    // Its nonce is used up: a different transaction on it is refused.
    const retry = nonceTransaction(nonce, transfer(Keypair.generate().publicKey, 1));
    const sent = await rpc(chain.rpcUrl, 'sendTransaction', [base64(retry), { encoding: 'base64' }]);
    expect(sent.error?.data?.err).toBe('BlockhashNotFound');
  });

  it('refuses a nonce transaction whose advance is not signed by the nonce authority', async () => {
    const { nonce } = await storedNonce();
    const stranger = Keypair.generate();
    await confirmed(await conn.requestAirdrop(stranger.publicKey, LAMPORTS_PER_SOL));
    const tx = new Transaction({
      feePayer: stranger.publicKey,
      nonceInfo: {
        nonce,
        nonceInstruction: SystemProgram.nonceAdvance({
          noncePubkey: nonceAccount.publicKey,
          authorizedPubkey: stranger.publicKey,
        }),
      },
    }).add(SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: recipient, lamports: 1 }));
    tx.sign(stranger);
    const sent = await rpc(chain.rpcUrl, 'sendTransaction', [base64(tx), { encoding: 'base64' }]);
    expect(sent.error?.data?.err).toBe('BlockhashNotFound');
    expect((await storedNonce()).nonce).toBe(nonce);
  });
});

describe('durable nonces across a restart (the ledger replayed)', () => {
  const ledgerDir = mkdtempSync(join(tmpdir(), 'localnet-nonce-'));
  let chain: TestChain;
  let conn: Connection;
  const kit = nonceKit(() => conn);
  afterAll(async () => {
    await chain.close();
    rmSync(ledgerDir, { recursive: true, force: true });
  });

  it('keeps the stored nonce, refuses the landed transaction, and advances the nonce afresh', async () => {
    chain = await startTestChain({ ledgerDir });
    conn = new Connection(chain.rpcUrl, 'confirmed');
    await kit.setUp();
    const first = (await kit.storedNonce()).nonce;
    const tx = kit.nonceTransaction(first, kit.transfer(Keypair.generate().publicKey, 1_000_000));
    expect((await kit.confirmed(await conn.sendRawTransaction(tx.serialize()))).err).toBeNull();
    const second = (await kit.storedNonce()).nonce;
    await chain.close();

    chain = await startTestChain({ ledgerDir });
    conn = new Connection(chain.rpcUrl, 'confirmed');
    expect((await kit.storedNonce()).nonce).toBe(second);
    const again = await rpc(chain.rpcUrl, 'sendTransaction', [base64(tx), { encoding: 'base64' }]);
    expect(again.error?.data?.err).toBe('AlreadyProcessed');
    const stale = kit.nonceTransaction(first, kit.transfer(Keypair.generate().publicKey, 1));
    expect((await rpc(chain.rpcUrl, 'sendTransaction', [base64(stale), { encoding: 'base64' }])).error?.data?.err).toBe(
      'BlockhashNotFound',
    );

    const next = kit.nonceTransaction(second, kit.transfer(Keypair.generate().publicKey, 1_000_000));
    expect((await kit.confirmed(await conn.sendRawTransaction(next.serialize()))).err).toBeNull();
    const third = (await kit.storedNonce()).nonce;
    expect([first, second]).not.toContain(third);
  });
});

describe('durable nonces under the mainnet-like profile (congestion on)', () => {
  let chain: TestChain;
  let conn: Connection;
  const kit = nonceKit(() => conn);
  const PRICE = 200_000; // over the highest clearing price (100,000): lands in the next slot
  const priced = () => [
    ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: PRICE }),
  ];

  beforeAll(async () => {
    chain = await startTestChain({
      mainnetLike: { requestsPerWindow: 1_000_000, methodRequestsPerWindow: 1_000_000 },
      congestionSeed: 53,
    });
    conn = new Connection(chain.rpcUrl, 'confirmed');
    await kit.setUp(priced());
  });
  afterAll(async () => chain.dispose());

  it('lands a priced nonce transaction, and drops a queued one on the same nonce once it is used', async () => {
    const { nonce } = await kit.storedNonce();
    const waitingTo = Keypair.generate().publicKey;
    const pricedTo = Keypair.generate().publicKey;
    // No priority fee: it waits in the queue behind the background load.
    const waiting = kit.nonceTransaction(nonce, kit.transfer(waitingTo, 1_000_000));
    const waitingSignature = await conn.sendRawTransaction(waiting.serialize());
    const pricedTx = kit.nonceTransaction(nonce, ...priced(), kit.transfer(pricedTo, 1_000_000));
    const landedTx = await kit.confirmed(await conn.sendRawTransaction(pricedTx.serialize()));
    expect(landedTx.err).toBeNull();
    expect(await conn.getBalance(pricedTo, 'processed')).toBe(1_000_000);
    expect((await kit.storedNonce()).nonce).not.toBe(nonce);

    // Congestion off: the queue drains, but the waiting one's nonce is gone, so it is dropped.
    expect((await rpc(chain.rpcUrl, 'localnet_setFaults', [{ congestion: false }])).result.congestion).toBe(false);
    await kit.slotsPass(3);
    expect(await kit.status(waitingSignature)).toBeNull();
    expect(await conn.getBalance(waitingTo, 'processed')).toBe(0);
  });
});

describe('durable nonces at slot boundaries (the chain ticked by hand)', () => {
  const ledgerDir = mkdtempSync(join(tmpdir(), 'localnet-nonce-chain-'));
  const chain = new Chain({ ledgerDir, congestionSeed: 1 });
  const owner = Keypair.generate();
  const nonceAccount = Keypair.generate();
  afterAll(() => {
    chain.close();
    rmSync(ledgerDir, { recursive: true, force: true });
  });

  const decode = (tx: Transaction) => chain.decode(tx.serialize());
  const run = (tx: Transaction) => {
    const decoded = decode(tx);
    const result = chain.execute(decoded, chain.resolve(decoded));
    if (result.kind !== 'landed' || result.rec.err !== null) throw new Error(JSON.stringify(result));
    return result.rec;
  };
  const stored = () =>
    NonceAccount.fromAccountData(Buffer.from(chain.getAccount(nonceAccount.publicKey.toBase58())!.data)).nonce;
  const nonceTransfer = (nonce: string, microLamports: number) => {
    const tx = new Transaction({
      feePayer: owner.publicKey,
      nonceInfo: {
        nonce,
        nonceInstruction: SystemProgram.nonceAdvance({
          noncePubkey: nonceAccount.publicKey,
          authorizedPubkey: owner.publicKey,
        }),
      },
    }).add(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports }),
      SystemProgram.transfer({
        fromPubkey: owner.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    );
    tx.sign(owner);
    return tx;
  };

  it('stores the durable nonce of the slot it runs in, usable from the next slot on', () => {
    const airdrop = chain.airdropTransaction(owner.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    chain.execute(airdrop, chain.resolve(airdrop));
    const create = new Transaction({ feePayer: owner.publicKey, recentBlockhash: chain.blockhashOf(chain.slot) }).add(
      ...SystemProgram.createNonceAccount({
        fromPubkey: owner.publicKey,
        noncePubkey: nonceAccount.publicKey,
        authorizedPubkey: owner.publicKey,
        lamports: Number(chain.minimumBalanceForRentExemption(NONCE_ACCOUNT_LENGTH)),
      }).instructions,
    );
    create.sign(owner, nonceAccount);
    run(create);
    const nonce = stored();
    expect(nonce).toBe(durableNonceOf(chain.blockhashOf(chain.slot)));
    // Not advanceable in the slot that stored it (the runtime's rule), valid in the next.
    expect(chain.lifetimeValid(decode(nonceTransfer(nonce, 0)))).toBe(false);
    chain.tick();
    expect(chain.lifetimeValid(decode(nonceTransfer(nonce, 0)))).toBe(true);
  });

  it('lands one of two queued transactions on the same nonce, the higher priced, and drops the other', () => {
    const nonce = stored();
    const low = decode(nonceTransfer(nonce, 150_000));
    const high = decode(nonceTransfer(nonce, 300_000));
    chain.congested = true;
    chain.submit(low, chain.resolve(low));
    chain.submit(high, chain.resolve(high));
    chain.tick(); // both clear the background load's price; the first to run uses the nonce up
    expect(chain.transaction(high.signatures[0]!)?.err).toBeNull();
    expect(chain.transaction(low.signatures[0]!)).toBeUndefined();
    expect(stored()).toBe(durableNonceOf(chain.blockhashOf(chain.slot)));
    chain.congested = false;
    chain.tick();
    expect(chain.transaction(low.signatures[0]!)).toBeUndefined();
    expect(chain.lifetimeValid(low)).toBe(false);
  });
});
