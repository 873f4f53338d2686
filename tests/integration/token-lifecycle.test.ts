import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionRecord } from '@/entities/transaction/model';
import {
  chainCall,
  freshAddress,
  fundedWallet,
  keypairSigner,
  startTestChain,
  type TestChain,
} from '@test-support/chain/chain';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

const byType = (items: TransactionRecord[], type: TransactionRecord['type']) =>
  items.filter((item) => item.type === type);

describe('the Solana data source against the local chain: create, mint, send, read back', () => {
  it('create -> token listed -> mint to self and another -> send to a fresh wallet -> both histories read it all', async () => {
    const ds = chain.dataSource;
    const alice = await fundedWallet(chain);
    const aliceSigner = keypairSigner(alice);
    const aliceAddress = alice.address;
    expect(await ds.getSolBalance(aliceAddress)).toBe(10_000_000_000n);

    const stages: string[] = [];
    const started = performance.now();
    const created = await ds.run(
      aliceSigner,
      { kind: 'create', name: 'Gold Coin', symbol: 'GLD', decimals: 6, initialSupply: 1_000_000_000_000n },
      { onStage: (stage) => stages.push(stage) },
    );
    console.log(
      `Create token, from the call to confirmed on the local chain: ${Math.round(performance.now() - started)} ms`,
    );
    expect(stages).toEqual(['building', 'simulating', 'signing', 'sending', 'confirming']);
    expect(aliceSigner.signed).toBe(1);

    const [token] = await ds.getTokens(aliceAddress);
    expect(token).toMatchObject({
      mint: created.mint,
      name: 'Gold Coin',
      symbol: 'GLD',
      decimals: 6,
      balance: 1_000_000_000_000n,
      program: 'token-2022',
      mintAuthority: aliceAddress,
      canMint: true,
    });

    const bobAddress = await freshAddress();
    await ds.run(aliceSigner, { kind: 'mint', mint: created.mint, amount: 250_000n });
    await ds.run(aliceSigner, { kind: 'mint', mint: created.mint, amount: 1_500_000n, destination: bobAddress });

    const carol = await freshAddress();
    const estimate = await ds.estimateSend(aliceAddress, { mint: created.mint, recipient: carol });
    expect(estimate.feeLamports).toBe(5_000n);
    // A new Token-2022 account (170 bytes) at the chain's own rent.
    expect(estimate.rentLamports).toBe(
      BigInt((await chainCall(chain.rpcUrl, 'getMinimumBalanceForRentExemption', [170])) as number),
    );
    expect(estimate.recipientOffCurve).toBe(false);
    const solBefore = await ds.getSolBalance(aliceAddress);
    await ds.run(aliceSigner, { kind: 'send', mint: created.mint, recipient: carol, amount: 3_333_333n });
    expect(solBefore - (await ds.getSolBalance(aliceAddress))).toBe(estimate.feeLamports + estimate.rentLamports);

    const balances = async (owner: string) => (await ds.getTokens(owner)).map((t) => [t.symbol, t.balance]);
    expect(await balances(aliceAddress)).toEqual([['GLD', 1_000_000_000_000n + 250_000n - 3_333_333n]]);
    expect(await balances(bobAddress)).toEqual([['GLD', 1_500_000n]]);
    expect(await balances(carol)).toEqual([['GLD', 3_333_333n]]);
    const [bobToken] = await ds.getTokens(bobAddress);
    expect(bobToken).toMatchObject({ canMint: false, mintAuthority: aliceAddress });

    const aliceHistory = (await ds.getTransactions(aliceAddress)).items;
    expect(aliceHistory.map((item) => item.type)).toEqual(['send', 'mint', 'mint', 'create', 'receive']);
    expect(byType(aliceHistory, 'create')[0]).toMatchObject({
      amount: 1_000_000_000_000n,
      decimals: 6,
      token: 'GLD',
      mint: created.mint,
      from: aliceAddress,
      to: aliceAddress,
      status: 'confirmed',
      signature: created.signature,
    });
    expect(byType(aliceHistory, 'mint').map((m) => [m.amount, m.to])).toEqual([
      [1_500_000n, bobAddress],
      [250_000n, aliceAddress],
    ]);
    expect(byType(aliceHistory, 'send')[0]).toMatchObject({
      amount: 3_333_333n,
      decimals: 6,
      token: 'GLD',
      from: aliceAddress,
      to: carol,
    });
    // The faucet's airdrop is a SOL receive.
    expect(byType(aliceHistory, 'receive')[0]).toMatchObject({
      token: 'SOL',
      amount: 10_000_000_000n,
      decimals: 9,
      to: aliceAddress,
    });
    for (const item of aliceHistory) {
      expect(item.timestamp).toBeGreaterThan(Date.now() - 10 * 60_000);
      expect(item.timestamp).toBeLessThanOrEqual(Date.now() + 60_000);
    }

    // A fresh wallet that never signed anything: its only trace is its token account.
    const carolHistory = (await ds.getTransactions(carol)).items;
    expect(carolHistory).toHaveLength(1);
    expect(carolHistory[0]).toMatchObject({
      type: 'receive',
      amount: 3_333_333n,
      token: 'GLD',
      from: aliceAddress,
      to: carol,
      status: 'confirmed',
    });
    const bobHistory = (await ds.getTransactions(bobAddress)).items;
    expect(bobHistory).toHaveLength(1);
    expect(bobHistory[0]).toMatchObject({ type: 'mint', amount: 1_500_000n, from: aliceAddress, to: bobAddress });
  });
});
