import { generateKeyPairSigner } from '@solana/kit';
import { createOptionsIssues } from '@/entities/token/lib/create-options';
import type { WalletSigner } from '@/entities/wallet/model';
import { DataError } from '../../errors';
import type { ActionOptions, ActionResult, CreateTokenInput } from '../../model';
import { buildCreateTokenInstructions, createTokenSizes } from '../builders/create-token';
import type { SolanaContext } from '../context';
import { signAndSend } from '../send/send-transaction';
import { assertU64, parseAddress } from './amount-limits';

export async function createToken(
  ctx: SolanaContext,
  signer: WalletSigner,
  input: CreateTokenInput,
  { onStage, signal }: ActionOptions = {},
): Promise<ActionResult & { mint: string }> {
  onStage?.('building');
  if (!Number.isInteger(input.decimals) || input.decimals < 0 || input.decimals > 9) {
    throw new DataError('invalid', 'Decimals must be a whole number from 0 to 9.');
  }
  assertU64(input.initialSupply, 'The initial supply');
  const [issue] = Object.values(createOptionsIssues(input.options ?? {}, input.initialSupply));
  if (issue) throw new DataError('invalid', `${issue}.`);
  const owner = parseAddress(signer.address, 'The wallet');
  // A fresh address for the mint; its key signs once, here, and is then forgotten.
  const mint = await generateKeyPairSigner();
  const sizes = createTokenSizes({
    owner,
    mint: mint.address,
    name: input.name,
    symbol: input.symbol,
    options: input.options,
  });
  const mintLamports = await ctx.rpc
    .getMinimumBalanceForRentExemption(BigInt(sizes.funded), { commitment: 'confirmed' })
    .send({ abortSignal: signal });
  const instructions = await buildCreateTokenInstructions({
    owner,
    mint,
    name: input.name,
    symbol: input.symbol,
    decimals: input.decimals,
    initialSupply: input.initialSupply,
    options: input.options,
    mintLamports,
  });
  const signature = await signAndSend(ctx, {
    signer,
    instructions,
    coSigners: [mint],
    action: 'create',
    onStage,
    signal,
  });
  ctx.mintLabels.set(mint.address, { name: input.name, symbol: input.symbol, decimals: input.decimals });
  return { signature, mint: mint.address };
}
