// One contract, two implementations: every test here runs against Demo and against the Solana data
// source on the local chain. Where Demo must differ, the test says so in its own line.
import { getProgramDerivedAddress, getUtf8Encoder, type Address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoDataSource } from '@/data-source/demo/demo-data-source';
import { isDataError } from '@/data-source/errors';
import type { ActionStage, DataSource, WalletSigner } from '@/data-source/contract';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { freshAddress, fundedWallet, keypairSigner, startTestChain, type TestChain } from './support/chain';

interface Subject {
  dataSource: DataSource;
  /** A wallet that can act, with SOL where SOL is needed. */
  wallet(): Promise<WalletSigner>;
}

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

const subjects: Record<'demo' | 'solana', () => Subject> = {
  // Demo differs in timing only: the spec's 2000 ms actions and 1500 ms loads, set to 0 here.
  demo: () => {
    const dataSource = createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });
    return { dataSource, wallet: async () => ({ address: await freshAddress() }) };
  },
  solana: () => ({ dataSource: chain.dataSource, wallet: async () => keypairSigner(await fundedWallet(chain)) }),
};

const holding = async (ds: DataSource, owner: string, mint: string) =>
  (await ds.getTokens(owner)).find((token) => token.mint === mint)?.balance ?? 0n;

async function vault(): Promise<string> {
  const seed = getUtf8Encoder().encode(`vault-${Math.random()}`);
  const [pda] = await getProgramDerivedAddress({
    programAddress: '11111111111111111111111111111111' as Address,
    seeds: [seed],
  });
  return pda;
}

