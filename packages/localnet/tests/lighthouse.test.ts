// Wallets' guard instructions land here as on mainnet: a stand-in at Lighthouse's address, in both
// profiles, that asserts nothing; and a control method that lets a blockhash expire at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { LIGHTHOUSE_PROGRAM } from '../chain/lighthouse-stand-in';
import { rpc, startTestChain, type TestChain } from './support';

const lighthouse = new PublicKey(LIGHTHOUSE_PROGRAM);

/** Shaped as Phantom's guards are: an assertion (AssertAccountInfo, tag 5) reading the fee payer's lamports. */
const guard = (account: PublicKey) =>
  new TransactionInstruction({
    programId: lighthouse,
    keys: [{ pubkey: account, isSigner: false, isWritable: false }],
    data: Buffer.from([5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]),
  });

for (const profile of ['plain', 'mainnet-like'] as const) {
  describe(`the Lighthouse stand-in (${profile})`, () => {
    let chain: TestChain;
    let conn: Connection;
    const payer = Keypair.generate();

    beforeAll(async () => {
      chain = await startTestChain(
        profile === 'mainnet-like' ? { mainnetLike: true, faults: { congestion: false } } : {},
      );
      conn = new Connection(chain.rpcUrl, 'confirmed');
      const sig = await conn.requestAirdrop(payer.publicKey, LAMPORTS_PER_SOL);
      await conn.confirmTransaction({ signature: sig, ...(await conn.getLatestBlockhash()) });
    });
    afterAll(async () => chain.dispose());

    it('is an executable program at Lighthouse’s address', async () => {
      const account = await conn.getAccountInfo(lighthouse);
      expect(account?.executable).toBe(true);
    });

    it('takes guards before and after a transfer: it lands, the transfer moves, the guards are in the record', async () => {
      const recipient = Keypair.generate().publicKey;
      const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
      const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
        guard(payer.publicKey),
        guard(payer.publicKey),
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1_000_000 }),
        guard(recipient),
      );
      tx.sign(payer);
      const signature = await conn.sendRawTransaction(tx.serialize());
      await conn.confirmTransaction({ signature, blockhash, lastValidBlockHeight });
      expect(await conn.getBalance(recipient)).toBe(1_000_000);
      const landed = await conn.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
      expect(landed?.meta?.err).toBeNull();
      const programs = landed!.transaction.message.compiledInstructions.map((each) =>
        landed!.transaction.message.staticAccountKeys[each.programIdIndex]!.toBase58(),
      );
      expect(programs).toEqual([
        LIGHTHOUSE_PROGRAM,
        LIGHTHOUSE_PROGRAM,
        SystemProgram.programId.toBase58(),
        LIGHTHOUSE_PROGRAM,
      ]);
      // Each guard weighs about what a real assertion does: a limit with no room for them would fail.
      expect(landed?.meta?.computeUnitsConsumed).toBeGreaterThan(3 * 1_500);
    });
  });
}

describe('localnet_advanceSlots', () => {
  let chain: TestChain;
  beforeAll(async () => {
    chain = await startTestChain({ slotMs: 400 });
  });
  afterAll(async () => chain.dispose());

  it('passes slots at once, so a blockhash expires without waiting 150 slots', async () => {
    const conn = new Connection(chain.rpcUrl, 'confirmed');
    const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash();
    expect((await conn.isBlockhashValid(blockhash)).value).toBe(true);
    const answer = await rpc(chain.rpcUrl, 'localnet_advanceSlots', [151]);
    expect(answer.result).toBeGreaterThan(lastValidBlockHeight);
    expect(await conn.getBlockHeight('confirmed')).toBeGreaterThan(lastValidBlockHeight);
    expect((await conn.isBlockhashValid(blockhash)).value).toBe(false);
  });

  it('refuses a count it cannot take, in words', async () => {
    for (const count of [0, -1, 1.5, 'ten', 5_000]) {
      const answer = await rpc(chain.rpcUrl, 'localnet_advanceSlots', [count]);
      expect(answer.error).toMatchObject({
        code: -32602,
        message: 'Invalid params: count must be an integer from 1 to 1000',
      });
    }
  });
});
