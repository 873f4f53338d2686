import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError, isAppError } from '@/shared/lib/app-error';
import type { DataSource } from '@/data-source/contract';
import type { WalletSigner } from '@/entities/wallet/model';
import { createSolanaDataSource } from '@/data-source/solana';
import { connectCluster } from '@/features/cluster-gate/api/use-cluster-version';
import { createPendingStore, type PendingStore } from '@/data-source/pending-store';
import {
  freshAddress,
  fundedWallet,
  keypairSigner,
  localCluster,
  startTestChain,
  type TestChain,
} from '@test-support/chain/chain';

let chain: TestChain;
// Short slots so a blockhash (150 slots) expires in seconds rather than a minute.
beforeAll(async () => {
  chain = await startTestChain({ slotMs: 40 });
});
afterEach(() => {
  chain.setFaults({ dropRate: 0, rateLimitRate: 0, errorRate: 0, sendErrorRate: 0 });
});
afterAll(async () => {
  await chain?.stop();
});

/**
 * A send whose page "closes" while it confirms: sends are dropped so it cannot land first, and the wait
 * is stopped; its signed bytes stay pending (the drop fault is left on for the caller to lift).
 */
async function leftPending(
  ds: DataSource,
  signer: WalletSigner,
  transfer: { mint: string; recipient: string; amount: bigint },
) {
  const controller = new AbortController();
  const stopped = await ds
    .run(
      signer,
      { kind: 'send', ...transfer },
      {
        signal: controller.signal,
        onStage: (stage) => {
          if (stage === 'sending') chain.setFaults({ dropRate: 1 });
          if (stage === 'confirming') setTimeout(() => controller.abort(), 300);
        },
      },
    )
    .catch((e: unknown) => e);
  expect(isAppError(stopped, 'aborted')).toBe(true);
}

describe('the first send answered with an error', () => {
  it("a lagging node's error on a send it took: confirmed as any send, never 'failed', tokens moved once", async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Lag',
      symbol: 'LAG',
      decimals: 0,
      initialSupply: 10n,
    });
    const signedBefore = signer.signed;
    chain.setFaults({ sendErrorRate: 1 });
    const recipient = await freshAddress();
    const { signature } = await ds.run(signer, { kind: 'send', mint, recipient, amount: 3n });
    chain.setFaults({ sendErrorRate: 0 });
    expect(signature).toBeTypeOf('string');
    expect(signer.signed).toBe(signedBefore + 1);
    expect((await ds.getTokens(recipient))[0]?.balance).toBe(3n);
    expect((await ds.getTokens(owner.address))[0]?.balance).toBe(7n);
    expect(ds.pendingTransfers(owner.address)).toEqual([]);
  });

  it("a node's definite refusal (its preflight names the program's error) is said at once; no bytes are kept", async () => {
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await chain.dataSource.run(signer, {
      kind: 'create',
      name: 'Refused',
      symbol: 'RFS',
      decimals: 0,
      initialSupply: 10n,
    });
    // A node that runs its own preflight and, by the time it does, finds the balance gone.
    let refused = 0;
    const refusing: typeof fetch = async (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"sendTransaction"') && refused === 0) {
        refused += 1;
        const { id } = JSON.parse(init.body) as { id: number };
        const error = {
          code: -32002,
          message: 'Transaction simulation failed: Error processing Instruction 2: custom program error: 0x1',
          data: {
            err: { InstructionError: [2, { Custom: 1 }] },
            logs: ['Program TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb failed: custom program error: 0x1'],
          },
        };
        return new Response(JSON.stringify({ jsonrpc: '2.0', id, error }));
      }
      return fetch(input, init);
    };
    const ds = createSolanaDataSource(
      {
        id: 'localnet',
        network: 'localnet',
        label: 'Localnet',
        endpoint: chain.rpcUrl,
        airdrop: true,
        burnerWallet: true,
      },
      { fetch: refusing, pollIntervalMs: 200 },
    );
    const recipient = await freshAddress();
    const error = await ds.run(signer, { kind: 'send', mint, recipient, amount: 3n }).catch((e: unknown) => e);
    expect(isAppError(error, 'simulation-failed')).toBe(true);
    expect((error as Error).message).toBe('Insufficient token balance for this amount.');
    expect(ds.pendingTransfers(owner.address)).toEqual([]);
    expect(await ds.getTokens(recipient)).toEqual([]);
    // Nothing can land from the refused bytes, so trying again is safe: it moves the tokens once.
    await ds.run(signer, { kind: 'send', mint, recipient, amount: 3n });
    expect((await ds.getTokens(recipient))[0]?.balance).toBe(3n);
    expect((await ds.getTokens(owner.address))[0]?.balance).toBe(7n);
  });
});

