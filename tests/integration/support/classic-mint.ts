import {
  TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  getMintLen,
} from '@solana/spl-token';
import { Connection, Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { sendAndPoll } from './send-raw';

/** A classic SPL Token mint (no Token-2022, no metadata), made the way other tools make them. */
export async function createClassicMint(rpcUrl: string, owner: Keypair, decimals: number, supply: bigint) {
  const connection = new Connection(rpcUrl, 'confirmed');
  const mint = Keypair.generate();
  const space = getMintLen([]);
  const account = getAssociatedTokenAddressSync(mint.publicKey, owner.publicKey, false, TOKEN_PROGRAM_ID);
  const transaction = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: owner.publicKey,
      newAccountPubkey: mint.publicKey,
      space,
      lamports: await connection.getMinimumBalanceForRentExemption(space),
      programId: TOKEN_PROGRAM_ID,
    }),
    createInitializeMint2Instruction(mint.publicKey, decimals, owner.publicKey, null, TOKEN_PROGRAM_ID),
    createAssociatedTokenAccountIdempotentInstruction(
      owner.publicKey,
      account,
      owner.publicKey,
      mint.publicKey,
      TOKEN_PROGRAM_ID,
    ),
    createMintToInstruction(mint.publicKey, account, owner.publicKey, supply, [], TOKEN_PROGRAM_ID),
  );
  const { err } = await sendAndPoll(rpcUrl, transaction, [owner, mint]);
  if (err) throw new Error(`creating the classic mint failed: ${JSON.stringify(err)}`);
  return mint.publicKey.toBase58();
}
