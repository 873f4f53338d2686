// The wallets people use, as they are documented or were seen to behave (emulated-wallets.ts), each doing
// what a user does on the local chain: create a token, send it, a bulk send of a few rows, a token-page
// action (a burn), and a multisig co-signature. What the chain holds afterwards is the test: the guarded
// wallets' transactions land carrying their guards (so the wallet's bytes were sent), the slow and the
// switching wallet's first answer is refused with nothing paid, and the hostile ones move nothing at all.
import { getBase64Encoder, getTransactionDecoder, type Transaction } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataSource, WalletSigner } from '@/data-source/contract';
import { jobDone, planJob, runJob } from '@/features/bulk-send/lib/bulk-job';
import { readMessage } from '@/data-source/solana/send/read-message';
import { isLighthouse } from '@/data-source/solana/send/wallet-guards';
import {
  emulatedWallet,
  signerOf,
  MET_AS,
  WALLET_BEHAVIOURS,
  type EmulatedWallet,
} from '@test-support/chain/emulated-wallets';
import { isAppError, type AppError } from '@/shared/lib/app-error';
import { signAction } from '@test-support/chain/co-sign';
import {
  chainCall,
  freshRows,
  fundedWallet,
  keypairSigner,
  startTestChain,
  type TestChain,
} from '@test-support/chain/chain';

let chain: TestChain;
let ds: DataSource;
beforeAll(async () => {
  chain = await startTestChain({ slotMs: 100 });
  ds = chain.dataSource;
});
afterAll(async () => {
  await chain?.stop();
});