describe('the send path when the network misbehaves', () => {
  it('a send the network drops forever ends as "expired" after the blockhash dies: signed once, nothing moved', async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Drop',
      symbol: 'DRP',
      decimals: 0,
      initialSupply: 10n,
    });
    const signedBefore = signer.signed;
    chain.setFaults({ dropRate: 1 });
    const recipient = await freshAddress();
    const error = await ds.run(signer, { kind: 'send', mint, recipient, amount: 3n }).catch((e: unknown) => e);
    chain.setFaults({ dropRate: 0 });
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('expired');
    expect((error as Error).message).toBe(
      'The transaction expired before it was confirmed; nothing was sent. Please try again.',
    );
    expect(signer.signed).toBe(signedBefore + 1);
    expect((await ds.getTokens(owner.address))[0]?.balance).toBe(10n);
    expect(await ds.getTokens(recipient)).toEqual([]);
  });

  it('a dropped send lands when the same signed bytes are re-broadcast: tokens move exactly once', async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Again',
      symbol: 'AGN',
      decimals: 0,
      initialSupply: 10n,
    });
    const signedBefore = signer.signed;
    chain.setFaults({ dropRate: 1 });
    const recipient = await freshAddress();
    const { signature } = await ds.run(
      signer,
      { kind: 'send', mint, recipient, amount: 4n },
      {
        onStage: (stage) => {
          // The first send is lost; the network heals while we wait for confirmation.
          if (stage === 'confirming') setTimeout(() => chain.setFaults({ dropRate: 0 }), 300);
        },
      },
    );
    expect(signer.signed).toBe(signedBefore + 1);
    expect((await ds.getTokens(recipient))[0]?.balance).toBe(4n);
    expect((await ds.getTokens(owner.address))[0]?.balance).toBe(6n);
    const [latest] = (await ds.getTransactions(owner.address)).items;
    expect(latest).toMatchObject({ signature, type: 'send', amount: 4n, status: 'confirmed' });
  });

  it('a faucet that answers 429 is an airdrop refusal explained in words', async () => {
    chain.setFaults({ rateLimitRate: 1 });
    const error = await chain.dataSource
      .run(null, { kind: 'airdrop', to: await freshAddress(), lamports: 1_000_000_000n })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('airdrop-refused');
    expect((error as Error).message).toBe(
      'The faucet refused: too many airdrop requests. Wait a while, or ask for less SOL, and try again.',
    );
  });
});

describe('a send whose answer is lost', () => {
  it('keeps waiting (re-broadcasting the same bytes) instead of failing, and moves tokens once', async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Lost',
      symbol: 'LST',
      decimals: 0,
      initialSupply: 10n,
    });
    const signedBefore = signer.signed;
    const recipient = await freshAddress();
    const { signature } = await ds.run(
      signer,
      { kind: 'send', mint, recipient, amount: 2n },
      {
        onStage: (stage) => {
          // Every request fails with HTTP 500 from the moment of sending until shortly after.
          if (stage === 'sending') chain.setFaults({ errorRate: 1 });
          if (stage === 'confirming') setTimeout(() => chain.setFaults({ errorRate: 0 }), 500);
        },
      },
    );
    expect(signer.signed).toBe(signedBefore + 1);
    expect((await ds.getTokens(recipient))[0]?.balance).toBe(2n);
    const [latest] = (await ds.getTransactions(owner.address)).items;
    expect(latest).toMatchObject({ signature, type: 'send', amount: 2n });
  });
});

describe('a transfer left pending (the page closed while confirming)', () => {
  it('is kept, resumed on the next visit with the same bytes, and moves tokens once', async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Pending',
      symbol: 'PND',
      decimals: 0,
      initialSupply: 10n,
    });
    const recipient = await freshAddress();
    await leftPending(ds, signer, { mint, recipient, amount: 3n });
    expect(ds.pendingTransfers(owner.address)).toEqual([
      expect.objectContaining({ action: 'send', transfer: { mint, recipient, amount: '3' } }),
    ]);

    chain.setFaults({ dropRate: 0 });
    const signedBefore = signer.signed;
    const [resumed] = await ds.resumePending(owner.address);
    expect(resumed).toMatchObject({ outcome: 'confirmed', transfer: { mint, recipient, amount: '3' } });
    expect(signer.signed).toBe(signedBefore);
    expect((await ds.getTokens(recipient))[0]?.balance).toBe(3n);
    expect(ds.pendingTransfers(owner.address)).toEqual([]);
  });
});

