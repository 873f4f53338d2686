import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  AccountRole,
  address,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  lamports,
  type KeyPairSigner,
} from '@solana/kit';
import type { HandedTransaction, WalletSigner } from '@/data-source/contract';
import { createSolanaDataSource } from '@/data-source/solana';
import {
  chainCall,
  freshAddress,
  fundedWallet,
  keypairSigner,
  localCluster,
  startTestChain,
  type TestChain,
} from '@test-support/chain/chain';
import { sendAndPoll, V1_CONFIG } from '@test-support/chain/send-raw';

// Mainnet since epoch 1035 (2026-09-15): anyone can send a wallet a v1 transaction (SIMD-0385), and bots,
// routers and spammers do. Each read that lists a wallet's transactions must take it: history, the dashboard,
// the look-alike check (all three read the same history pages), the payment watch and the hand-over.
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

/** A v1 transfer of `amount` lamports from a stranger, naming `extra` read-only (a payment reference). */
async function v1Dust(from: KeyPairSigner, to: string, amount = 1n, extra?: string) {
  const transfer = getTransferSolInstruction({ source: from, destination: address(to), amount: lamports(amount) });
  const instruction = extra
    ? { ...transfer, accounts: [...transfer.accounts, { address: address(extra), role: AccountRole.READONLY }] }
    : transfer;
  const { signature, err } = await sendAndPoll(chain.rpcUrl, [instruction], [from], { version: 1 });
  expect(err).toBeNull();
  return signature;
}

/** A data source whose node refuses `maxSupportedTransactionVersion: 1` as a node before v1 did (-32602). */
function olderNode() {
  const asked: number[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { id: number; method: string; params: unknown[] }[];
    const calls = Array.isArray(body) ? body : [body];
    const versions = calls
      .filter((call) => call.method === 'getTransaction')
      .map((call) => (call.params[1] as { maxSupportedTransactionVersion?: number }).maxSupportedTransactionVersion);
    asked.push(...versions.filter((version): version is number => version !== undefined));
    if (versions.includes(1)) {
      const refusal = (call: { id: number }) => ({
        jsonrpc: '2.0',
        id: call.id,
        error: { code: -32602, message: 'Invalid params: unsupported maxSupportedTransactionVersion 1' },
      });
      return new Response(JSON.stringify(Array.isArray(body) ? calls.map(refusal) : refusal(calls[0]!)));
    }
    return fetch(input, init);
  };
  return { ds: createSolanaDataSource(localCluster(chain.rpcUrl), { fetch: fetchFn }), asked };
}

describe('a wallet whose history holds v1 transactions', () => {
  it('history (and the dashboard and look-alike check reading it) shows a v1 dust transfer as a receipt, with its budget', async () => {
    const alice = await fundedWallet(chain, 10);
    const bot = await fundedWallet(chain, 1);
    const ds = chain.dataSource;
    const { mint } = await ds.run(keypairSigner(alice), {
      kind: 'create',
      name: 'Version',
      symbol: 'VER',
      decimals: 0,
      initialSupply: 10n,
    });
    const dust = await v1Dust(bot, alice.address);
    const { items } = await ds.getTransactions(alice.address);
    expect(items.map((item) => item.type)).toEqual(['receive', 'create', 'receive']);
    expect(items[0]).toMatchObject({ signature: dust, type: 'receive', amount: 1n, from: bot.address, token: 'SOL' });
    expect(items[0]!.unread).toBeUndefined();
    expect(items[1]).toMatchObject({ type: 'create', mint });
    // The bot's own history reads the budget from the v1 config: a stated total, its limit, its version.
    const { items: botItems } = await ds.getTransactions(bot.address);
    expect(botItems[0]).toMatchObject({
      signature: dust,
      type: 'send',
      feeLamports: 5_000n + V1_CONFIG.priorityFeeLamports,
      budget: { version: 1, unitLimit: V1_CONFIG.computeUnitLimit, priorityLamports: V1_CONFIG.priorityFeeLamports },
    });
  });

  it('a node that refuses version 1 is asked with 0 once and remembered; the v1 transaction is one line saying so', async () => {
    const alice = await fundedWallet(chain, 10);
    const bot = await fundedWallet(chain, 1);
    await chain.dataSource.run(keypairSigner(alice), {
      kind: 'create',
      name: 'Older',
      symbol: 'OLD',
      decimals: 0,
      initialSupply: 10n,
    });
    const dust = await v1Dust(bot, alice.address);
    const { ds, asked } = olderNode();
    const { items } = await ds.getTransactions(alice.address);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ signature: dust, type: 'other' });
    expect(items[0]!.unread).toBe(
      'The node would not return this transaction: it is version 1, newer than this app reads.',
    );
    expect(items[1]).toMatchObject({ type: 'create' });
    // Asked once with 1 (refused, one request), then with 0 from then on.
    await ds.getTransactions(bot.address);
    expect(asked.filter((version) => version === 1).length).toBe(3);
    expect(asked.at(-1)).toBe(0);
  });

  it('the payment watch skips a v1 transaction naming the reference and finds the payment after it', async () => {
    const payee = await fundedWallet(chain, 2);
    const payer = await fundedWallet(chain, 10);
    const spammer = await fundedWallet(chain, 1);
    const reference = await freshAddress();
    const ds = chain.dataSource;
    const { mint } = await ds.run(keypairSigner(payer), {
      kind: 'create',
      name: 'Pay',
      symbol: 'PAY',
      decimals: 0,
      initialSupply: 100n,
    });
    await v1Dust(spammer, payee.address, 1n, reference);
    const { signature } = await ds.run(keypairSigner(payer), {
      kind: 'send',
      mint,
      recipient: payee.address,
      amount: 7n,
      references: [reference],
    });
    const asked = { mint, amount: 7n };
    expect(await ds.findPayment(reference, payee.address, asked)).toMatchObject({ signature, amount: 7n });
    // A node that will not return v1 at all: the spam is skipped, the payment still found.
    expect(await olderNode().ds.findPayment(reference, payee.address, asked)).toMatchObject({ signature, amount: 7n });
  });

  it('a send-only wallet’s hand-over settles though a v1 transaction of the same wallet is in the window', async () => {
    const alice = await fundedWallet(chain, 10);
    const signer = keypairSigner(alice);
    const ds = chain.dataSource;
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Hand',
      symbol: 'HND',
      decimals: 0,
      initialSupply: 3n,
    });
    const sendOnly: WalletSigner = {
      address: signer.address,
      async signAndSendTransaction(wire) {
        const signed = getTransactionDecoder().decode(await signer.signTransaction!(wire));
        await chainCall(chain.rpcUrl, 'sendTransaction', [
          getBase64EncodedWireTransaction(signed),
          { encoding: 'base64', skipPreflight: true },
        ]);
        // Another app of the same wallet sends a v1 transaction meanwhile; then the answer is lost.
        await v1Dust(alice, (await generateKeyPairSigner()).address, 1_000_000n);
        throw new Error('The connection to the wallet was lost.');
      },
    };
    let handed: HandedTransaction | undefined;
    const { signature } = await ds.run(
      sendOnly,
      { kind: 'send', mint, recipient: await freshAddress(), amount: 1n },
      { onHandedOver: (each) => (handed = each) },
    );
    expect(await ds.settleHandedOver(signer.address, handed!)).toEqual({ outcome: 'confirmed', signature });
  });
});
