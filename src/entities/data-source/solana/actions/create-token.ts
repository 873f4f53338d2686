import { Keypair, PublicKey } from '@solana/web3.js';
import type { ActionResult, CreateTokenInput, OnStage, WalletSigner } from '../../model';
import { buildCreateTokenInstructions, createTokenSizes } from '../builders/create-token';
import type { SolanaContext } from '../context';
import { signAndSend } from '../send/send-transaction';
import { assertU64 } from './amount-limits';

export async function createToken(
  ctx: SolanaContext,
  signer: WalletSigner,
  input: CreateTokenInput,
  onStage?: OnStage,
): Promise<ActionResult & { mint: string }> {
  onStage?.('building');
  if (!Number.isInteger(input.decimals) || input.decimals < 0 || input.decimals > 9) {
    throw new Error('Decimals must be a whole number from 0 to 9.');
  }
  assertU64(input.initialSupply, 'The initial supply');
  const owner = new PublicKey(signer.address);
  // A fresh address for the mint; its key signs once, here, and is then forgotten.
  const mint = Keypair.generate();
  const plan = { owner, mint: mint.publicKey, name: input.name, symbol: input.symbol };
  const mintLamports = await ctx.connection.getMinimumBalanceForRentExemption(
    createTokenSizes(plan).funded,
    'confirmed',
  );
  const instructions = buildCreateTokenInstructions({
    ...plan,
    decimals: input.decimals,
    initialSupply: input.initialSupply,
    mintLamports,
  });
  const signature = await signAndSend(ctx, { signer, instructions, coSigners: [mint], action: 'create', onStage });
  const address = mint.publicKey.toBase58();
  ctx.mintLabels.set(address, { name: input.name, symbol: input.symbol, decimals: input.decimals });
  return { signature, mint: address };
}
