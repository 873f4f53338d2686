// Wrapped SOL as mainnet and devnet have it: both token programs' native mints at their fixed addresses, so a
// holder can wrap (fund a token account of the native mint, sync it) and unwrap (close it) on the local chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createSyncNativeInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  NATIVE_MINT,
  NATIVE_MINT_2022,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  sendAndConfirmTransaction,
  SystemProgram,
  Transaction,
} from '@solana/web3.js';
import { startTestChain, type TestChain } from './support';

const natives = [
  { name: 'SPL Token', mint: NATIVE_MINT, program: TOKEN_PROGRAM_ID },
  { name: 'Token-2022', mint: NATIVE_MINT_2022, program: TOKEN_2022_PROGRAM_ID },
];

describe('the native mints', () => {
  let chain: TestChain;
  let conn: Connection;
  const holder = Keypair.generate();

  beforeAll(async () => {
    chain = await startTestChain();
    conn = new Connection(chain.rpcUrl, 'confirmed');
    const sig = await conn.requestAirdrop(holder.publicKey, 5 * LAMPORTS_PER_SOL);
    await conn.confirmTransaction({ signature: sig, ...(await conn.getLatestBlockhash()) });
  });
  afterAll(async () => chain.dispose());

  for (const { name, mint, program } of natives) {
    it(`${name}: is at ${mint.toBase58()}, owned by its program, 9 decimals, no mint authority`, async () => {
      const info = await getMint(conn, mint, 'confirmed', program);
      expect(info.decimals).toBe(9);
      expect(info.isInitialized).toBe(true);
      expect(info.mintAuthority).toBeNull();
      expect((await conn.getAccountInfo(mint))?.owner.toBase58()).toBe(program.toBase58());
    });

    it(`${name}: wraps 0.25 SOL into a token balance and unwraps it back to lamports`, async () => {
      const ata = getAssociatedTokenAddressSync(mint, holder.publicKey, false, program);
      const wrap = new Transaction().add(
        createAssociatedTokenAccountIdempotentInstruction(holder.publicKey, ata, holder.publicKey, mint, program),
        SystemProgram.transfer({ fromPubkey: holder.publicKey, toPubkey: ata, lamports: 250_000_000 }),
        createSyncNativeInstruction(ata, program),
      );
      await sendAndConfirmTransaction(conn, wrap, [holder], { commitment: 'confirmed' });
      const account = await getAccount(conn, ata, 'confirmed', program);
      expect(account.amount).toBe(250_000_000n);
      expect(account.isNative).toBe(true);

      const before = await conn.getBalance(holder.publicKey, 'confirmed');
      const rent = (await conn.getAccountInfo(ata, 'confirmed'))!.lamports - 250_000_000;
      const unwrap = new Transaction().add(
        createCloseAccountInstruction(ata, holder.publicKey, holder.publicKey, [], program),
      );
      await sendAndConfirmTransaction(conn, unwrap, [holder], { commitment: 'confirmed' });
      expect(await conn.getAccountInfo(ata, 'confirmed')).toBeNull();
      // Back: the wrapped lamports and the account's rent, less the 5000-lamport fee.
      expect(await conn.getBalance(holder.publicKey, 'confirmed')).toBe(before + 250_000_000 + rent - 5000);
    });
  }
});
