import type { Address } from '@solana/kit';
import type { WalletSigner } from '@/entities/wallet/model';
import { DataError } from '../../errors';
import type { ActionOptions, ActionResult, SendTokensInput } from '../../contract';
import { buildSendTokensInstructions } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { decodeTokenAccount } from '../read/raw-account';
import { readTokenAccounts, spendAccount } from '../read/token-accounts';
import { signAndSend } from '../send/send-transaction';
import { assertU64 } from './amount-limits';
import { parseAddress } from '../address';
import { readMintAndAssociated } from './read-mint';
import { newAccountsToThaw } from './thaw-new-accounts';

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
  if (!spent) throw new DataError('invalid', 'This wallet holds no account of this token.');
  return {
    mint,
    mintRaw,
    programId,
    source: spent.address as Address,
    sourceRaw: spent.raw,
    balance: spent.amount,
  };
}

export async function sendTokens(
  ctx: SolanaContext,
  signer: WalletSigner,
  input: SendTokensInput,
  { onStage, signal }: ActionOptions = {},
): Promise<ActionResult> {
  onStage?.('building');
  assertU64(input.amount, 'The amount', false);
  const owner = parseAddress(signer.address, 'The wallet');
  const mintKey = parseAddress(input.mint, 'The token address');
  const recipient = parseAddress(input.recipient, 'The recipient');
  const { mint, programId, source } = await readSendSource(ctx, owner, mintKey);
  const toThaw = await newAccountsToThaw(ctx, owner, mint, { mint: mintKey, programId }, [recipient]);
  const instructions = await buildSendTokensInstructions({
    thawNewAccount: toThaw.has(recipient),
    owner,
    source,
    mint: mintKey,
    programId,
    decimals: mint.decimals,
    recipient,
    amount: input.amount,
    references: (input.references ?? []).map((reference) => parseAddress(reference, 'The payment reference')),
  });
  const transfer = { mint: mintKey, recipient, amount: input.amount.toString() };
  const signature = await signAndSend(ctx, { signer, instructions, action: 'send', onStage, signal, transfer });
  return { signature };
}
