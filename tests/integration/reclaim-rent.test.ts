import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExcessSource } from '@/entities/token/excess-rent';
import { createClassicMint } from '@test-support/chain/classic-mint';
import { createSolanaDataSource } from '@/data-source/solana';
import {
  chainCall,
  fundedWallet,
  keypairSigner,
  localCluster,
  startTestChain,
  type TestChain,
} from '@test-support/chain/chain';
import { DEFAULT_LAMPORTS_PER_BYTE, EARLIER_LAMPORTS_PER_BYTE } from '@token-manager/localnet';
import { signAction } from '@test-support/chain/co-sign';

// Rent fell from 6,960 to 5,080 lamports a byte in September 2026 (SIMD-0437): every account made before holds
// (6,960 − 5,080) × (128 + its bytes) more than the cluster asks now, and WithdrawExcessLamports (both token
// programs) or a nonce withdrawal gives it back. The chain starts at the earlier rate, then moves to today's.
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

const setRent = (lamports: number) => chainCall(chain.rpcUrl, 'localnet_setRent', [lamports]);

async function account(address: string) {
  const { value } = (await chainCall(chain.rpcUrl, 'getAccountInfo', [
    address,
    { encoding: 'base64', commitment: 'confirmed' },
  ])) as { value: { lamports: number; data: [string, string] } };
  return { lamports: BigInt(value.lamports), bytes: Buffer.from(value.data[0], 'base64').length };
}

const minimum = async (bytes: number) =>
  BigInt((await chainCall(chain.rpcUrl, 'getMinimumBalanceForRentExemption', [bytes])) as number);

describe('reclaiming rent after rent fell', () => {
  it('every kind of account is refunded to the lamport, a multisig’s by proposal, and then nothing is left', async () => {
    const alice = await fundedWallet(chain, 20);
    const bob = await fundedWallet(chain, 5);
    const a = keypairSigner(alice);
    const before = chain.dataSource;
    await setRent(EARLIER_LAMPORTS_PER_BYTE);
    let made: { mint: string; multisigs: string[]; nonce: string; classic: string };
    try {
      const { mint } = await before.run(a, {
        kind: 'create',
        name: 'Summer',
        symbol: 'SUM',
        decimals: 0,
        initialSupply: 9n,
      });
      const classic = await createClassicMint(chain.rpcUrl, alice, 0, 5n);
      const multisigs: string[] = [];
      for (const program of ['token-2022', 'spl-token'] as const) {
        const { address } = await before.run(a, {
          kind: 'create-multisig',
          signers: [alice.address, bob.address],
          threshold: 2,
          program,
        });
        multisigs.push(address);
      }
      const { address: nonce } = await before.run(a, { kind: 'create-nonce' });
      made = { mint, multisigs, nonce, classic };
    } finally {
      await setRent(DEFAULT_LAMPORTS_PER_BYTE);
    }

    // A data source keeps the cluster's rent a minute (it changes at an epoch's start): a fresh one reads today's.
    const ds = createSolanaDataSource(localCluster(chain.rpcUrl));
    const listed = await ds.getExcessRent(alice.address);
    const kinds = (source: ExcessSource) => listed.filter((item) => item.source === source).length;
    // Her two token accounts, her two mints, her two multisigs, her nonce account.
    expect([kinds('token-account'), kinds('mint'), kinds('multisig'), kinds('nonce')]).toEqual([2, 2, 2, 1]);
    for (const item of listed) {
      const { bytes } = await account(item.address);
      expect(item.excessLamports, item.label).toBe(
        BigInt((EARLIER_LAMPORTS_PER_BYTE - DEFAULT_LAMPORTS_PER_BYTE) * (128 + bytes)),
      );
    }
    expect(listed.find((item) => item.address === made.mint)).toMatchObject({ source: 'mint', label: 'Summer (SUM)' });
    expect(
      listed
        .filter((item) => item.viaMultisig)
        .map((item) => item.address)
        .sort(),
    ).toEqual([...made.multisigs].sort());

    // What she withdraws herself, in one transaction: every account back to today's minimum, the SOL to her.
    const own = listed.filter((item) => !item.viaMultisig);
    const balance = await ds.getSolBalance(alice.address);
    const action = { kind: 'reclaim-rent', accounts: own.map((item) => item.address) } as const;
    const preview = await ds.preview(alice.address, action);
    await ds.run(a, action);
    const back = own.reduce((sum, item) => sum + item.excessLamports, 0n);
    expect((await ds.getSolBalance(alice.address)) - balance).toBe(back - preview.feeLamports);
    for (const item of own) {
      const { lamports, bytes } = await account(item.address);
      expect(lamports, item.label).toBe(await minimum(bytes));
    }

    // A multisig's own rent is the multisig's to withdraw: proposed by Alice, co-signed by Bob, submitted once.
    for (const multisig of made.multisigs) {
      const { link } = await ds.run(a, {
        kind: 'propose',
        multisig,
        nonce: made.nonce,
        action: { kind: 'reclaim-rent', accounts: [multisig] },
      });
      const view = await ds.readProposal(link, bob.address);
      expect(view.title).toMatch(/^Withdraw the rent above today's minimum from /);
      expect(view.refusal).toBeNull();
      const signed = (await ds.run(keypairSigner(bob), await signAction(ds, keypairSigner(bob), link))).link;
      await ds.run(null, { kind: 'submit-proposal', link: signed });
      const { lamports, bytes } = await account(multisig);
      expect(lamports).toBe(await minimum(bytes));
    }
    expect(await ds.getExcessRent(alice.address)).toEqual([]);
    const lines = (await ds.getTransactions(alice.address)).items.filter((item) => item.type === 'rent-withdrawal');
    expect(lines.map((line) => line.amount)).toContain(back);
    expect(lines).toHaveLength(3);
  });
});
