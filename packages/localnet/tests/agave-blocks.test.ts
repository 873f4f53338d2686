// Blocks, as Agave 4.2 serves them: the chain has a block in every slot, holding the transactions that
// landed in it in order. Each test names the Agave v4.2 source it follows (anza-xyz/agave, tag v4.2.x).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  sendAndConfirmTransaction,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import {
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageConfig,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { rpc, sleep, startTestChain, type TestChain, type Wire } from './support';

let chain: TestChain;
let conn: Connection;
const payer = Keypair.generate();
const CONFIRMED = { commitment: 'confirmed' };

const call = (method: string, params: unknown[] = []) => rpc(chain.rpcUrl, method, params);
const confirmedSlot = async () => (await call('getSlot', [CONFIRMED])).result as number;
async function untilConfirmed(slot: number) {
  while ((await confirmedSlot()) < slot) await sleep(10);
}

/** A legacy transfer, confirmed; its slot. */
async function legacyTransfer() {
  const signature = await sendAndConfirmTransaction(
    conn,
    new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    ),
    [payer],
  );
  const slot = (await call('getTransaction', [signature, CONFIRMED])).result.slot as number;
  return { signature, slot };
}

/** A v1 transfer (SIMD-0385), as transaction-v1.test.ts builds one; its signature and slot once confirmed. */
async function v1Transfer() {
  const signer = await createKeyPairSignerFromBytes(payer.secretKey);
  const { value } = (await call('getLatestBlockhash', [{ commitment: 'processed' }])).result;
  const message = pipe(
    createTransactionMessage({ version: 1 }),
    (m) => setTransactionMessageFeePayerSigner(signer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: value.blockhash as Blockhash, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) },
        m,
      ),
    (m) => setTransactionMessageConfig({ computeUnitLimit: 10_000, loadedAccountsDataSizeLimit: 100_000 }, m),
  );
  const to = (await generateKeyPairSigner()).address;
  const signed = await signTransactionMessageWithSigners(
    appendTransactionMessageInstructions(
      [getTransferSolInstruction({ source: signer, destination: to, amount: lamports(1_000_000n) })],
      message,
    ),
  );
  const signature = getSignatureFromTransaction(signed);
  const sent = await call('sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
  expect(sent.error).toBeUndefined();
  for (;;) {
    const status = (await call('getSignatureStatuses', [[signature]])).result.value[0];
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized')
      return { signature, slot: status.slot as number };
    await sleep(10);
  }
}

beforeAll(async () => {
  chain = await startTestChain();
  conn = new Connection(chain.rpcUrl, 'confirmed');
  await conn.confirmTransaction(await conn.requestAirdrop(payer.publicKey, 10 * LAMPORTS_PER_SOL));
});
afterAll(() => chain.dispose());

