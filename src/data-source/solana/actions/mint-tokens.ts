import type { Address } from '@solana/kit';
import type { WalletSigner } from '@/entities/wallet/model';
import { DataError } from '../../errors';
import type { ActionOptions, ActionResult, MintTokensInput } from '../../contract';
import { buildMintTokensInstructions } from '../builders/mint-tokens';
import { recipientTokenAccount } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { mintAuthorityOf } from '../read/raw-account';
import { signAndSend } from '../send/send-transaction';
import { assertU64 } from './amount-limits';
import { parseAddress } from '../address';
import { readMintAccount } from './read-mint';
import { newAccountsToThaw } from './thaw-new-accounts';

/** The instructions of a mint, once the chain says the wallet may mint; the destination's associated account. */
export async function planMint(ctx: SolanaContext, authority: Address, input: MintTokensInput) {
  assertU64(input.amount, 'The amount', false);
  const mintKey = parseAddress(input.mint, 'The token address');
  const destinationOwner = input.destination ? parseAddress(input.destination, 'The destination') : authority;
  const { mint, programId } = await readMintAccount(ctx, mintKey);
  const mintAuthority = mintAuthorityOf(mint);
  // Said before the wallet is asked, in the same words a failed simulation would use.
  if (mintAuthority !== authority) {
    throw new DataError(
      'simulation-failed',
      mintAuthority
        ? 'This wallet is not the mint authority of this token.'
        : "This token's supply is fixed: no one can mint more.",
    );
  }
  const toThaw = await newAccountsToThaw(ctx, authority, mint, { mint: mintKey, programId }, [destinationOwner]);
  const instructions = await buildMintTokensInstructions({
    authority,
    mint: mintKey,
    programId,
    decimals: mint.decimals,
    destinationOwner,
    amount: input.amount,
    thawNewAccount: toThaw.has(destinationOwner),
  });
  return { instructions, destination: await recipientTokenAccount({ mint: mintKey, recipient: destinationOwner, programId }) };
}

export async function mintTokens(
  ctx: SolanaContext,
  signer: WalletSigner,
  input: MintTokensInput,
  { onStage, signal }: ActionOptions = {},
): Promise<ActionResult> {
  onStage?.('building');
  const authority = parseAddress(signer.address, 'The wallet');
  const { instructions } = await planMint(ctx, authority, input);
  const signature = await signAndSend(ctx, { signer, instructions, action: 'mint', onStage, signal });
  return { signature };
}
