import { address, createSolanaRpc, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
} from '@solana-program/token';
import { sendAndPoll } from './send-raw';

/** A classic SPL Token mint (no Token-2022, no metadata), made the way other tools make them; `freezable` gives the owner the freeze authority. */
export async function createClassicMint(
  rpcUrl: string,
  owner: KeyPairSigner,
  decimals: number,
  supply: bigint,
  { freezable = false }: { freezable?: boolean } = {},
) {
  const rpc = createSolanaRpc(rpcUrl);
  const mint = await generateKeyPairSigner();
  const space = getMintSize();
  const [account] = await findAssociatedTokenPda({
    owner: owner.address,
    mint: mint.address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  const instructions = [
    getCreateAccountInstruction({
      payer: owner,
      newAccount: mint,
      space,
      lamports: await rpc.getMinimumBalanceForRentExemption(BigInt(space), { commitment: 'confirmed' }).send(),
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals,
      mintAuthority: owner.address,
      freezeAuthority: freezable ? owner.address : null,
    }),
    getCreateAssociatedTokenIdempotentInstruction({
      payer: owner,
      ata: account,
      owner: owner.address,
      mint: mint.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    }),
    getMintToInstruction({ mint: mint.address, token: account, mintAuthority: owner, amount: supply }),
  ];
  const { err } = await sendAndPoll(rpcUrl, instructions, [owner, mint]);
  if (err)
    throw new Error(
      `creating the classic mint failed: ${JSON.stringify(err, (_, v) => (typeof v === 'bigint' ? Number(v) : v))}`,
    );
  return mint.address as string;
}

/**
 * Mints into a wallet's existing associated account of a classic mint: a receipt that names only the
 * token account, never the wallet (what a history must find through the wallet's token accounts).
 */
export async function mintIntoAccountOf(
  rpcUrl: string,
  { mint, authority, owner, amount }: { mint: string; authority: KeyPairSigner; owner: string; amount: bigint },
): Promise<string> {
  const [token] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  const instruction = getMintToInstruction({ mint: address(mint), token, mintAuthority: authority, amount });
  return (await sendAndPoll(rpcUrl, [instruction], [authority])).signature;
}