describe('getBlock (rpc/src/rpc.rs `get_block`, transaction-status `ConfirmedBlock::encode_with_options`)', () => {
  let landed: { signature: string; slot: number };
  beforeAll(async () => {
    landed = await legacyTransfer();
  });

  it('a confirmed block: its hashes, parent, height, time, transactions in full and no rewards', async () => {
    const { result: block } = await call('getBlock', [landed.slot, CONFIRMED]);
    const { result: parent } = await call('getBlock', [landed.slot - 1, { ...CONFIRMED, transactionDetails: 'none' }]);
    expect(Object.keys(block).sort()).toEqual(
      ['blockHeight', 'blockTime', 'blockhash', 'parentSlot', 'previousBlockhash', 'rewards', 'transactions'].sort(),
    );
    expect(block).toMatchObject({
      blockHeight: landed.slot,
      parentSlot: landed.slot - 1,
      previousBlockhash: parent.blockhash,
      rewards: [],
    });
    expect(block.blockTime).toBe((await call('getBlockTime', [landed.slot])).result);
    const index = block.transactions.findIndex((t: Wire) => t.transaction.signatures[0] === landed.signature);
    expect(index).toBeGreaterThanOrEqual(0);
    const { result: tx } = await call('getTransaction', [landed.signature, CONFIRMED]);
    // The block's entry is getTransaction's without slot, block time and index (EncodedTransactionWithStatusMeta).
    expect(block.transactions[index]).toEqual({ meta: tx.meta, transaction: tx.transaction });
    expect(tx.transactionIndex).toBe(index);
  });

  it('transactionDetails signatures, none and accounts; rewards off', async () => {
    const details = async (transactionDetails: string, rewards = true) =>
      (await call('getBlock', [landed.slot, { ...CONFIRMED, transactionDetails, rewards }])).result;
    const signatures = await details('signatures');
    expect(signatures.signatures).toContain(landed.signature);
    expect(signatures.transactions).toBeUndefined();
    const none = await details('none');
    expect(none.signatures).toBeUndefined();
    expect(none.transactions).toBeUndefined();
    // build_json_accounts / build_simple_ui_transaction_status_meta: no logs, instructions or units.
    const accounts = await details('accounts');
    const entry = accounts.transactions.find((t: Wire) => t.transaction.signatures[0] === landed.signature);
    expect(Object.keys(entry.meta).sort()).toEqual(
      [
        'err',
        'fee',
        'postBalances',
        'postTokenBalances',
        'preBalances',
        'preTokenBalances',
        'rewards',
        'status',
      ].sort(),
    );
    expect(entry.transaction.accountKeys[0]).toEqual({
      pubkey: payer.publicKey.toBase58(),
      signer: true,
      source: 'transaction',
      writable: true,
    });
    // Without rewards: no block rewards; a full meta writes null, an accounts meta leaves the field out.
    const bare = await details('full', false);
    expect(bare.rewards).toBeUndefined();
    expect(bare.transactions[0].meta.rewards).toBeNull();
    expect((await details('accounts', false)).transactions[0].meta).not.toHaveProperty('rewards');
  });

  it('base64 and jsonParsed, as getTransaction encodes them', async () => {
    for (const encoding of ['base64', 'jsonParsed']) {
      const { result: block } = await call('getBlock', [landed.slot, { ...CONFIRMED, encoding }]);
      const { result: tx } = await call('getTransaction', [landed.signature, { ...CONFIRMED, encoding }]);
      expect(block.transactions).toContainEqual({ meta: tx.meta, transaction: tx.transaction });
    }
  });

  // validate_version: one v1 transaction fails the whole block with -32015 (custom_error.rs) in `full` and
  // `accounts`; `signatures` checks nothing.
  it('a v1 transaction in the block: -32015 unless the reader takes version 1', async () => {
    const v1 = await v1Transfer();
    const refused = {
      code: -32015,
      message:
        'Transaction version (1) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 1',
    };
    for (const config of [{}, { maxSupportedTransactionVersion: 0 }, { transactionDetails: 'accounts' }]) {
      expect((await call('getBlock', [v1.slot, { ...CONFIRMED, ...config }])).error, JSON.stringify(config)).toEqual(
        refused,
      );
    }
    const taken = (await call('getBlock', [v1.slot, { ...CONFIRMED, maxSupportedTransactionVersion: 1 }])).result;
    const entry = taken.transactions.find((t: Wire) => t.transaction.signatures[0] === v1.signature);
    expect(entry.version).toBe(1);
    expect(entry.transaction.message.transactionConfig).toMatchObject({ computeUnitLimit: 10_000 });
    const signatures = (await call('getBlock', [v1.slot, { ...CONFIRMED, transactionDetails: 'signatures' }])).result;
    expect(signatures.signatures).toContain(v1.signature);
  });

  it('refuses a block not confirmed yet, and reads below confirmed', async () => {
    const processed = (await call('getSlot', [{ commitment: 'processed' }])).result;
    expect((await call('getBlock', [processed + 5, CONFIRMED])).error).toEqual({
      code: -32004,
      message: `Block not available for slot ${processed + 5}`,
    });
    expect((await call('getBlock', [0, { commitment: 'processed' }])).error).toEqual({
      code: -32602,
      message: 'Method does not support commitment below `confirmed`',
    });
  });
});