describe.each(['demo', 'solana'] as const)('the DataSource contract: %s', (name) => {
  let subject: Subject;
  beforeAll(() => {
    subject = subjects[name]();
  });

  it('create reports every stage in order, and the creator holds the supply and may mint', async () => {
    const { dataSource: ds } = subject;
    const signer = await subject.wallet();
    const stages: ActionStage[] = [];
    const { mint } = await ds.run(
      signer,
      { kind: 'create', name: 'Contract Coin', symbol: 'CTR', decimals: 2, initialSupply: 1_000n },
      { onStage: (stage) => stages.push(stage) },
    );
    expect(stages).toEqual(['building', 'simulating', 'signing', 'sending', 'confirming']);
    const token = (await ds.getTokens(signer.address)).find((t) => t.mint === mint);
    expect(token).toMatchObject({ symbol: 'CTR', decimals: 2, balance: 1_000n, canMint: true });
  });

  it('mint to another wallet credits that wallet, not the minter', async () => {
    const { dataSource: ds } = subject;
    const signer = await subject.wallet();
    const other = await freshAddress();
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Mintable',
      symbol: 'MNT',
      decimals: 0,
      initialSupply: 5n,
    });
    await ds.run(signer, { kind: 'mint', mint, amount: 7n, destination: other });
    expect(await holding(ds, other, mint)).toBe(7n);
    expect(await holding(ds, signer.address, mint)).toBe(5n);
  });

  it('a send credits the recipient and debits the sender exactly once', async () => {
    const { dataSource: ds } = subject;
    const signer = await subject.wallet();
    const recipient = await freshAddress();
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Sendable',
      symbol: 'SND',
      decimals: 3,
      initialSupply: 10_000n,
    });
    await ds.run(signer, { kind: 'send', mint, recipient, amount: 1_234n });
    expect(await holding(ds, recipient, mint)).toBe(1_234n);
    expect(await holding(ds, signer.address, mint)).toBe(10_000n - 1_234n);
    const sent = (await ds.getTransactions(signer.address)).items.filter((t) => t.type === 'send' && t.mint === mint);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ amount: 1_234n, decimals: 3, to: recipient });
  });

  it('the estimate names the rent of a new account and a program-address recipient', async () => {
    const { dataSource: ds } = subject;
    const signer = await subject.wallet();
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Estimate',
      symbol: 'EST',
      decimals: 0,
      initialSupply: 9n,
    });
    const fresh = await ds.estimateSend(signer.address, { mint, recipient: await freshAddress() });
    expect(fresh.feeLamports).toBeGreaterThan(0n);
    expect(fresh.rentLamports).toBeGreaterThan(0n);
    expect(fresh.recipientOffCurve).toBe(false);
    const toVault = await ds.estimateSend(signer.address, { mint, recipient: await vault() });
    expect(toVault.recipientOffCurve).toBe(true);
    // A recipient who already holds the token needs no new account.
    const holder = await freshAddress();
    await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 1n });
    expect((await ds.estimateSend(signer.address, { mint, recipient: holder })).rentLamports).toBe(0n);
  });

  it('tells a wallet, a mint and a token account apart (the forms refuse the last two as recipients)', async () => {
    const { dataSource: ds } = subject;
    const signer = await subject.wallet();
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Inspect',
      symbol: 'INS',
      decimals: 0,
      initialSupply: 1n,
    });
    const held = (await ds.getTokens(signer.address)).find((t) => t.mint === mint)!;
    expect(await ds.inspectAddress(signer.address)).toBe('wallet');
    expect(await ds.inspectAddress(await freshAddress())).toBe('wallet');
    expect(await ds.inspectAddress(mint)).toBe('mint');
    expect(await ds.inspectAddress(held.tokenAccount)).toBe('token-account');
  });

  it('the same error kinds: more than the balance, and minting without the authority, are refused before anything is sent', async () => {
    const { dataSource: ds } = subject;
    const owner = await subject.wallet();
    const stranger = await subject.wallet();
    const { mint } = await ds.run(owner, {
      kind: 'create',
      name: 'Guarded',
      symbol: 'GRD',
      decimals: 0,
      initialSupply: 3n,
    });
    const tooMuch = await ds
      .run(owner, { kind: 'send', mint, recipient: await freshAddress(), amount: 4n })
      .catch((e: unknown) => e);
    expect(isDataError(tooMuch, 'simulation-failed')).toBe(true);
    await ds.run(owner, { kind: 'send', mint, recipient: stranger.address, amount: 1n });
    const notAuthority = await ds.run(stranger, { kind: 'mint', mint, amount: 1n }).catch((e: unknown) => e);
    expect(isDataError(notAuthority, 'simulation-failed')).toBe(true);
    expect((notAuthority as Error).message).toBe('This wallet is not the mint authority of this token.');
    expect(await holding(ds, owner.address, mint)).toBe(2n);
  });

  it('a payment request is paid from a second wallet and found by its reference, from the payee’s side', async () => {
    const { dataSource: ds } = subject;
    const payee = await subject.wallet();
    const payer = await subject.wallet();
    const reference = await freshAddress();
    const { mint } = await ds.run(payer, {
      kind: 'create',
      name: 'Pay Coin',
      symbol: 'PAY',
      decimals: 3,
      initialSupply: 10_000n,
    });
    expect(await ds.findPayment(reference, payee.address)).toBeNull();

    const { signature } = await ds.run(payer, {
      kind: 'send',
      mint,
      recipient: payee.address,
      amount: 1_250n,
      references: [reference],
    });
    expect(await ds.findPayment(reference, payee.address)).toEqual({
      signature,
      payer: payer.address,
      mint,
      amount: 1_250n,
      status: 'confirmed',
    });
    // The same payment seen by anyone else moved nothing to them.
    expect(await ds.findPayment(reference, await freshAddress())).toMatchObject({ signature, amount: null });
    expect(await holding(ds, payee.address, mint)).toBe(1_250n);
  });

  it('a mint in full for the token page: supply, balance, authorities, metadata; an address with no mint is said plainly', async () => {
    const { dataSource: ds } = subject;
    const signer = await subject.wallet();
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Page Coin',
      symbol: 'PAGE',
      decimals: 4,
      initialSupply: 123_456_789n,
    });
    const details = await ds.getTokenDetails(mint, signer.address);
    expect(details).toMatchObject({
      mint,
      program: 'token-2022',
      name: 'Page Coin',
      symbol: 'PAGE',
      decimals: 4,
      supply: 123_456_789n,
      balance: 123_456_789n,
      mintAuthority: signer.address,
      freezeAuthority: null,
      metadata: { updateAuthority: signer.address },
    });
    // Someone else sees the same mint and holds none of it.
    expect(await ds.getTokenDetails(mint, await freshAddress())).toMatchObject({ supply: 123_456_789n, balance: 0n });
    const holders = await ds.getLargestHolders(mint);
    expect(holders?.[0]).toMatchObject({ owner: signer.address, amount: 123_456_789n });

    const nowhere = await freshAddress();
    const refused = await ds.getTokenDetails(nowhere, signer.address).catch((error: unknown) => error);
    expect(isDataError(refused, 'invalid')).toBe(true);
    expect((refused as Error).message).toMatch(/No token mint exists at/);
  });

  it('token actions: the preview says what changes, the action makes that change, and what is not held is refused', async () => {
    const { dataSource: ds } = subject;
    const signer = await subject.wallet();
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Life',
      symbol: 'LIF',
      decimals: 1,
      initialSupply: 1_000n,
    });

    const rename = { kind: 'update-metadata' as const, mint, name: 'Lifer', symbol: 'LIF', uri: '', additional: [] };
    expect((await ds.preview(signer.address, rename)).changes).toEqual([
      { label: 'Name', before: 'Life', after: 'Lifer' },
    ]);
    await ds.run(signer, rename);
    expect((await ds.getTokenDetails(mint, signer.address)).name).toBe('Lifer');

    const burn = { kind: 'burn' as const, mint, amount: 250n };
    expect((await ds.preview(signer.address, burn)).changes).toEqual([
      { label: 'Supply', before: '100', after: '75' },
      { label: 'Your account: Balance', before: '100', after: '75' },
    ]);
    await ds.run(signer, burn);
    expect(await ds.getTokenDetails(mint, signer.address)).toMatchObject({ supply: 750n, balance: 750n });
    const tooMuch = await ds.preview(signer.address, { ...burn, amount: 751n }).catch((error: unknown) => error);
    expect(isDataError(tooMuch, 'invalid') && tooMuch.message).toBe(
      'You can burn at most 75: that is what your account holds.',
    );

    await ds.run(signer, { kind: 'set-authority', mint, role: 'mint', newAuthority: null });
    const details = await ds.getTokenDetails(mint, signer.address);
    expect(details.mintAuthority).toBeNull();
    expect((await ds.getTokens(signer.address)).find((t) => t.mint === mint)?.canMint).toBe(false);

    // A token created here has no freeze authority: freezing is refused in words, before any wallet is asked.
    const freeze = await ds
      .preview(signer.address, { kind: 'freeze', mint, holder: signer.address })
      .catch((error: unknown) => error);
    expect(isDataError(freeze, 'simulation-failed') && freeze.message).toBe(
      'No one holds the freeze authority of this token: it was revoked, or never set.',
    );
  });

  it('clean up: an emptied account is listed with the rent it returns, and closing it returns the rent', async () => {
    const { dataSource: ds } = subject;
    const signer = await subject.wallet();
    const other = await freshAddress();
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Empty',
      symbol: 'EMT',
      decimals: 0,
      initialSupply: 10n,
    });
    await ds.run(signer, { kind: 'send', mint, recipient: other, amount: 10n });
    expect((await ds.getTokens(signer.address)).find((t) => t.mint === mint)?.emptyAccounts).toBe(1);
    const [empty, ...rest] = await ds.getEmptyAccounts(signer.address);
    expect(rest).toEqual([]);
    expect(empty).toMatchObject({ mint, symbol: 'EMT', blocked: null });
    expect(empty!.rentLamports).toBeGreaterThan(2_000_000n);
    await ds.run(signer, { kind: 'close', accounts: [empty!.account] });
    expect(await ds.getEmptyAccounts(signer.address)).toEqual([]);
    expect((await ds.getTokens(signer.address)).some((t) => t.mint === mint)).toBe(false);
  });

  it('created with options, a token freezes and thaws a holder, changes its fee, and withdraws only what is withheld', async () => {
    const { dataSource: ds } = subject;
    const signer = await subject.wallet();
    const holder = await freshAddress();
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Options',
      symbol: 'OPT',
      decimals: 0,
      initialSupply: 100n,
      options: {
        freezeAuthority: true,
        transferFee: { basisPoints: 0, maximumFee: 0n },
        uri: 'https://example.com/o.json',
      },
    });
    const details = await ds.getTokenDetails(mint, signer.address);
    expect(details.freezeAuthority).toBe(signer.address);
    expect(details.metadata?.uri).toBe('https://example.com/o.json');
    expect(details.extensions.map((extension) => extension.name)).toContain('TransferFeeConfig');

    await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 10n });
    for (const [kind, after] of [
      ['freeze', 'Frozen'],
      ['thaw', 'Active'],
    ] as const) {
      const { changes } = await ds.preview(signer.address, { kind, mint, holder });
      expect(changes).toEqual([
        { label: "The holder's account: State", before: after === 'Frozen' ? 'Active' : 'Frozen', after },
      ]);
      await ds.run(signer, { kind, mint, holder });
    }

    await ds.run(signer, { kind: 'set-transfer-fee', mint, basisPoints: 50, maximumFee: 5n });
    const fee = (await ds.getTokenDetails(mint, signer.address)).extensions.find((e) => e.name === 'TransferFeeConfig');
    expect(fee?.params).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'newerTransferFee.transferFeeBasisPoints', value: '50' }),
        expect.objectContaining({ name: 'newerTransferFee.maximumFee', value: '5' }),
      ]),
    );
    const withdraw = await ds.preview(signer.address, { kind: 'withdraw-fees', mint }).catch((error: unknown) => error);
    expect(isDataError(withdraw, 'invalid') && withdraw.message).toBe(
      'No fees are withheld: there is nothing to withdraw.',
    );
  });

  it('a transfer fee is said before sending, withheld from what arrives, and withdrawn by its authority', async () => {
    const { dataSource: ds } = subject;
    const signer = await subject.wallet();
    const holder = await freshAddress();
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Fee Coin',
      symbol: 'FEE',
      decimals: 0,
      initialSupply: 10_000n,
      options: { transferFee: { basisPoints: 250, maximumFee: 1_000n } },
    });
    const estimate = await ds.estimateSend(signer.address, { mint, recipient: holder });
    expect(estimate.transferFee).toEqual({ basisPoints: 250, maximumFee: 1_000n });
    expect((await ds.newAccountsAmong(mint, [holder])).transferFee).toEqual(estimate.transferFee);
    await ds.run(signer, { kind: 'send', mint, recipient: holder, amount: 1_000n });
    expect(await holding(ds, holder, mint)).toBe(975n);
    expect(await holding(ds, signer.address, mint)).toBe(9_000n);

    const withdraw = { kind: 'withdraw-fees', mint } as const;
    expect((await ds.preview(signer.address, withdraw)).changes).toEqual([
      { label: 'Your account: Balance', before: '9,000', after: '9,025' },
    ]);
    await ds.run(signer, withdraw);
    expect(await holding(ds, signer.address, mint)).toBe(9_025n);
    const again = await ds.preview(signer.address, withdraw).catch((error: unknown) => error);
    expect(isDataError(again) && again.message).toBe('No fees are withheld: there is nothing to withdraw.');
    const plain = await ds.run(signer, {
      kind: 'create',
      name: 'Plain',
      symbol: 'PLN',
      decimals: 0,
      initialSupply: 1n,
    });
    expect((await ds.estimateSend(signer.address, { mint: plain.mint, recipient: holder })).transferFee).toBeNull();
  });
});
