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
import {
  getCreateAssociatedTokenIdempotentInstructionAsync,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
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

const holding = async (ds: typeof chain.dataSource, owner: string, mint: string) =>
  (await ds.getTokens(owner)).find((token) => token.mint === mint)?.balance ?? 0n;

describe('a wallet that signs v1, where the node takes it', () => {
  const landedVersion = async (signature: string) =>
    (await chainCall(chain.rpcUrl, 'getTransaction', [
      signature,
      { commitment: 'confirmed', maxSupportedTransactionVersion: 1 },
    ])) as {
      version: number | 'legacy';
      meta: { fee: number };
      transaction: {
        message: {
          transactionConfig?: { priorityFee: number; computeUnitLimit: number; loadedAccountsDataSizeLimit: number };
        };
      };
    };

  it('creates and sends as v1: the budget in its config, the fee it was shown, a loaded-data limit with room for guards', async () => {
    const alice = keypairSigner(await fundedWallet(chain, 10), 1);
    const ds = chain.dataSource;
    const { mint, signature: created } = await ds.run(alice, {
      kind: 'create',
      name: 'Vee One',
      symbol: 'V1',
      decimals: 0,
      initialSupply: 100n,
    });
    expect((await landedVersion(created)).version).toBe(1);
    const send = { kind: 'send', mint, recipient: await freshAddress(), amount: 5n } as const;
    const preview = await ds.preview(alice.address, send);
    const { signature, paid } = await ds.run(alice, send);
    const landed = await landedVersion(signature);
    expect(landed.version).toBe(1);
    const config = landed.transaction.message.transactionConfig!;
    expect(BigInt(landed.meta.fee)).toBe(5_000n + BigInt(config.priorityFee));
    expect(paid?.lamports).toBe(BigInt(landed.meta.fee));
    expect(preview.networkFee.base).toBe(5_000n);
    // What it loaded, and Lighthouse's 424 KiB besides, in whole 32 KiB pages.
    expect(config.loadedAccountsDataSizeLimit % 32_768).toBe(0);
    expect(config.loadedAccountsDataSizeLimit).toBeGreaterThan(424 * 1024);
    expect(config.computeUnitLimit).toBeGreaterThan(20_000);
  });

  it('packs 60 transfers into existing accounts into one v1 transaction (19 in v0); ten that create accounts, as the instruction trace allows (9 in v0)', async () => {
    const alice = keypairSigner(await fundedWallet(chain, 20), 1);
    const ds = chain.dataSource;
    const { mint } = await ds.run(alice, {
      kind: 'create',
      name: 'Many',
      symbol: 'MNY',
      decimals: 0,
      initialSupply: 100_000n,
    });
    const recipients = await Promise.all(Array.from({ length: 120 }, () => freshAddress()));
    const v1 = await ds.packTransfers(alice.address, { mint, recipients, version: 1 });
    const v0 = await ds.packTransfers(alice.address, { mint, recipients });
    // Each creation runs five instructions of the 64 a transaction may (MAX_INSTRUCTION_TRACE_LENGTH), with its
    // transfer six: ten, four left for a wallet's guards.
    expect(v1[0]).toHaveLength(10);
    expect(v0[0]).toHaveLength(9);
    // Send the first v1 batch: ten new accounts, one transaction.
    const batch = {
      kind: 'send-batch',
      mint,
      version: 1,
      transfers: v1[0]!.map((index) => ({ recipient: recipients[index]!, amount: 1n })),
    } as const;
    const { signature } = await ds.run(alice, batch);
    expect((await landedVersion(signature)).version).toBe(1);
    // Into existing accounts now: 60 to a transaction as v1, 19 as v0.
    for (let from = 10; from < 60; from += 10) {
      const transfers = recipients.slice(from, from + 10).map((recipient) => ({ recipient, amount: 1n }));
      await ds.run(alice, { kind: 'send-batch', mint, version: 1, transfers });
    }
    const again = recipients.slice(0, 60);
    expect((await ds.packTransfers(alice.address, { mint, recipients: again, version: 1 }))[0]).toHaveLength(60);
    expect((await ds.packTransfers(alice.address, { mint, recipients: again }))[0]).toHaveLength(19);
    // And the 60 land in one v1 transaction.
    const sixty = {
      kind: 'send-batch',
      mint,
      version: 1,
      transfers: again.map((recipient) => ({ recipient, amount: 2n })),
    } as const;
    const { signature: all } = await ds.run(alice, sixty);
    expect((await landedVersion(all)).version).toBe(1);
    expect(await holding(ds, again[59]!, mint)).toBe(3n);
  });

  it('the runtime runs at most 64 instructions, those programs call included: twelve account creations fit a v1 transaction, thirteen do not (so ten creating transfers, no more)', async () => {
    const alice = keypairSigner(await fundedWallet(chain, 20), 1);
    const { mint } = await chain.dataSource.run(alice, {
      kind: 'create',
      name: 'Trace',
      symbol: 'TRC',
      decimals: 0,
      initialSupply: 1_000n,
    });
    const payer = await fundedWallet(chain, 5);
    // Creations only (each runs itself and four calls: five entries), with as much compute as a transaction may.
    const creations = async (count: number) =>
      Promise.all(
        Array.from({ length: count }, async () =>
          getCreateAssociatedTokenIdempotentInstructionAsync({
            payer,
            owner: address(await freshAddress()),
            mint: address(mint),
            tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
          }),
        ),
      );
    const config = { ...V1_CONFIG, computeUnitLimit: 1_400_000 };
    // Twelve: 60 entries; thirteen: 65, over the 64 (MAX_INSTRUCTION_TRACE_LENGTH). A creating transfer is six: ten
    // fill 60, eleven would be 66.
    const twelve = await sendAndPoll(chain.rpcUrl, await creations(12), [payer], { version: 1, config });
    expect(twelve.err).toBeNull();
    const thirteen = await sendAndPoll(chain.rpcUrl, await creations(13), [payer], {
      version: 1,
      config,
      skipPreflight: true,
    });
    expect(
      JSON.stringify(thirteen.err, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value)),
    ).toContain('MaxInstructionTraceLengthExceeded');
  });

  it('a node that cannot read v1 gets v0 from the same wallet, asked once', async () => {
    let probes = 0;
    const fetchFn: typeof fetch = async (input, init) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { id: number; method: string; params: unknown[] };
      const wire = body.method === 'simulateTransaction' ? Buffer.from(String(body.params[0]), 'base64') : null;
      if (wire?.[0] === 0x81) {
        probes += 1;
        const error = {
          code: -32602,
          message: 'failed to deserialize solana_transaction::versioned::VersionedTransaction: invalid value',
        };
        return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, error }));
      }
      return fetch(input, init);
    };
    const ds = createSolanaDataSource(localCluster(chain.rpcUrl), { fetch: fetchFn });
    const alice = keypairSigner(await fundedWallet(chain, 10), 1);
    const { mint, signature } = await ds.run(alice, {
      kind: 'create',
      name: 'Old Node',
      symbol: 'OLDN',
      decimals: 0,
      initialSupply: 9n,
    });
    expect((await landedVersion(signature)).version).toBe(0);
    const { signature: sent } = await ds.run(alice, {
      kind: 'send',
      mint,
      recipient: await freshAddress(),
      amount: 1n,
    });
    expect((await landedVersion(sent)).version).toBe(0);
    expect(probes).toBe(1);
  });
});
