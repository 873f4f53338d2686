import { PublicKey } from '@solana/web3.js';
import { SimulationFailedError } from '../../errors';
import type { ActionResult, MintTokensInput, OnStage, WalletSigner } from '../../model';
import { buildMintTokensInstructions } from '../builders/mint-tokens';
import type { SolanaContext } from '../context';
import { signAndSend } from '../send/send-transaction';
import { assertU64, parseAddress } from './amount-limits';
import { readMintAccount } from './read-mint';

export async function mintTokens(
  ctx: SolanaContext,
  signer: WalletSigner,
  input: MintTokensInput,
  onStage?: OnStage,
): Promise<ActionResult> {
  onStage?.('building');
  assertU64(input.amount, 'The amount', false);
  const authority = new PublicKey(signer.address);
  const mintKey = parseAddress(input.mint, 'The token address');
  const destinationOwner = input.destination ? parseAddress(input.destination, 'The destination') : authority;
  const { mint, programId } = await readMintAccount(ctx, mintKey);
  // Said before the wallet is asked, in the same words a failed simulation would use.
  if (!mint.mintAuthority?.equals(authority)) {
    throw new SimulationFailedError(
      mint.mintAuthority
        ? 'This wallet is not the mint authority of this token.'
        : "This token's supply is fixed: no one can mint more.",
    );
  }
  const instructions = buildMintTokensInstructions({
    authority,
    mint: mintKey,
    programId,
    decimals: mint.decimals,
    destinationOwner,
    amount: input.amount,
  });
  const signature = await signAndSend(ctx, { signer, instructions, action: 'mint', onStage });
  return { signature };
}