async function landed(signature: string): Promise<Transaction> {
  const answer = (await chainCall(chain.rpcUrl, 'getTransaction', [
    signature,
    { encoding: 'base64', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
  ])) as { transaction: [string, string] };
  return getTransactionDecoder().decode(new Uint8Array(getBase64Encoder().encode(answer.transaction[0])));
}

const guardsIn = (transaction: Transaction) =>
  readMessage(transaction.messageBytes).instructions.filter(isLighthouse).length;

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected a refusal in words, got ${String(error)}`);
  return error;
}

const sol = (address: string) => ds.getSolBalance(address);
const supplyOf = async (mint: string) => (await ds.getTokenDetails(mint, mint)).supply;
const holding = async (owner: string, mint: string) =>
  (await ds.getTokens(owner)).find((token) => token.mint === mint)?.balance ?? 0n;

/** The words a first answer of the slow, switching or hostile wallet is refused in. */
function expectRefused(met: 'slow' | 'switch' | 'hostile', kind: string | undefined, message: string | undefined) {
  if (met === 'slow') {
    expect(kind ?? 'expired').toBe('expired');
    expect(message).toMatch(/answered after the transaction’s blockhash had expired.*not sent and no fee was paid/);
  } else if (met === 'switch') {
    expect(message).toMatch(
      /^The wallet switched to \w{4}\.\.\.\w{4} while the approval was open: (the transaction|the proposal) is not signed by/,
    );
  } else {
    expect(kind ?? 'wallet').toBe('wallet');
    expect(message).toMatch(
      /^The wallet (added an instruction of|changed what the transaction does|made .* writable|added .* while co-signing|changed .* while co-signing)/,
    );
  }
}

/**
 * One user action with the wallet, met as the wallet's behaviour is: the slow wallet's first answer is
 * refused (expired, nothing kept or paid) and the action asked again; the switching wallet's first
 * answer is refused (not signed by the account asked) and, switched back, asked again; a hostile
 * wallet's is refused and nothing moves. Resolves with the result that landed, or null for a hostile one.
 */
async function act<T>(wallet: EmulatedWallet, run: (signer: WalletSigner) => Promise<T>): Promise<T | null> {
  const met = MET_AS[wallet.behaviour];
  const owner = wallet.current().address;
  if (met === 'slow' || met === 'switch' || met === 'hostile') {
    wallet.armed = true;
    const before = await sol(owner);
    const error = await refusal(run(signerOf(wallet)));
    expectRefused(met, error.kind, error.message);
    if (met === 'slow') expect(error.details.askAgain).toBe(true);
    expect(ds.pendingTransfers(owner)).toEqual([]);
    expect(await sol(owner)).toBe(before);
    if (met === 'hostile') return null;
    if (met === 'switch') wallet.select(0);
  }
  return run(signerOf(wallet));
}

describe.each(WALLET_BEHAVIOURS)('a %s wallet', (behaviour) => {
  let wallet: EmulatedWallet;
  let owner: string;
  const met = MET_AS[behaviour];
  const hostile = met === 'hostile';

  beforeAll(async () => {
    wallet = await emulatedWallet(behaviour, chain.rpcUrl);
    for (const account of wallet.accounts)
      await ds.run(null, { kind: 'airdrop', to: account.address, lamports: 5_000_000_000n });
    owner = wallet.current().address;
  });

  /** A token of 1,000 the wallet's owner holds, made by a plain key when the wallet itself would make none. */
  async function heldToken(): Promise<string> {
    const issuer = keypairSigner(await fundedWallet(chain));
    const { mint } = await ds.run(issuer, {
      kind: 'create',
      name: 'Given',
      symbol: 'GIV',
      decimals: 0,
      initialSupply: 1_000n,
    });
    await ds.run(issuer, { kind: 'send', mint, recipient: owner, amount: 1_000n });
    return mint;
  }

  it('creates a token: it lands as the wallet signed it, its guards and fee said', async () => {
    const created = await act(wallet, (signer) =>
      ds.run(signer, { kind: 'create', name: 'Wallet Coin', symbol: 'WAL', decimals: 2, initialSupply: 100_000n }),
    );
    if (hostile) {
      expect(created).toBeNull();
      expect((await ds.getTokens(owner)).filter((token) => token.symbol === 'WAL')).toEqual([]);
      return;
    }
    expect(await holding(owner, created!.mint)).toBe(100_000n);
    const transaction = await landed(created!.signature);
    const guards = typeof met === 'object' ? met.guards : 0;
    expect(guardsIn(transaction)).toBe(guards);
    expect(created!.paid?.walletGuards).toBe(guards);
    expect(readMessage(transaction.messageBytes).version).toBe(behaviour === 'legacy-only' ? 'legacy' : 0);
    // What the result says was paid is what the chain charged.
    const { meta } = (await chainCall(chain.rpcUrl, 'getTransaction', [
      created!.signature,
      { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ])) as { meta: { fee: number } };
    expect(created!.paid?.lamports).toBe(BigInt(meta.fee));
  });

  it('sends it: the recipient holds exactly what was sent', async () => {
    const mint = await heldToken();
    const recipient = (await fundedWallet(chain, 0.01)).address;
    const sent = await act(wallet, (signer) => ds.run(signer, { kind: 'send', mint, recipient, amount: 250n }));
    expect(await holding(recipient, mint)).toBe(hostile ? 0n : 250n);
    expect(await holding(owner, mint)).toBe(hostile ? 1_000n : 750n);
    if (sent) expect(guardsIn(await landed(sent.signature))).toBe(typeof met === 'object' ? met.guards : 0);
  });

  it('bulk-sends to three recipients: each paid once, exactly', async () => {
    const mint = await heldToken();
    const rows = await freshRows(3, (index) => BigInt(10 + index));
    const packed = await ds.packTransfers(owner, { mint, recipients: rows.map((row) => row.address) });
    const job = planJob('test', { mint, symbol: 'GIV', decimals: 0 }, rows, packed);
    const store = { save: () => true };
    if (typeof met !== 'object') {
      // The first answer is refused: the job stops with every row unpaid and the wallet's words on its batch.
      wallet.armed = true;
      const before = await sol(owner);
      await runJob(job, { dataSource: ds, signer: signerOf(wallet), store });
      expect(jobDone(job)).toBe(false);
      expectRefused(met, undefined, job.batches[0]!.error);
      // Nothing of it was sent: asked again on resume (a refusal reads as failed, a late answer as waiting).
      expect(job.batches[0]!.status).toBe(met === 'slow' ? 'waiting' : 'failed');
      expect(job.batches[0]!.signature).toBeUndefined();
      for (const row of rows) expect(await holding(row.address, mint)).toBe(0n);
      expect(await sol(owner)).toBe(before);
      if (hostile) return;
      if (met === 'switch') wallet.select(0);
    }
    await runJob(job, { dataSource: ds, signer: signerOf(wallet), store });
    expect(jobDone(job)).toBe(true);
    for (const row of rows) expect(await holding(row.address, mint)).toBe(row.amount);
    expect(guardsIn(await landed(job.batches[0]!.signature!))).toBe(typeof met === 'object' ? met.guards : 0);
  });

  it('burns from the token page: the supply falls by exactly the amount', async () => {
    const mint = await heldToken();
    await act(wallet, (signer) => ds.run(signer, { kind: 'burn', mint, amount: 40n }));
    expect(await supplyOf(mint)).toBe(hostile ? 1_000n : 960n);
    expect(await holding(owner, mint)).toBe(hostile ? 1_000n : 960n);
  });

  it('co-signs a multisig proposal: submitted once, the supply grows by exactly the amount proposed', async () => {
    // K proposes minting 7 through a 2-of-2 of K and the wallet, on K's nonce (in legacy for a legacy-only co-signer).
    const k = {
      ...keypairSigner(await fundedWallet(chain)),
      ...(behaviour === 'legacy-only' && { transactionVersion: 'legacy' as const }),
    };
    const { mint } = await ds.run(k, {
      kind: 'create',
      name: 'Shared',
      symbol: 'SHR',
      decimals: 0,
      initialSupply: 10n,
    });
    const { address: multisig } = await ds.run(k, {
      kind: 'create-multisig',
      signers: [k.address, owner],
      threshold: 2,
      program: 'token-2022',
    });
    await ds.run(k, { kind: 'set-authority', mint, role: 'mint', newAuthority: multisig });
    const { address: nonce } = await ds.run(k, { kind: 'create-nonce' });
    const { link } = await ds.run(k, { kind: 'propose', multisig, nonce, action: { kind: 'mint', mint, amount: 7n } });

    if (met === 'switch' || hostile) {
      wallet.armed = true;
      const error = await refusal(ds.run(signerOf(wallet), await signAction(ds, signerOf(wallet), link)));
      expect(error.message).toMatch(
        met === 'switch'
          ? /^The wallet switched to .* while the approval was open: the proposal is not signed by/
          : /while co-signing: the others signed the proposal as it stands/,
      );
      if (met === 'switch') wallet.select(0);
      else {
        expect(await supplyOf(mint)).toBe(10n);
        return;
      }
    }
    const signed = (await ds.run(signerOf(wallet), await signAction(ds, signerOf(wallet), link))).link;
    // A wallet that only signs and sends, co-signing last, submits it itself.
    if (behaviour !== 'send-only') await ds.run(null, { kind: 'submit-proposal', link: signed });
    expect(await supplyOf(mint)).toBe(17n);
    expect((await ds.readProposal(signed)).status).toBe('landed');
  });
});

describe('a legacy-only wallet and a version 0 proposal', () => {
  it('is refused in words before it is asked', async () => {
    const wallet = await emulatedWallet('legacy-only', chain.rpcUrl);
    const k = keypairSigner(await fundedWallet(chain));
    const { mint } = await ds.run(k, { kind: 'create', name: 'V0', symbol: 'VZ', decimals: 0, initialSupply: 1n });
    const { address: multisig } = await ds.run(k, {
      kind: 'create-multisig',
      signers: [k.address, wallet.current().address],
      threshold: 2,
      program: 'token-2022',
    });
    await ds.run(k, { kind: 'set-authority', mint, role: 'mint', newAuthority: multisig });
    const { address: nonce } = await ds.run(k, { kind: 'create-nonce' });
    const { link } = await ds.run(k, { kind: 'propose', multisig, nonce, action: { kind: 'mint', mint, amount: 1n } });
    expect((await refusal(ds.run(signerOf(wallet), await signAction(ds, signerOf(wallet), link)))).message).toBe(
      'This wallet signs only legacy transactions, and this proposal is a version 0 transaction: co-sign it with a wallet that signs version 0.',
    );
    expect(wallet.log).toEqual([]);
  });
});

describe('a wallet that answers badly: refused in words, nothing sent, nothing lost', () => {
  async function madeBy() {
    const key = await fundedWallet(chain);
    const good = keypairSigner(key);
    const { mint } = await ds.run(good, {
      kind: 'create',
      name: 'Bad',
      symbol: 'BAD',
      decimals: 0,
      initialSupply: 100n,
    });
    return { key, good, mint, send: { kind: 'send', mint, recipient: key.address, amount: 1n } as const };
  }
  const answering = (address: string, answer: (wire: Uint8Array) => Promise<Uint8Array>): WalletSigner => ({
    address,
    signTransaction: answer,
  });

  it.each([
    [
      'no signature',
      async (wire: Uint8Array) => wire,
      /^The wallet returned the transaction without its signature; nothing was sent\.$/,
    ],
    [
      'a signature that does not verify',
      async (wire: Uint8Array) => {
        const forged = new Uint8Array(wire);
        forged.fill(7, 1, 65);
        return forged;
      },
      /^The wallet returned a signature that does not verify for \w{4}\.\.\.\w{4}, the account it was asked to sign with; nothing was sent\.$/,
    ],
    [
      'bytes that are no transaction',
      async () => new Uint8Array([1, 2, 3]),
      /^The wallet returned something that is not a transaction; nothing was sent\.$/,
    ],
  ] as const)('%s', async (_name, answer, words) => {
    const { key, send } = await madeBy();
    const before = await sol(key.address);
    const error = await refusal(ds.run(answering(key.address, answer), send));
    expect(error.kind).toBe('wallet');
    expect(error.message).toMatch(words);
    expect(await sol(key.address)).toBe(before);
    expect(ds.pendingTransfers(key.address)).toEqual([]);
  });

  it('another transaction than the one it was given (one it signed before, on an older blockhash): refused', async () => {
    const { key, good, send } = await madeBy();
    let first: Uint8Array | undefined;
    const replaying: WalletSigner = {
      address: key.address,
      async signTransaction(wire) {
        first ??= await good.signTransaction!(wire);
        return first;
      },
    };
    await ds.run(replaying, send);
    await chainCall(chain.rpcUrl, 'localnet_advanceSlots', [2]);
    const before = await sol(key.address);
    const error = await refusal(ds.run(replaying, send));
    expect(error.message).toBe('The wallet changed the blockhash before signing; nothing was sent.');
    expect(await sol(key.address)).toBe(before);
  });

  it('a wallet that throws midway through a group of 32: nothing of the group is sent; resumed, each row is paid once', async () => {
    const { key, good, mint } = await madeBy();
    const rows = await freshRows(32, () => 1n);
    // One transaction a row, so one approval carries 32.
    const job = planJob(
      'test',
      { mint, symbol: 'BAD', decimals: 0 },
      rows,
      rows.map((_, index) => [index]),
    );
    const store = { save: () => true };
    const failing: WalletSigner = {
      address: key.address,
      signTransaction: good.signTransaction,
      async signTransactions(wires) {
        await Promise.all(wires.slice(0, 16).map((wire) => good.signTransaction!(wire)));
        throw new Error('The device disconnected after 16 of 32.');
      },
    };
    const before = await sol(key.address);
    await runJob(job, { dataSource: ds, signer: failing, store });
    expect(job.batches.every((batch) => !batch.signature && batch.status === 'failed')).toBe(true);
    expect(job.batches[0]!.error).toBe('The wallet could not sign: The device disconnected after 16 of 32.');
    expect(await sol(key.address)).toBe(before);
    for (const row of rows.slice(0, 3)) expect(await holding(row.address, mint)).toBe(0n);
    await runJob(job, { dataSource: ds, signer: good, store });
    expect(jobDone(job)).toBe(true);
    for (const row of rows) expect(await holding(row.address, mint)).toBe(1n);
  });
});

describe('a wallet that only signs and sends, when its answer never comes', () => {
  it('the page died while the wallet held it: it is listed as handed over, then found on chain and settled once', async () => {
    const wallet = await emulatedWallet('send-only', chain.rpcUrl);
    const owner = wallet.current().address;
    await ds.run(null, { kind: 'airdrop', to: owner, lamports: 2_000_000_000n });
    const k = keypairSigner(await fundedWallet(chain));
    const { mint } = await ds.run(k, { kind: 'create', name: 'Held', symbol: 'HLD', decimals: 0, initialSupply: 10n });
    await ds.run(k, { kind: 'send', mint, recipient: owner, amount: 10n });
    const recipient = (await fundedWallet(chain, 0.01)).address;
    // It sends, and its answer never reaches the page (the tab was closed while it held the transaction).
    const silent: WalletSigner = {
      address: owner,
      async signAndSendTransaction(wire) {
        await wallet.signAndSendTransaction(wire);
        return new Promise<Uint8Array>(() => {});
      },
    };
    void ds.run(silent, { kind: 'send', mint, recipient, amount: 4n });
    await vi.waitFor(() => expect(wallet.log).toContain('sent it itself'), { timeout: 30_000 });
    expect(ds.pendingTransfers(owner)).toEqual([
      { action: 'send', handedOver: true, transfer: { mint, recipient, amount: '4' } },
    ]);
    // The next visit: found by its blockhash and instructions, settled, its record dropped.
    const [outcome] = await ds.resumePending(owner);
    expect(outcome).toMatchObject({ action: 'send', outcome: 'confirmed', signature: expect.any(String) });
    expect(ds.pendingTransfers(owner)).toEqual([]);
    expect(await holding(recipient, mint)).toBe(4n);
  });

  it('it failed without sending: nothing is said until its blockhash has expired and it is still not found', async () => {
    const key = await fundedWallet(chain);
    const good = keypairSigner(key);
    const { mint } = await ds.run(good, {
      kind: 'create',
      name: 'Never',
      symbol: 'NVR',
      decimals: 0,
      initialSupply: 1n,
    });
    const broken: WalletSigner = {
      address: key.address,
      async signAndSendTransaction() {
        // Long enough to expire what it holds, then an error that does not say whether it sent.
        await chainCall(chain.rpcUrl, 'localnet_advanceSlots', [160]);
        throw new Error('Network request failed');
      },
    };
    const error = await refusal(ds.run(broken, { kind: 'send', mint, recipient: key.address, amount: 1n }));
    expect(error.message).toBe('The wallet could not sign: Network request failed');
    expect(ds.pendingTransfers(key.address)).toEqual([]);
  });
});
