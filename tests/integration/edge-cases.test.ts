import { address, generateKeyPairSigner, getProgramDerivedAddress, getUtf8Encoder } from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS, getTransferSolInstruction } from '@solana-program/system';
import {
  TOKEN_2022_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
} from '@solana-program/token-2022';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@/shared/lib/app-error';
import { shortenAddress } from '@/shared/lib/address';
import { createClassicMint } from '@test-support/chain/classic-mint';
import { sendAndPoll } from '@test-support/chain/send-raw';
import {
  freshAddress,
  fundedWallet,
  keypairSigner,
  rejectingSigner,
  startTestChain,
  type TestChain,
} from '@test-support/chain/chain';

const U64_MAX = 2n ** 64n - 1n;

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe('edge cases against the local chain', () => {
  it('a supply of u64 max at 9 decimals stays exact through create, send and history; minting more is refused in words', async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Max Supply',
      symbol: 'MAX',
      decimals: 9,
      initialSupply: U64_MAX,
    });
    const [token] = await ds.getTokens(owner.address);
    expect(token).toMatchObject({ balance: U64_MAX, decimals: 9, symbol: 'MAX' });

    const recipient = await freshAddress();
    await ds.run(signer, { kind: 'send', mint, recipient, amount: U64_MAX - 1n });
    const [received] = (await ds.getTransactions(recipient)).items;
    expect(received).toMatchObject({ type: 'receive', amount: U64_MAX - 1n, decimals: 9, token: 'MAX' });

    const signedBefore = signer.signed;
    const error = await ds.run(signer, { kind: 'mint', mint, amount: 2n }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('simulation-failed');
    expect((error as Error).message).toBe(
      "The amount is too large: the token's total supply cannot exceed its maximum.",
    );
    expect(signer.signed).toBe(signedBefore);
  });

  it('decimals 0: whole units only, exact', async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Whole',
      symbol: 'WHL',
      decimals: 0,
      initialSupply: 42n,
    });
    const recipient = await freshAddress();
    await ds.run(signer, { kind: 'send', mint, recipient, amount: 1n });
    expect((await ds.getTokens(owner.address))[0]).toMatchObject({ balance: 41n, decimals: 0 });
    const [sent] = (await ds.getTransactions(owner.address)).items;
    expect(sent).toMatchObject({ type: 'send', amount: 1n, decimals: 0, token: 'WHL', to: recipient });
  });

  it('a classic SPL Token mint is listed (named by its shortened address), sent and read back', async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain);
    const mint = await createClassicMint(chain.rpcUrl, owner, 2, 10_000n);
    const tokens = await ds.getTokens(owner.address);
    expect(tokens).toEqual([
      expect.objectContaining({
        mint,
        program: 'spl-token',
        name: shortenAddress(mint),
        symbol: shortenAddress(mint),
        decimals: 2,
        balance: 10_000n,
        canMint: true,
      }),
    ]);
    const recipient = await freshAddress();
    await ds.run(keypairSigner(owner), { kind: 'send', mint, recipient, amount: 2_500n });
    expect((await ds.getTokens(recipient))[0]).toMatchObject({ program: 'spl-token', balance: 2_500n, canMint: false });
    const ownerHistory = (await ds.getTransactions(owner.address)).items;
    expect(ownerHistory[0]).toMatchObject({
      type: 'send',
      amount: 2_500n,
      decimals: 2,
      to: recipient,
      token: shortenAddress(mint),
    });
    expect(ownerHistory[1]).toMatchObject({ type: 'create', amount: 10_000n, mint });
    await ds.run(keypairSigner(owner), { kind: 'mint', mint, amount: 5n, destination: recipient });
    expect((await ds.getTokens(recipient))[0]?.balance).toBe(2_505n);
  });

  it('a transaction that failed on chain is shown as failed', async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain);
    const { mint } = await ds.run(keypairSigner(owner), {
      kind: 'create',
      name: 'Fail',
      symbol: 'FL',
      decimals: 0,
      initialSupply: 5n,
    });
    // Sent past the simulation on purpose, as another app might: 6 tokens out of 5.
    const mintKey = address(mint);
    const [source] = await findAssociatedTokenPda({
      owner: owner.address,
      mint: mintKey,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    });
    const transfer = getTransferCheckedInstruction({
      source,
      mint: mintKey,
      destination: source,
      authority: owner,
      amount: 6n,
      decimals: 0,
    });
    const { signature, err } = await sendAndPoll(chain.rpcUrl, [transfer], [owner], { skipPreflight: true });
    expect(err).not.toBeNull();

    const [latestItem] = (await ds.getTransactions(owner.address)).items;
    // From the account to itself: a transfer to yourself (no one paid), failed.
    expect(latestItem).toMatchObject({ signature, status: 'failed', type: 'self-transfer', amount: 6n });
    expect(latestItem?.paid).toBeUndefined();
  });

  it('explains failures before the wallet is asked, and a rejection in the wallet is "cancelled" with nothing sent', async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain);
    const signer = keypairSigner(owner);
    const { mint } = await ds.run(signer, {
      kind: 'create',
      name: 'Few',
      symbol: 'FEW',
      decimals: 2,
      initialSupply: 100n,
    });
    const signed = signer.signed;
    const recipient = await freshAddress();

    await expect(ds.run(signer, { kind: 'send', mint, recipient, amount: 101n })).rejects.toThrow(
      'Insufficient token balance for this amount.',
    );
    const stranger = await fundedWallet(chain, 1);
    await expect(ds.run(keypairSigner(stranger), { kind: 'mint', mint, amount: 1n })).rejects.toThrow(
      'This wallet is not the mint authority of this token.',
    );
    const broke = keypairSigner(await generateKeyPairSigner());
    await expect(
      ds.run(broke, { kind: 'create', name: 'No SOL', symbol: 'NO', decimals: 0, initialSupply: 1n }),
    ).rejects.toThrow('Insufficient SOL to pay the network fee.');
    expect(signer.signed).toBe(signed);
    expect(broke.signed).toBe(0);

    const before = (await ds.getTransactions(owner.address)).items.length;
    const cancelled = await ds
      .run(rejectingSigner(owner), { kind: 'send', mint, recipient, amount: 1n })
      .catch((e: unknown) => e);
    expect(cancelled).toBeInstanceOf(AppError);
    expect((cancelled as AppError).kind).toBe('cancelled');
    expect((await ds.getTransactions(owner.address)).items).toHaveLength(before);
    expect((await ds.getTokens(owner.address))[0]?.balance).toBe(100n);
  });

  it('a program-derived recipient is flagged off-curve and still receives', async () => {
    const ds = chain.dataSource;
    const owner = await fundedWallet(chain);
    const { mint } = await ds.run(keypairSigner(owner), {
      kind: 'create',
      name: 'Vault',
      symbol: 'VLT',
      decimals: 1,
      initialSupply: 50n,
    });
    const [pda] = await getProgramDerivedAddress({
      programAddress: SYSTEM_PROGRAM_ADDRESS,
      seeds: [getUtf8Encoder().encode('vault')],
    });
    const estimate = await ds.estimateSend(owner.address, { mint, recipient: pda });
    expect(estimate.recipientOffCurve).toBe(true);
    await ds.run(keypairSigner(owner), { kind: 'send', mint, recipient: pda, amount: 7n });
    expect((await ds.getTokens(pda))[0]?.balance).toBe(7n);
    const again = await ds.estimateSend(owner.address, { mint, recipient: pda });
    expect(again.rentLamports).toBe(0n);
  });

  it('history pages: newest first, each transaction once, until the cursor runs out', async () => {
    const ds = chain.dataSource;
    const funder = await fundedWallet(chain);
    const owner = address(await freshAddress());
    const signatures: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      const transfer = getTransferSolInstruction({ source: funder, destination: owner, amount: 1_000_000 + i });
      signatures.push((await sendAndPoll(chain.rpcUrl, [transfer], [funder])).signature);
    }
    const first = await ds.getTransactions(owner);
    expect(first.items).toHaveLength(20);
    expect(first.cursor).not.toBeNull();
    const second = await ds.getTransactions(owner, first.cursor);
    expect(second.cursor).toBeNull();
    const all = [...first.items, ...second.items];
    expect(all.map((item) => item.signature)).toEqual([...signatures].reverse());
    expect(all.map((item) => [item.type, item.amount, item.from])).toEqual(
      signatures.map((_, i) => ['receive', BigInt(1_000_000 + i), funder.address]).reverse(),
    );
  });
});