describe('getBlocks, getBlocksWithLimit, getBlockTime (rpc/src/rpc.rs)', () => {
  it("every slot holds a block: ranges up to the commitment's slot", async () => {
    await untilConfirmed(6);
    expect((await call('getBlocks', [2, 5, CONFIRMED])).result).toEqual([2, 3, 4, 5]);
    expect((await call('getBlocks', [5, 2, CONFIRMED])).result).toEqual([]);
    // The config may stand in the end slot's place (RpcBlocksConfigWrapper).
    const open = (await call('getBlocks', [1, CONFIRMED])).result as number[];
    expect(open[0]).toBe(1);
    expect(open.at(-1)).toBeGreaterThanOrEqual(6);
    expect((await call('getBlocksWithLimit', [1, 3, CONFIRMED])).result).toEqual([1, 2, 3]);
    expect((await call('getBlocksWithLimit', [1, 500_001])).error).toEqual({
      code: -32602,
      message: 'Limit too large; max 500000',
    });
  });

  // `get_block_time`: slot 0 is the genesis time; a slot past the newest bank is not available.
  it('getBlockTime: genesis first, none for a slot to come', async () => {
    const genesis = (await call('getBlockTime', [0])).result;
    expect(genesis).toBeLessThanOrEqual((await call('getBlockTime', [1])).result);
    const processed = (await call('getSlot', [{ commitment: 'processed' }])).result;
    expect((await call('getBlockTime', [processed + 100])).error).toMatchObject({ code: -32004 });
  });
});

// rpc/src/rpc_pubsub.rs `slots_updates_subscribe`; rpc-client-types response.rs `SlotUpdate` (tag "type"
// first, fields in declaration order, timestamps in milliseconds); rpc_subscriptions.rs `notify_slot`.
describe('slotsUpdatesSubscribe', () => {
  it("tells each slot's life: first shred, bank, completed, frozen with stats, confirmation, root", async () => {
    const ws = new WebSocket(chain.wsUrl);
    await new Promise((r) => ws.once('open', r));
    const messages: string[] = [];
    ws.on('message', (data) => messages.push(String(data)));
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'slotsUpdatesSubscribe' }));
    while (messages.length === 0) await sleep(5);
    const id = JSON.parse(messages[0]!).result;
    expect(typeof id).toBe('number');
    // A slot that begins after the subscription, so all its updates are seen.
    const subscribedAt = (await call('getSlot', [{ commitment: 'processed' }])).result;
    while ((await call('getSlot', [{ commitment: 'processed' }])).result <= subscribedAt) await sleep(5);
    const { slot } = await legacyTransfer();
    // Until that slot is rooted (finalized 8 slots behind in tests).
    while ((await call('getSlot', [{ commitment: 'finalized' }])).result < slot) await sleep(10);
    await sleep(60);
    const notes = messages.slice(1).map((m) => JSON.parse(m));
    expect(notes.every((n) => n.method === 'slotsUpdatesNotification' && n.params.subscription === id)).toBe(true);
    const of = (s: number) => notes.map((n) => n.params.result).filter((u) => u.slot === s);
    expect(of(slot).map((u) => u.type)).toEqual([
      'firstShredReceived',
      'createdBank',
      'completed',
      'frozen',
      'optimisticConfirmation',
      'root',
    ]);
    const [, created, , frozen] = of(slot);
    expect(created.parent).toBe(slot - 1);
    expect(Math.abs(frozen.timestamp - Date.now())).toBeLessThan(60_000);
    expect(frozen.stats.numSuccessfulTransactions).toBeGreaterThanOrEqual(1);
    expect(frozen.stats.numFailedTransactions).toBe(0);
    const raw = messages.find((m) => m.includes('"type":"frozen"') && m.includes(`"slot":${slot},`))!;
    expect(raw).toMatch(
      /^\{"jsonrpc":"2\.0","method":"slotsUpdatesNotification","params":\{"result":\{"type":"frozen","slot":\d+,"timestamp":\d+,"stats":\{"numTransactionEntries":\d+,"numSuccessfulTransactions":\d+,"numFailedTransactions":\d+,"maxTransactionsPerEntry":\d+\}\},"subscription":\d+\}\}$/,
    );
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'slotsUpdatesUnsubscribe', params: [id] }));
    ws.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'slotsUpdatesUnsubscribe', params: [id] }));
    const replies = async () => messages.map((m) => JSON.parse(m)).filter((m) => m.id === 2 || m.id === 3);
    while ((await replies()).length < 2) await sleep(5);
    const [done, again] = (await replies()).sort((a, b) => a.id - b.id);
    expect(done.result).toBe(true);
    expect(again.error).toEqual({ code: -32602, message: 'Invalid subscription id.' });
    ws.close();
  });
});
