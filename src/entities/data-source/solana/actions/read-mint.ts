import { unpackMint, type Mint } from '@solana/spl-token';
import type { PublicKey } from '@solana/web3.js';
import type { SolanaContext } from '../context';
import { programName } from '../read/token-programs';

/** The mint and the token program that owns it; every action runs under the mint's own program. */
export async function readMintAccount(
  ctx: SolanaContext,
  mint: PublicKey,
): Promise<{ mint: Mint; programId: PublicKey }> {
  const info = await ctx.connection.getAccountInfo(mint, 'confirmed');
  if (!info || !programName(info.owner.toBase58())) {
    throw new Error(`No token mint exists at ${mint.toBase58()} on ${ctx.cluster.label}.`);
  }
  return { mint: unpackMint(mint, info, info.owner), programId: info.owner };
}
