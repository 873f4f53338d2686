// Every token action against the local chain: previewed by simulation, sent through the one send path,
// and read back from the chain — with each refusal said in words before the wallet is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '@/shared/lib/app-error';
import type { DataSource, WalletSigner } from '@/data-source/contract';
import { createClassicMint } from '@test-support/chain/classic-mint';
import { createFeeMint } from '@test-support/chain/fee-mint';
import {
  freshAddress,
  fundedWallet,
  keypairSigner,
  rejectingSigner,
  startTestChain,
  type TestChain,
} from '@test-support/chain/chain';

let chain: TestChain;
let ds: DataSource;
beforeAll(async () => {
  chain = await startTestChain();
  ds = chain.dataSource;
});
afterAll(async () => {
  await chain?.stop();
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).not.toBeNull();
  return error as Error;
}

async function newToken(signer: WalletSigner, supply = 1_000n) {
  const { mint } = await ds.run(signer, {
    kind: 'create',
    name: 'Life Coin',
    symbol: 'LIFE',
    decimals: 2,
    initialSupply: supply,
  });
  return mint;
}

describe('token actions on the local chain', () => {
  it('updates the metadata: name, symbol, URI, fields added, changed and removed; the preview says each change', async () => {
    const owner = keypairSigner(await fundedWallet(chain));
    const mint = await newToken(owner);
    const first = {
      kind: 'update-metadata' as const,
      mint,
      name: 'Life Coin',
      symbol: 'LIFE',
      uri: 'https://example.com/life.json',
      additional: [['website', 'https://example.com'] as [string, string], ['twitter', '@life'] as [string, string]],
    };
    const preview = await ds.preview(owner.address, first);
    expect(preview.changes).toEqual([
      { label: 'Metadata URI', before: '—', after: 'https://example.com/life.json' },
      { label: 'Field "website"', before: '—', after: 'https://example.com' },
      { label: 'Field "twitter"', before: '—', after: '@life' },
    ]);
    // A longer metadata needs more rent; the wallet pays it in the same transaction.
    expect(preview.rentLamports).toBeGreaterThan(0n);
    await ds.run(owner, first);
    let details = await ds.getTokenDetails(mint, owner.address);
    expect(details.metadata).toMatchObject({ uri: 'https://example.com/life.json' });
    expect(details.metadata?.additional).toEqual([
      ['website', 'https://example.com'],
      ['twitter', '@life'],
    ]);

    const second = {
      ...first,
      name: 'Life Token',
      symbol: 'LFT',
      additional: [['twitter', '@lifetoken'] as [string, string]],
    };
    const changes = (await ds.preview(owner.address, second)).changes;
    expect(changes).toEqual(
      expect.arrayContaining([
        { label: 'Name', before: 'Life Coin', after: 'Life Token' },
        { label: 'Symbol', before: 'LIFE', after: 'LFT' },
        { label: 'Field "website"', before: 'https://example.com', after: '—' },
        { label: 'Field "twitter"', before: '@life', after: '@lifetoken' },
      ]),
    );
    await ds.run(owner, second);
    details = await ds.getTokenDetails(mint, owner.address);
    expect(details).toMatchObject({ name: 'Life Token', symbol: 'LFT' });
    expect(details.metadata?.additional).toEqual([['twitter', '@lifetoken']]);
    // Nothing to change is said, not sent.
    expect((await refusal(ds.preview(owner.address, second))).message).toBe(
      'Nothing to change: the metadata already reads so.',
    );
  });

  it('a classic SPL token keeps no metadata in its mint: the update is refused with the reason', async () => {
    const owner = await fundedWallet(chain);
    const mint = await createClassicMint(chain.rpcUrl, owner, 0, 10n);
    const error = await refusal(
      ds.preview(owner.address, {
        kind: 'update-metadata',
        mint,
        name: 'X',
        symbol: 'X',
        uri: '',
        additional: [],
      }),
    );
    expect(isAppError(error, 'invalid')).toBe(true);
    expect(error.message).toMatch(/keeps no metadata in its mint/);
  });

  it('burns exactly, never more than held', async () => {
    const owner = keypairSigner(await fundedWallet(chain));
    const mint = await newToken(owner, 1_000n);
    const preview = await ds.preview(owner.address, { kind: 'burn', mint, amount: 250n });
    expect(preview.changes).toEqual([
      { label: 'Supply', before: '10', after: '7.5' },
      { label: 'Your account: Balance', before: '10', after: '7.5' },
    ]);
    await ds.run(owner, { kind: 'burn', mint, amount: 250n });
    expect(await ds.getTokenDetails(mint, owner.address)).toMatchObject({ supply: 750n, balance: 750n });
    const error = await refusal(ds.run(owner, { kind: 'burn', mint, amount: 751n }));
    expect(error.message).toBe('You can burn at most 7.5: that is what your account holds.');
    expect(owner.signed).toBe(2); // create and the one burn; the refused one never reached the wallet
  });

  it('revokes the mint authority (fixed supply), hands the metadata authority over, and refuses what is no longer held', async () => {
    const owner = keypairSigner(await fundedWallet(chain));
    const other = await freshAddress();
    const mint = await newToken(owner);
    const revoke = { kind: 'set-authority' as const, mint, role: 'mint' as const, newAuthority: null };
    expect((await ds.preview(owner.address, revoke)).changes).toEqual([
      { label: 'Mint authority', before: `You (${owner.address})`, after: 'Revoked' },
    ]);
    await ds.run(owner, revoke);
    await ds.run(owner, { kind: 'set-authority', mint, role: 'metadata', newAuthority: other });
    const details = await ds.getTokenDetails(mint, owner.address);
    expect(details.mintAuthority).toBeNull();
    expect(details.metadata?.updateAuthority).toBe(other);

    const mintAgain = await refusal(ds.run(owner, { kind: 'mint', mint, amount: 1n }));
    expect(mintAgain.message).toBe("This token's supply is fixed: no one can mint more.");
    const update = await refusal(
      ds.run(owner, { kind: 'update-metadata', mint, name: 'New', symbol: 'NEW', uri: '', additional: [] }),
    );
    expect(isAppError(update, 'simulation-failed')).toBe(true);
    expect(update.message).toBe('This wallet is not the metadata update authority of this token.');
    const revokedAgain = await refusal(ds.preview(owner.address, revoke));
    expect(revokedAgain.message).toBe('No one holds the mint authority of this token: it was revoked, or never set.');
  });

  it('freezes and thaws a holder by wallet or token account; a frozen holder cannot send; then the freeze authority is revoked', async () => {
    const ownerKeys = await fundedWallet(chain);
    const owner = keypairSigner(ownerKeys);
    const mint = await createClassicMint(chain.rpcUrl, ownerKeys, 0, 100n, { freezable: true });
    const holder = keypairSigner(await fundedWallet(chain));
    await ds.run(owner, { kind: 'send', mint, recipient: holder.address, amount: 10n });

    const freeze = { kind: 'freeze' as const, mint, holder: holder.address };
    expect((await ds.preview(owner.address, freeze)).changes).toEqual([
      { label: "The holder's account: State", before: 'Active', after: 'Frozen' },
    ]);
    await ds.run(owner, freeze);
    const frozenSend = await refusal(ds.run(holder, { kind: 'send', mint, recipient: owner.address, amount: 1n }));
    expect(frozenSend.message).toBe('The token account is frozen.');
    expect((await refusal(ds.preview(owner.address, freeze))).message).toBe('That account is already frozen.');

    const account = (await ds.getTokens(holder.address)).find((token) => token.mint === mint)!.tokenAccount;
    const thaw = { kind: 'thaw' as const, mint, holder: account };
    expect((await ds.preview(owner.address, thaw)).changes).toEqual([
      { label: 'That account: State', before: 'Frozen', after: 'Active' },
    ]);
    await ds.run(owner, thaw);
    await ds.run(holder, { kind: 'send', mint, recipient: owner.address, amount: 1n });
    expect((await ds.getTokenDetails(mint, holder.address)).balance).toBe(9n);

    const nobody = await freshAddress();
    expect((await refusal(ds.preview(owner.address, { ...freeze, holder: nobody }))).message).toBe(
      'This address holds no account of this token.',
    );
    await ds.run(owner, { kind: 'set-authority', mint, role: 'freeze', newAuthority: null });
    expect((await ds.getTokenDetails(mint, owner.address)).freezeAuthority).toBeNull();
    expect((await refusal(ds.preview(owner.address, freeze))).message).toBe(
      'No one holds the freeze authority of this token: it was revoked, or never set.',
    );
  });

  it("transfer fees: withdraws what holders' accounts withheld, changes the fee, refuses what cannot be", async () => {
    const ownerKeys = await fundedWallet(chain);
    const owner = keypairSigner(ownerKeys);
    const mint = await createFeeMint(chain.rpcUrl, ownerKeys, {
      decimals: 0,
      supply: 10_000n,
      basisPoints: 100,
      maximumFee: 50n,
    });
    const holder = await freshAddress();
    await ds.run(owner, { kind: 'send', mint, recipient: holder, amount: 1_000n });
    // 1% of 1,000 is withheld in the holder's account; the holder receives 990.
    expect((await ds.getTokenDetails(mint, holder)).balance).toBe(990n);
    // Each history says so: the sender sent 1,000, the payee got what arrived; both see the fee withheld.
    const [sent] = (await ds.getTransactions(owner.address)).items;
    expect(sent).toMatchObject({ type: 'send', amount: 1_000n, feeWithheld: 10n, paid: [holder] });
    const [got] = (await ds.getTransactions(holder)).items;
    expect(got).toMatchObject({ type: 'receive', amount: 990n, feeWithheld: 10n, from: owner.address });

    const withdraw = { kind: 'withdraw-fees' as const, mint };
    expect((await ds.preview(owner.address, withdraw)).changes).toEqual([
      { label: 'Your account: Balance', before: '9,000', after: '9,010' },
    ]);
    await ds.run(owner, withdraw);
    expect((await ds.getTokenDetails(mint, owner.address)).balance).toBe(9_010n);
    expect((await refusal(ds.preview(owner.address, withdraw))).message).toBe(
      'No fees are withheld: there is nothing to withdraw.',
    );

    const setFee = { kind: 'set-transfer-fee' as const, mint, basisPoints: 250, maximumFee: 80n };
    const [change] = (await ds.preview(owner.address, setFee)).changes;
    expect(change).toMatchObject({ label: 'Transfer fee', before: '100 basis points, at most 50 (from epoch 0)' });
    expect(change?.after).toMatch(/^250 basis points, at most 80 \(from epoch \d+\)$/);
    await ds.run(owner, setFee);
    const config = (await ds.getTokenDetails(mint, owner.address)).extensions.find(
      (e) => e.name === 'TransferFeeConfig',
    );
    expect(config?.params).toEqual(
      expect.arrayContaining([
        { name: 'newerTransferFee.transferFeeBasisPoints', value: '250' },
        { name: 'newerTransferFee.maximumFee', value: '80' },
      ]),
    );
    // The history names both, as the chain holds them.
    const history = (await ds.getTransactions(owner.address)).items.filter((each) => each.mint === mint);
    expect(history.map((each) => each.type)).toEqual(expect.arrayContaining(['fee-change', 'fee-withdrawal']));
    expect((await refusal(ds.preview(owner.address, { ...setFee, basisPoints: 10_001 }))).message).toBe(
      'The fee must be a whole number of basis points from 0 to 10,000.',
    );
    const plain = await newToken(owner);
    expect((await refusal(ds.preview(owner.address, { ...setFee, mint: plain }))).message).toBe(
      'This token has no transfer fee.',
    );
  });

  it('clean up: lists every empty account with its rent or why it cannot be closed, closes the closable ones, refuses a non-empty one', async () => {
    const issuerKeys = await fundedWallet(chain);
    const issuer = keypairSigner(issuerKeys);
    const holderKeys = await fundedWallet(chain);
    const holder = keypairSigner(holderKeys);
    // A: a plain token, received and sent back. B: the same, then frozen. C: a fee token whose fee stays withheld.
    const plain = await newToken(issuer);
    const freezable = await createClassicMint(chain.rpcUrl, issuerKeys, 0, 100n, { freezable: true });
    const feeMint = await createFeeMint(chain.rpcUrl, issuerKeys, {
      decimals: 0,
      supply: 10_000n,
      basisPoints: 100,
      maximumFee: 50n,
    });
    await ds.run(issuer, { kind: 'send', mint: plain, recipient: holder.address, amount: 5n });
    await ds.run(issuer, { kind: 'send', mint: freezable, recipient: holder.address, amount: 5n });
    await ds.run(issuer, { kind: 'send', mint: feeMint, recipient: holder.address, amount: 1_000n });
    await ds.run(holder, { kind: 'send', mint: plain, recipient: issuer.address, amount: 5n });
    await ds.run(holder, { kind: 'send', mint: freezable, recipient: issuer.address, amount: 5n });
    await ds.run(holder, { kind: 'send', mint: feeMint, recipient: issuer.address, amount: 990n });
    await ds.run(issuer, { kind: 'freeze', mint: freezable, holder: holder.address });

    const empty = await ds.getEmptyAccounts(holder.address);
    const byMint = (mint: string) => empty.find((account) => account.mint === mint)!;
    expect(empty).toHaveLength(3);
    expect(byMint(plain)).toMatchObject({ symbol: 'LIFE', blocked: null });
    expect(byMint(freezable).blocked).toBe('Frozen by the token’s freeze authority: it must be thawed first.');
    expect(byMint(feeMint).blocked).toBe(
      'It holds withheld transfer fees: the token’s fee authority must withdraw them first.',
    );

    const refused = await refusal(
      ds.run(holder, { kind: 'close', accounts: [(await ds.getTokens(issuer.address))[0]!.tokenAccount] }),
    );
    expect(isAppError(refused, 'invalid')).toBe(true);

    const before = await ds.getSolBalance(holder.address);
    await ds.run(holder, { kind: 'close', accounts: [byMint(plain).account] });
    // The rent comes back; the network fee is the only cost.
    expect(await ds.getSolBalance(holder.address)).toBe(before + byMint(plain).rentLamports - 5_000n);
    expect((await ds.getEmptyAccounts(holder.address)).map((account) => account.mint).sort()).toEqual(
      [freezable, feeMint].sort(),
    );
    const [newest] = (await ds.getTransactions(holder.address, null, 1)).items;
    expect(newest?.type).toBe('close');
  });

  it("creates with every advanced option in one transaction, and the chain holds each; the issuer's mint and sends thaw new accounts", async () => {
    const owner = keypairSigner(await fundedWallet(chain));
    const options = {
      uri: 'https://example.com/full.json',
      additional: [['website', 'https://example.com'] as [string, string]],
      freezeAuthority: true,
      transferFee: { basisPoints: 250, maximumFee: 1_000n },
      interestRate: 500,
      defaultFrozen: true,
      permanentDelegate: true,
      mintCloseAuthority: true,
    };
    const { mint } = await ds.run(owner, {
      kind: 'create',
      name: 'Full',
      symbol: 'FUL',
      decimals: 2,
      initialSupply: 10_000n,
      options,
    });
    expect(owner.signed).toBe(1);
    const details = await ds.getTokenDetails(mint, owner.address);
    expect(details).toMatchObject({ freezeAuthority: owner.address, mintAuthority: owner.address, balance: 10_000n });
    expect(details.metadata).toEqual({
      updateAuthority: owner.address,
      uri: 'https://example.com/full.json',
      additional: [['website', 'https://example.com']],
    });
    const param = (extension: string, name: string) =>
      details.extensions.find((each) => each.name === extension)?.params.find((each) => each.name === name)?.value;
    expect(param('TransferFeeConfig', 'newerTransferFee.transferFeeBasisPoints')).toBe('250');
    expect(param('TransferFeeConfig', 'newerTransferFee.maximumFee')).toBe('1000');
    expect(param('InterestBearingConfig', 'currentRate')).toBe('500');
    expect(param('DefaultAccountState', 'state')).toBe('Frozen');
    expect(param('PermanentDelegate', 'delegate')).toBe(owner.address);
    expect(param('MintCloseAuthority', 'closeAuthority')).toBe(owner.address);

    // Accounts start frozen. The issuer's send to a new holder thaws the new account in the same
    // transaction; the holder's send to a third wallet creates a frozen account, and is refused.
    const holder = keypairSigner(await fundedWallet(chain));
    await ds.run(owner, { kind: 'send', mint, recipient: holder.address, amount: 1_000n });
    expect((await ds.getTokenDetails(mint, holder.address)).balance).toBe(975n); // 2.5% withheld
    const third = await freshAddress();
    const frozen = await refusal(ds.run(holder, { kind: 'send', mint, recipient: third, amount: 1n }));
    expect(frozen.message).toBe('The token account is frozen.');
    await ds.run(holder, { kind: 'send', mint, recipient: owner.address, amount: 100n });

    // The issuer's mint to a new wallet and bulk send to new wallets thaw each new account too — once,
    // even when a recipient appears twice in a batch.
    const minted = await freshAddress();
    await ds.run(owner, { kind: 'mint', mint, amount: 50n, destination: minted });
    expect((await ds.getTokenDetails(mint, minted)).balance).toBe(50n);
    const [first, second] = [await freshAddress(), await freshAddress()];
    await ds.run(owner, {
      kind: 'send-batch',
      mint,
      transfers: [
        { recipient: first, amount: 40n },
        { recipient: second, amount: 40n },
        { recipient: first, amount: 40n },
        { recipient: holder.address, amount: 40n },
        // A full batch of new accounts, each with its thaw, still fits one transaction.
        ...(await Promise.all(Array.from({ length: 4 }, freshAddress))).map((recipient) => ({
          recipient,
          amount: 40n,
        })),
      ],
    });
    expect((await ds.getTokenDetails(mint, first)).balance).toBe(78n); // 1 withheld of each 40
    expect((await ds.getTokenDetails(mint, second)).balance).toBe(39n);
  });

  it('fixed supply revokes the mint authority in the creating transaction; non-transferable tokens cannot be sent', async () => {
    const owner = keypairSigner(await fundedWallet(chain));
    const fixed = await ds.run(owner, {
      kind: 'create',
      name: 'Fixed',
      symbol: 'FIX',
      decimals: 0,
      initialSupply: 21n,
      options: { fixedSupply: true },
    });
    expect(await ds.getTokenDetails(fixed.mint, owner.address)).toMatchObject({ supply: 21n, mintAuthority: null });
    const soulbound = await ds.run(owner, {
      kind: 'create',
      name: 'Badge',
      symbol: 'BDG',
      decimals: 0,
      initialSupply: 1n,
      options: { nonTransferable: true },
    });
    expect((await ds.getTokenDetails(soulbound.mint, owner.address)).extensions.map((each) => each.name)).toContain(
      'NonTransferable',
    );
    const send = await refusal(
      ds.run(owner, { kind: 'send', mint: soulbound.mint, recipient: await freshAddress(), amount: 1n }),
    );
    expect(isAppError(send, 'simulation-failed')).toBe(true);
  });

  it('refuses incompatible options in words, before the wallet is asked', async () => {
    const owner = keypairSigner(await fundedWallet(chain));
    const create = (options: object, initialSupply = 1n) =>
      refusal(ds.run(owner, { kind: 'create', name: 'Bad', symbol: 'BAD', decimals: 0, initialSupply, options }));
    expect((await create({ nonTransferable: true, transferFee: { basisPoints: 1, maximumFee: 1n } })).message).toBe(
      'A non-transferable token cannot charge a transfer fee.',
    );
    expect((await create({ defaultFrozen: true })).message).toBe(
      'Accounts frozen by default need a freeze authority, or none could ever be thawed.',
    );
    expect((await create({ fixedSupply: true }, 0n)).message).toBe(
      'A fixed supply of zero means no token could ever exist.',
    );
    expect((await create({ uri: 'ipfs://x' })).message).toBe('Use an https:// address, so wallets can read it.');
    // What no transaction could hold is refused before anything is signed — never a token without it.
    expect((await create({ uri: `https://example.com/${'u'.repeat(1_200)}` })).message).toBe(
      'The name, symbol, URI and options do not fit one Solana transaction (at most 1,232 bytes): a shorter URI will.',
    );
    expect(
      (
        await create({
          additional: [
            ['ok', 'x'],
            ['long', 'x'.repeat(1_300)],
          ],
        })
      ).message,
    ).toBe('The field "long" is too long for one Solana transaction.');
    expect(owner.signed).toBe(0);
  });

  it('additional fields that do not fit the creating transaction follow in more; a refused one leaves the token, said', async () => {
    const owner = keypairSigner(await fundedWallet(chain));
    const additional = Array.from({ length: 40 }, (_, i): [string, string] => [`field-${i}`, 'x'.repeat(20)]);
    const input = { name: 'Many', symbol: 'MNY', decimals: 0, initialSupply: 5n, options: { additional } };
    const steps: string[] = [];
    const created = await ds.run(
      owner,
      { kind: 'create', ...input },
      {
        onStage: (stage, step) => steps.push(`${stage} ${step?.index} of ${step?.of}`),
      },
    );
    expect(created.fieldsNotAdded).toBeUndefined();
    expect(owner.signed).toBeGreaterThan(1);
    expect(steps).toContain(`signing ${owner.signed} of ${owner.signed}`);
    const details = await ds.getTokenDetails(created.mint, owner.address);
    expect(details.metadata?.additional).toEqual(additional);
    expect(details).toMatchObject({ name: 'Many', symbol: 'MNY', balance: 5n });

    // The wallet signs the creating transaction and declines the next one.
    const payer = await fundedWallet(chain);
    const approving = keypairSigner(payer);
    const declining = rejectingSigner(payer);
    let asked = 0;
    const once: WalletSigner = {
      address: payer.address,
      signTransaction: (wire) => (asked++ === 0 ? approving : declining).signTransaction!(wire),
    };
    const partly = await ds.run(once, { kind: 'create', ...input });
    expect(partly.fieldsNotAdded?.reason).toBe('Cancelled in the wallet');
    const held = (await ds.getTokenDetails(partly.mint, payer.address)).metadata?.additional ?? [];
    expect(held.length).toBeGreaterThan(0);
    expect([...held.map(([key]) => key), ...partly.fieldsNotAdded!.keys]).toEqual(additional.map(([key]) => key));
  });
});
