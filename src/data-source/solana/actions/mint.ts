import { refusals } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import { buildMintTokensInstructions } from '../builders/mint-tokens';
import { recipientTokenAccount } from '../builders/send-tokens';
import { mintAuthorityOf } from '../read/raw-account';
import type { PlanAction } from './action-plan';
import { assertU64 } from './amount-limits';
import { parseAddress } from '../parse-address';
import { readMintAccount } from '../read/read-mint';
import { refuseNonWallets } from '../read/inspect-address';
import { newAccountsToThaw, readRecipientAccounts, thawsNewAccounts } from '../read/recipient-accounts';

/** The instructions of a mint, once the chain says the wallet may mint; its destination's associated account may be created. */
export const planMint: PlanAction<ChainActionOf<'mint'>> = async (ctx, authority, input) => {
  assertU64(input.amount, 'The amount', false);
  const mintKey = parseAddress(input.mint, 'The token address');
  const destinationOwner = input.destination ? parseAddress(input.destination, 'The destination') : authority;
  // Minted to another wallet: held to the check every way of paying shares.
  const [{ mint, programId }] = await Promise.all([
    readMintAccount(ctx, mintKey),
    destinationOwner === authority ? undefined : refuseNonWallets(ctx, [destinationOwner]),
  ]);
  const mintAuthority = mintAuthorityOf(mint);
  // Said before the wallet is asked, in the same words a failed simulation would use.
  if (mintAuthority !== authority) throw refusals.cannotMint(mintAuthority);
  const toThaw = thawsNewAccounts(authority, mint)
    ? newAccountsToThaw(
        authority,
        mint,
        await readRecipientAccounts(ctx, { mint: mintKey, programId }, [destinationOwner]),
      )
    : new Set();
  const instructions = await buildMintTokensInstructions({
    authority,
    mint: mintKey,
    programId,
    decimals: mint.decimals,
    destinationOwner,
    amount: input.amount,
    thawNewAccount: toThaw.has(destinationOwner),
  });
  const destination = await recipientTokenAccount({ mint: mintKey, recipient: destinationOwner, programId });
  return { instructions, funded: [{ address: destination }] };
};
