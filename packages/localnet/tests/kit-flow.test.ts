// The whole token flow driven by @solana/kit's RPC and subscriptions, with version 0 transactions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountRole,
  address,
  airdropFactory,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  assertIsTransactionWithBlockhashLifetime,
  type Instruction,
  type Rpc,
  type RpcSubscriptions,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
  type KeyPairSigner,
  type Signature,
} from '@solana/kit';
import { Keypair, type TransactionInstruction } from '@solana/web3.js';
import {
  createTokenInstructions,
  NAME,
  startTestChain,
  SYMBOL,
  TOKEN_2022_PROGRAM_ID,
  transferInstructions,
  type TestChain,
  type Wire,
} from './support';

let chain: TestChain;
let rpc: Rpc<SolanaRpcApi>;
let rpcSubscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>;
const ownerKey = Keypair.generate();
const mintKey = Keypair.generate();
const friendKey = Keypair.generate();
let owner: KeyPairSigner;
let mintSigner: KeyPairSigner;
const sigs: Record<string, Signature> = {};
const confirmed = { commitment: 'confirmed' } as const;
const TOKEN_2022 = TOKEN_2022_PROGRAM_ID.toBase58();

function toKit(ix: TransactionInstruction, signers: KeyPairSigner[]): Instruction {
  return {
    programAddress: address(ix.programId.toBase58()),
    data: new Uint8Array(ix.data),
    accounts: ix.keys.map((k) => {
      const signer = signers.find((s) => s.address === k.pubkey.toBase58());
      if (k.isSigner && signer)
        return {
          address: signer.address,
          role: k.isWritable ? AccountRole.WRITABLE_SIGNER : AccountRole.READONLY_SIGNER,
          signer,
        };
      return {
        address: address(k.pubkey.toBase58()),
        role: k.isWritable ? AccountRole.WRITABLE : AccountRole.READONLY,
      };
    }),
  };
}

async function signedV0(instructions: TransactionInstruction[]) {
  const { value: latestBlockhash } = await rpc.getLatestBlockhash(confirmed).send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(owner, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        instructions.map((ix) => toKit(ix, [owner, mintSigner])),
        m,
      ),
  );
  return signTransactionMessageWithSigners(message);
}

beforeAll(async () => {
  chain = await startTestChain();
  rpc = createSolanaRpc(chain.rpcUrl);
  rpcSubscriptions = createSolanaRpcSubscriptions(chain.wsUrl);
  owner = await createKeyPairSignerFromBytes(ownerKey.secretKey);
  mintSigner = await createKeyPairSignerFromBytes(mintKey.secretKey);
});

afterAll(async () => {
  await chain.dispose();
});

