import type { Address } from '@solana/kit';
import { AppError } from '@/shared/lib/app-error';
import type { ChainActionOf } from '../../contract';
import { buildSendTokensInstructions } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { decodeTokenAccount } from '../read/raw-account';
import { readTokenAccounts, spendAccount } from '../read/token-accounts';
import type { PlanAction } from './action-plan';
import { assertU64 } from './amount-limits';
import { parseAddress } from '../parse-address';
import { readMintAndAssociated } from '../read/read-mint';
import { newAccountsToThaw, readRecipientAccounts, refuseUnreachable } from '../read/recipient-accounts';
import { refuseNonWallets } from '../read/inspect-address';
import { hookAccountsFor } from '../read/transfer-hook';

/** The mint, its program and the owner's account the tokens leave from (its associated one, read with the mint). */
export async function readSendSource(ctx: SolanaContext, owner: Address, mintKey: Address) {
  const { mint, mintRaw, programId, associated } = await readMintAndAssociated(ctx, mintKey, owner);
  if (associated.raw) {
    const { address: source, raw } = associated;
    return { mint, mintRaw, programId, source, sourceRaw: raw, balance: decodeTokenAccount(raw).amount };
  }
  // No associated account: the owner may hold the tokens in another account of the same mint.
  const ofMint = (await readTokenAccounts(ctx, owner)).filter((account) => account.mint === mintKey);
  const spent = spendAccount(ofMint, associated.address);
  if (!spent) throw new AppError('invalid', 'This wallet holds no account of this token.');
  return {
    mint,
    mintRaw,
    programId,
    source: spent.address as Address,
    sourceRaw: spent.raw,
    balance: spent.amount,
  };
}

/** A checked transfer from the owner's account; the recipient's associated account is created when missing. */
export const planSend: PlanAction<ChainActionOf<'send'>> = async (ctx, owner, input) => {
  assertU64(input.amount, 'The amount', false);
  const mintKey = parseAddress(input.mint, 'The token address');
  const recipient = parseAddress(input.recipient, 'The recipient');
  // The form checked it; the action checks again (a Solana Pay request or a script never saw the form).
  const [{ mint, programId, source }] = await Promise.all([
    readSendSource(ctx, owner, mintKey),
    refuseNonWallets(ctx, [recipient]),
  ]);
  const accounts = await readRecipientAccounts(ctx, { mint: mintKey, programId }, [recipient]);
  refuseUnreachable(accounts, input.memo);
  const destination = accounts[0]!.address;
  const instructions = await buildSendTokensInstructions({
    thawNewAccount: newAccountsToThaw(owner, mint, accounts).has(recipient),
    owner,
    source,
    mint: mintKey,
    programId,
    decimals: mint.decimals,
    recipient,
    amount: input.amount,
    references: (input.references ?? []).map((reference) => parseAddress(reference, 'The payment reference')),
    ...(input.memo && { memo: input.memo }),
    hookAccounts: await hookAccountsFor(ctx, mint, { source, mint: mintKey, destination, owner, amount: input.amount }),
  });
  return {
    instructions,
    funded: [{ address: destination, before: accounts[0]!.raw }],
    transfer: { mint: mintKey, recipient, amount: input.amount.toString() },
  };
};
