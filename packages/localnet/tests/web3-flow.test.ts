// The whole token flow driven by web3.js Connection, which validates every response shape strictly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountLayout, getTokenMetadata, unpackAccount, unpackMint } from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  TransactionInstruction,
  sendAndConfirmTransaction,
  Transaction,
  type ParsedInstruction,
  type ParsedTransactionWithMeta,
} from '@solana/web3.js';
import {
  createTokenInstructions,
  DECIMALS,
  NAME,
  SYMBOL,
  startTestChain,
  TOKEN_2022_PROGRAM_ID,
  transferInstructions,
  type TestChain,
  type Wire,
} from './support';

let chain: TestChain;
let conn: Connection;
const owner = Keypair.generate();
const mint = Keypair.generate();
const friend = Keypair.generate();
const MINTED = 1_000_000_000n; // 1000.000000
const SENT = 250_500_000n; // 250.5
const sigs: Record<string, string> = {};

beforeAll(async () => {
  chain = await startTestChain();
  conn = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl });
});

afterAll(async () => {
  await chain.dispose();
});

async function pollConfirmed(signature: string) {
  for (let i = 0; i < 200; i++) {
    const { value } = await conn.getSignatureStatuses([signature]);
    if (value[0]?.confirmationStatus === 'confirmed' || value[0]?.confirmationStatus === 'finalized') return value[0];
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${signature} not confirmed`);
}

describe('web3.js Connection against the local chain', () => {
  it('funds a wallet by airdrop, confirmed through signatureSubscribe', async () => {
    const signature = await conn.requestAirdrop(owner.publicKey, 10 * LAMPORTS_PER_SOL);
    const result = await new Promise<{ err: unknown }>((resolve) =>
      conn.onSignature(signature, (r) => resolve(r), 'confirmed'),
    );
    expect(result.err).toBeNull();
    expect(await conn.getBalance(owner.publicKey)).toBe(10 * LAMPORTS_PER_SOL);
    sigs.airdrop = signature;
  });

  it('creates a Token-2022 mint with metadata and the owner ATA, and mints', async () => {
    const before = await conn.getBalance(owner.publicKey);
    const { ata, build } = createTokenInstructions({
      payer: owner.publicKey,
      mint: mint.publicKey,
      rentLamports: (space) => conn.getMinimumBalanceForRentExemption(space),
      amount: MINTED,
    });
    const tx = new Transaction().add(...(await build()));
    sigs.create = await sendAndConfirmTransaction(conn, tx, [owner, mint], { commitment: 'confirmed' });

    const mintInfo = await conn.getAccountInfo(mint.publicKey);
    expect(mintInfo?.owner.equals(TOKEN_2022_PROGRAM_ID)).toBe(true);
    const parsedMint = unpackMint(mint.publicKey, mintInfo, TOKEN_2022_PROGRAM_ID);
    expect(parsedMint.supply).toBe(MINTED);
    const metadata = await getTokenMetadata(conn, mint.publicKey, 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(metadata?.name).toBe(NAME);
    expect(metadata?.symbol).toBe(SYMBOL);

    // The fee the chain reports is exactly what left the payer besides the two rent deposits.
    const after = await conn.getBalance(owner.publicKey);
    const ataLamports = await conn.getBalance(ata);
    const mintLamports = mintInfo!.lamports;
    const full = await conn.getTransaction(sigs.create, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' });
    expect(full?.meta?.fee).toBe(10_000);
    expect(before - after).toBe(full!.meta!.fee + ataLamports + mintLamports);
  });

  it('reads the mint jsonParsed with its extensions, and the supply', async () => {
    const { value } = await conn.getParsedAccountInfo(mint.publicKey);
    const data = value?.data as { program: string; parsed: { type: string; info: Wire } };
    expect(data.program).toBe('spl-token-2022');
    expect(data.parsed.type).toBe('mint');
    expect(data.parsed.info.decimals).toBe(DECIMALS);
    expect(data.parsed.info.supply).toBe(MINTED.toString());
    expect(data.parsed.info.mintAuthority).toBe(owner.publicKey.toBase58());
    const ext = data.parsed.info.extensions as { extension: string; state: Wire }[];
    expect(ext.find((e) => e.extension === 'metadataPointer')?.state.metadataAddress).toBe(mint.publicKey.toBase58());
    const meta = ext.find((e) => e.extension === 'tokenMetadata')?.state;
    expect([meta.name, meta.symbol]).toEqual([NAME, SYMBOL]);

    const supply = await conn.getTokenSupply(mint.publicKey);
    expect(supply.value).toEqual({ amount: '1000000000', decimals: 6, uiAmount: 1000, uiAmountString: '1000' });
  });

  it('sends tokens to a fresh wallet (creating its ATA), confirmed by polling', async () => {
    const { instructions } = transferInstructions({
      owner: owner.publicKey,
      mint: mint.publicKey,
      to: friend.publicKey,
      amount: SENT,
    });
    const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
    const tx = new Transaction({ feePayer: owner.publicKey, blockhash, lastValidBlockHeight }).add(...instructions);
    tx.sign(owner);
    const { context } = await conn.getLatestBlockhashAndContext();
    sigs.transfer = await conn.sendRawTransaction(tx.serialize(), { minContextSlot: context.slot });
    const status = await pollConfirmed(sigs.transfer);
    expect(status.err).toBeNull();
  });

  it('reads balances and token accounts by owner (programId and mint filters, base64 and jsonParsed)', async () => {
    const { source, destination } = transferInstructions({
      owner: owner.publicKey,
      mint: mint.publicKey,
      to: friend.publicKey,
      amount: 0n,
    });
    expect((await conn.getTokenAccountBalance(source)).value.uiAmountString).toBe('749.5');
    expect((await conn.getTokenAccountBalance(destination)).value).toEqual({
      amount: '250500000',
      decimals: 6,
      uiAmount: 250.5,
      uiAmountString: '250.5',
    });

    const parsed = await conn.getParsedTokenAccountsByOwner(friend.publicKey, { programId: TOKEN_2022_PROGRAM_ID });
    expect(parsed.value).toHaveLength(1);
    const info = parsed.value[0]!.account.data.parsed.info;
    expect(parsed.value[0]!.account.data.parsed.type).toBe('account');
    expect(info.mint).toBe(mint.publicKey.toBase58());
    expect(info.owner).toBe(friend.publicKey.toBase58());
    expect(info.state).toBe('initialized');
    expect(info.tokenAmount).toEqual({ amount: '250500000', decimals: 6, uiAmount: 250.5, uiAmountString: '250.5' });

    const raw = await conn.getTokenAccountsByOwner(owner.publicKey, { mint: mint.publicKey });
    expect(raw.value).toHaveLength(1);
    expect(raw.value[0]!.pubkey.equals(source)).toBe(true);
    const account = unpackAccount(source, raw.value[0]!.account, TOKEN_2022_PROGRAM_ID);
    expect(account.amount).toBe(MINTED - SENT);
    expect(AccountLayout.span).toBeLessThanOrEqual(raw.value[0]!.account.data.length);

    const many = await conn.getMultipleParsedAccounts([source, destination, Keypair.generate().publicKey]);
    expect(many.value[2]).toBeNull();
    expect((many.value[1]!.data as Wire).parsed.info.tokenAmount.amount).toBe('250500000');
  });

  it('lists signatures newest first for both wallets and their token accounts', async () => {
    const { source, destination } = transferInstructions({
      owner: owner.publicKey,
      mint: mint.publicKey,
      to: friend.publicKey,
      amount: 0n,
    });
    const list = async (k: typeof source) => (await conn.getSignaturesForAddress(k)).map((s) => s.signature);
    expect(await list(owner.publicKey)).toEqual([sigs.transfer, sigs.create, sigs.airdrop]);
    expect(await list(friend.publicKey)).toEqual([sigs.transfer]);
    expect(await list(source)).toEqual([sigs.transfer, sigs.create]);
    expect(await list(destination)).toEqual([sigs.transfer]);
    expect(await list(mint.publicKey)).toEqual([sigs.transfer, sigs.create]);
    // Paging: before/until/limit.
    const page = await conn.getSignaturesForAddress(owner.publicKey, { limit: 1, before: sigs.transfer });
    expect(page.map((s) => s.signature)).toEqual([sigs.create]);
    const until = await conn.getSignaturesForAddress(owner.publicKey, { until: sigs.airdrop });
    expect(until.map((s) => s.signature)).toEqual([sigs.transfer, sigs.create]);
  });

  it('returns the full transfer with token balance changes and parsed instructions', async () => {
    const tx = (await conn.getParsedTransaction(sigs.transfer, {
      maxSupportedTransactionVersion: 0,
    })) as ParsedTransactionWithMeta;
    expect(tx.meta?.err).toBeNull();
    expect(tx.blockTime).toBeGreaterThan(Date.now() / 1000 - 120);
    const pre = tx.meta!.preTokenBalances!;
    const post = tx.meta!.postTokenBalances!;
    const ownerPre = pre.find((b) => b.owner === owner.publicKey.toBase58())!;
    const ownerPost = post.find((b) => b.owner === owner.publicKey.toBase58())!;
    const friendPost = post.find((b) => b.owner === friend.publicKey.toBase58())!;
    expect(pre.find((b) => b.owner === friend.publicKey.toBase58())).toBeUndefined();
    expect(ownerPre.uiTokenAmount.amount).toBe('1000000000');
    expect(ownerPost.uiTokenAmount.amount).toBe('749500000');
    expect(friendPost.uiTokenAmount).toMatchObject({ amount: '250500000', decimals: 6, uiAmountString: '250.5' });
    expect(friendPost.mint).toBe(mint.publicKey.toBase58());
    expect(friendPost.programId).toBe(TOKEN_2022_PROGRAM_ID.toBase58());

    const [create, transfer] = tx.transaction.message.instructions as ParsedInstruction[];
    expect(create!.program).toBe('spl-associated-token-account');
    expect(create!.parsed.type).toBe('createIdempotent');
    expect(create!.parsed.info.wallet).toBe(friend.publicKey.toBase58());
    expect(transfer!.program).toBe('spl-token-2022');
    expect(transfer!.parsed.type).toBe('transferChecked');
    expect(transfer!.parsed.info.tokenAmount.amount).toBe('250500000');
    const inner = tx.meta!.innerInstructions!.find((i) => i.index === 0)!.instructions as ParsedInstruction[];
    expect(inner.map((i) => i.parsed?.type)).toContain('initializeImmutableOwner');
    expect(tx.meta!.logMessages!.some((l) => l.includes('TransferChecked'))).toBe(true);
    expect(tx.meta!.computeUnitsConsumed).toBeGreaterThan(0);

    const blockTime = await conn.getBlockTime(tx.slot);
    expect(blockTime).toBe(tx.blockTime);
  });

  it('decodes the create transaction into system, token-2022 and metadata instructions', async () => {
    const tx = (await conn.getParsedTransaction(sigs.create, { maxSupportedTransactionVersion: 0 }))!;
    const types = (tx.transaction.message.instructions as ParsedInstruction[]).map(
      (i) => `${i.program}:${i.parsed?.type}`,
    );
    expect(types).toEqual([
      'system:createAccount',
      'spl-token-2022:initializeMetadataPointer',
      'spl-token-2022:initializeMint',
      'spl-token-2022:initializeTokenMetadata',
      'spl-associated-token-account:createIdempotent',
      'spl-token-2022:mintToChecked',
    ]);
    const json = await conn.getTransaction(sigs.create, { maxSupportedTransactionVersion: 0 });
    expect(json?.version).toBe('legacy');
    expect(json?.meta?.postTokenBalances?.[0]?.uiTokenAmount.amount).toBe('1000000000');
  });

  it('notifies account changes and slots over the subscription socket', async () => {
    const { destination, instructions } = transferInstructions({
      owner: owner.publicKey,
      mint: mint.publicKey,
      to: friend.publicKey,
      amount: 500_000n,
    });
    const changed = new Promise<Buffer>((resolve) => {
      const id = conn.onAccountChange(
        destination,
        (info) => {
          void conn.removeAccountChangeListener(id);
          resolve(info.data);
        },
        { commitment: 'confirmed' },
      );
    });
    const slot = new Promise<number>((resolve) => {
      const id = conn.onSlotChange((s) => {
        void conn.removeSlotChangeListener(id);
        resolve(s.slot);
      });
    });
    await new Promise((r) => setTimeout(r, 100)); // let the subscriptions register
    await sendAndConfirmTransaction(conn, new Transaction().add(...instructions), [owner], { commitment: 'confirmed' });
    const data = await changed;
    expect(AccountLayout.decode(data.subarray(0, 165)).amount).toBe(SENT + 500_000n);
    expect(await slot).toBeGreaterThan(0);
  });

  it('shows a memo in the signature list and decodes it in the parsed transaction', async () => {
    const memo = new TransactionInstruction({
      programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      keys: [{ pubkey: owner.publicKey, isSigner: true, isWritable: false }],
      data: Buffer.from('thanks for lunch'),
    });
    const signature = await sendAndConfirmTransaction(conn, new Transaction().add(memo), [owner], {
      commitment: 'confirmed',
    });
    const [newest] = await conn.getSignaturesForAddress(owner.publicKey, { limit: 1 });
    expect(newest).toMatchObject({ signature, memo: '[16] thanks for lunch' });
    const tx = await conn.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.transaction.message.instructions[0]).toMatchObject({ program: 'spl-memo', parsed: 'thanks for lunch' });
  });

  it('answers program accounts, simulation and chain status in the shapes web3.js checks', async () => {
    const { destination } = transferInstructions({
      owner: owner.publicKey,
      mint: mint.publicKey,
      to: friend.publicKey,
      amount: 0n,
    });
    const accounts = await conn.getProgramAccounts(TOKEN_2022_PROGRAM_ID, {
      filters: [{ memcmp: { offset: 32, bytes: friend.publicKey.toBase58() } }],
    });
    expect(accounts.map((a) => a.pubkey.toBase58())).toEqual([destination.toBase58()]);
    const mints = await conn.getProgramAccounts(TOKEN_2022_PROGRAM_ID, { filters: [{ dataSize: 165 }] });
    expect(mints.every((a) => a.account.data.length === 165)).toBe(true);
    const parsed = await conn.getParsedProgramAccounts(TOKEN_2022_PROGRAM_ID, {
      filters: [{ memcmp: { offset: 0, bytes: mint.publicKey.toBase58() } }],
    });
    expect(parsed).toHaveLength(2);

    const { instructions } = transferInstructions({
      owner: owner.publicKey,
      mint: mint.publicKey,
      to: friend.publicKey,
      amount: 1n,
    });
    const tx = new Transaction({ feePayer: owner.publicKey, ...(await conn.getLatestBlockhash()) }).add(
      ...instructions,
    );
    const sim = await conn.simulateTransaction(tx, [owner], [destination]);
    expect(sim.value.err).toBeNull();
    expect(sim.value.logs?.some((l) => l.includes('TransferChecked'))).toBe(true);
    expect(sim.value.unitsConsumed).toBeGreaterThan(0);
    const after = AccountLayout.decode(Buffer.from(sim.value.accounts![0]!.data[0], 'base64').subarray(0, 165));
    expect(after.amount).toBe(SENT + 500_000n + 1n);
    expect((await conn.getTokenAccountBalance(destination)).value.amount).toBe((SENT + 500_000n).toString()); // simulation changed nothing

    const epoch = await conn.getEpochInfo();
    expect(epoch.blockHeight).toBe(epoch.absoluteSlot);
    expect((await conn.getRecentPrioritizationFees()).every((f) => f.prioritizationFee === 0)).toBe(true);
    expect(await conn.getGenesisHash()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect((await conn.getVersion())['solana-core']).toBeTruthy();
  });
});