describe('@solana/kit RPC against the local chain', () => {
  it('funds by airdrop (confirmed by subscription)', async () => {
    sigs.airdrop = await airdropFactory({ rpc, rpcSubscriptions })({
      recipientAddress: owner.address,
      lamports: lamports(5_000_000_000n),
      commitment: 'confirmed',
    });
    const { value } = await rpc.getBalance(owner.address, confirmed).send();
    expect(value).toBe(5_000_000_000n);
  });

  it('creates the Token-2022 mint with metadata and mints, in a v0 transaction confirmed by subscription', async () => {
    const { build } = createTokenInstructions({
      payer: ownerKey.publicKey,
      mint: mintKey.publicKey,
      rentLamports: async (space) => Number(await rpc.getMinimumBalanceForRentExemption(BigInt(space)).send()),
      amount: 42_000_000n,
    });
    const tx = await signedV0(await build());
    assertIsTransactionWithBlockhashLifetime(tx);
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(tx, confirmed);
    sigs.create = getSignatureFromTransaction(tx);
    const { value } = await rpc
      .getAccountInfo(address(mintKey.publicKey.toBase58()), { encoding: 'jsonParsed', ...confirmed })
      .send();
    const data = value!.data as {
      parsed: { info: { supply: string; extensions: { extension: string; state: Wire }[] } };
    };
    expect(data.parsed.info.supply).toBe('42000000');
    const metadata = data.parsed.info.extensions.find((e) => e.extension === 'tokenMetadata')!.state;
    expect([metadata.name, metadata.symbol]).toEqual([NAME, SYMBOL]);
  });

  it('transfers to a fresh wallet, sent raw and confirmed by polling', async () => {
    const { instructions } = transferInstructions({
      owner: ownerKey.publicKey,
      mint: mintKey.publicKey,
      to: friendKey.publicKey,
      amount: 2_000_000n,
    });
    const tx = await signedV0(instructions);
    sigs.transfer = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(tx), { encoding: 'base64', preflightCommitment: 'confirmed' })
      .send();
    expect(sigs.transfer).toBe(getSignatureFromTransaction(tx));
    let status = null;
    for (let i = 0; i < 200 && status?.confirmationStatus !== 'confirmed'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      status = (await rpc.getSignatureStatuses([sigs.transfer]).send()).value[0];
    }
    expect(status?.confirmationStatus).toBe('confirmed');
    expect(status?.err).toBeNull();
  });

  it('reads back supply, balances, token accounts, signatures and the full transaction', async () => {
    const mint = address(mintKey.publicKey.toBase58());
    const friend = address(friendKey.publicKey.toBase58());
    const { source, destination } = transferInstructions({
      owner: ownerKey.publicKey,
      mint: mintKey.publicKey,
      to: friendKey.publicKey,
      amount: 0n,
    });
    expect((await rpc.getTokenSupply(mint, confirmed).send()).value.amount).toBe('42000000');
    expect((await rpc.getTokenAccountBalance(address(source.toBase58()), confirmed).send()).value.uiAmountString).toBe(
      '40',
    );
    expect(
      (await rpc.getTokenAccountBalance(address(destination.toBase58()), confirmed).send()).value.uiAmountString,
    ).toBe('2');
    // The largest accounts first, with exact amounts, as a validator lists them.
    const largest = (await rpc.getTokenLargestAccounts(mint, confirmed).send()).value;
    expect(largest.map((a) => [a.address, a.amount, a.uiAmountString])).toEqual([
      [source.toBase58(), '40000000', '40'],
      [destination.toBase58(), '2000000', '2'],
    ]);

    const byOwner = await rpc
      .getTokenAccountsByOwner(friend, { programId: address(TOKEN_2022) }, { encoding: 'jsonParsed', ...confirmed })
      .send();
    expect(byOwner.value.map((a) => a.pubkey)).toEqual([destination.toBase58()]);
    expect(byOwner.value[0]!.account.data.parsed.info.tokenAmount.amount).toBe('2000000');
    const byMint = await rpc
      .getTokenAccountsByOwner(owner.address, { mint }, { encoding: 'base64', ...confirmed })
      .send();
    expect(byMint.value.map((a) => a.pubkey)).toEqual([source.toBase58()]);

    const list = async (a: string) =>
      (await rpc.getSignaturesForAddress(address(a), confirmed).send()).map((s) => s.signature);
    expect(await list(owner.address)).toEqual([sigs.transfer, sigs.create, sigs.airdrop]);
    expect(await list(friend)).toEqual([sigs.transfer]);
    expect(await list(source.toBase58())).toEqual([sigs.transfer, sigs.create]);
    expect(await list(destination.toBase58())).toEqual([sigs.transfer]);

    const tx = await rpc
      .getTransaction(sigs.transfer!, { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, ...confirmed })
      .send();
    expect(tx?.version).toBe(0);
    expect(tx?.meta?.fee).toBe(5000n);
    const post = tx!.meta!.postTokenBalances!;
    expect(post.find((b) => b.owner === friend)?.uiTokenAmount.amount).toBe('2000000');
    expect(post.find((b) => b.owner === owner.address)?.uiTokenAmount.amount).toBe('40000000');
    expect(tx!.meta!.preTokenBalances!.find((b) => b.owner === owner.address)?.uiTokenAmount.amount).toBe('42000000');

    const base64 = await rpc
      .getTransaction(sigs.transfer!, { encoding: 'base64', maxSupportedTransactionVersion: 0, ...confirmed })
      .send();
    expect(base64?.transaction[1]).toBe('base64');
    const many = await rpc.getMultipleAccounts([mint, friend], { encoding: 'base64', ...confirmed }).send();
    expect(many.value[0]?.owner).toBe(TOKEN_2022);
    expect(many.value[1]).toBeNull(); // the friend never held SOL
  });

  it('answers the chain-status calls kit clients make', async () => {
    // Slots advance on their own: the epoch's slot lies between two reads of the slot around it.
    const before = await rpc.getSlot(confirmed).send();
    const epoch = await rpc.getEpochInfo(confirmed).send();
    const after = await rpc.getSlot(confirmed).send();
    expect(epoch.absoluteSlot).toBeGreaterThanOrEqual(before);
    expect(epoch.absoluteSlot).toBeLessThanOrEqual(after);
    expect(typeof (await rpc.getGenesisHash().send())).toBe('string');
    expect((await rpc.getIdentity().send()).identity).toBe(chain.faucet);
    expect(await rpc.getHealth().send()).toBe('ok');
    const fees = await rpc.getRecentPrioritizationFees().send();
    expect(fees.length).toBeGreaterThan(0);
    const { value: hash } = await rpc.getLatestBlockhash(confirmed).send();
    expect((await rpc.isBlockhashValid(hash.blockhash, confirmed).send()).value).toBe(true);
  });
});