describe('unfinished work is kept by network, not by URL', () => {
  it('a transfer left pending through one URL is resumed through another URL of the same chain, and only there', async () => {
    const pendingStore = createPendingStore();
    const first = localCluster(chain.rpcUrl);
    const second = localCluster(chain.rpcUrl.replace('127.0.0.1', 'localhost'));
    // Each URL is connected as the app does: its version and genesis hash asked and remembered.
    await connectCluster(first);
    await connectCluster(second);
    const viaFirst = createSolanaDataSource(first, { pendingStore, pollIntervalMs: 200 });
    const viaSecond = createSolanaDataSource(second, { pendingStore, pollIntervalMs: 200 });
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await viaFirst.run(signer, {
      kind: 'create',
      name: 'Moved',
      symbol: 'MVD',
      decimals: 0,
      initialSupply: 9n,
    });
    const recipient = await freshAddress();
    await leftPending(viaFirst, signer, { mint, recipient, amount: 4n });
    chain.setFaults({ dropRate: 0 });

    // Another network (a different genesis) through the first URL's address never sees it.
    const elsewhere = createSolanaDataSource(
      { ...localCluster('http://127.0.0.1:9'), id: 'custom', label: 'Elsewhere' },
      { pendingStore },
    );
    expect(elsewhere.pendingTransfers(owner.address)).toEqual([]);

    expect(viaSecond.pendingTransfers(owner.address)).toEqual([
      expect.objectContaining({ action: 'send', transfer: { mint, recipient, amount: '4' } }),
    ]);
    const signedBefore = signer.signed;
    const [resumed] = await viaSecond.resumePending(owner.address);
    expect(resumed).toMatchObject({ outcome: 'confirmed', transfer: { mint, recipient, amount: '4' } });
    expect(signer.signed).toBe(signedBefore);
    expect((await viaSecond.getTokens(recipient))[0]?.balance).toBe(4n);
    expect(viaFirst.pendingTransfers(owner.address)).toEqual([]);
  });
});

describe('a browser with no room to keep a signed transaction', () => {
  const full = (room: boolean): PendingStore => {
    const store = createPendingStore();
    return { ...store, hasRoom: () => room, add: () => false };
  };

  it('stops the send before the wallet is asked, in words; nothing moves', async () => {
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await chain.dataSource.run(signer, {
      kind: 'create',
      name: 'Full',
      symbol: 'FUL',
      decimals: 0,
      initialSupply: 5n,
    });
    const ds = createSolanaDataSource(localCluster(chain.rpcUrl), { pendingStore: full(false), pollIntervalMs: 200 });
    const recipient = await freshAddress();
    const signedBefore = signer.signed;
    const refused = await ds.run(signer, { kind: 'send', mint, recipient, amount: 2n }).catch((e: unknown) => e);
    expect(isAppError(refused, 'invalid') && refused.message).toMatch(
      /^This browser has no room left to keep the transaction/,
    );
    expect(signer.signed).toBe(signedBefore);
    expect(await ds.getTokens(recipient)).toEqual([]);
  });

  it('never sends bytes it could not keep (the room went between the check and the signature)', async () => {
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await chain.dataSource.run(signer, {
      kind: 'create',
      name: 'Gone',
      symbol: 'GON',
      decimals: 0,
      initialSupply: 5n,
    });
    let sends = 0;
    const counting: typeof fetch = async (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"sendTransaction"')) sends += 1;
      return fetch(input, init);
    };
    const ds = createSolanaDataSource(localCluster(chain.rpcUrl), {
      pendingStore: full(true),
      pollIntervalMs: 200,
      fetch: counting,
    });
    const recipient = await freshAddress();
    const signedBefore = signer.signed;
    const refused = await ds.run(signer, { kind: 'send', mint, recipient, amount: 2n }).catch((e: unknown) => e);
    expect(isAppError(refused, 'invalid')).toBe(true);
    expect(signer.signed).toBe(signedBefore + 1);
    expect(sends).toBe(0);
    expect(await ds.getTokens(recipient)).toEqual([]);
    expect((await ds.getTokens(owner.address))[0]?.balance).toBe(5n);
  });
});
