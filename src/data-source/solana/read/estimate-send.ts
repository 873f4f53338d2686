import { rentExemptLamports } from '../../fee-rules';
import { isOffCurveAddress } from '@solana/kit';
import type { SendTokensInput } from '../../contract';
import type { SendEstimate } from '@/entities/transfer/model';
import { associatedAccountSize } from '../builders/associated-account-size';
import { buildSendTokensInstructions, recipientTokenAccount } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import type { RawAccount } from './raw-account';
import { epochRequest, transferFeeInForce, type EpochInfo } from './fee-in-force';
import { readAccounts } from './read-mints';
import { priceTransaction } from '../send/price-transaction';
import { parseAddress } from '../parse-address';
import { mintFrom } from './read-mint';
import { recipientAccount } from './recipient-accounts';
import { refusals } from '../../action-wording';
import { hookCallFor } from './transfer-hook';

/**
 * The fee of the very transaction a send would build (its base fee and its priority fee, from a
 * simulation and the recent fees on its accounts), plus the rent of the recipient's associated
 * account when it does not exist yet.
 */
export async function estimateSend(
  ctx: SolanaContext,
  ownerAddress: string,
  input: Omit<SendTokensInput, 'amount'>,
): Promise<SendEstimate> {
  const owner = parseAddress(ownerAddress, 'The wallet');
  const mintKey = parseAddress(input.mint, 'The token address');
  const recipient = parseAddress(input.recipient, 'The recipient');
  const recipientOffCurve = isOffCurveAddress(recipient);
  const [mintRaw] = await readAccounts(ctx, [mintKey]);
  const { mint, programId } = mintFrom(ctx, mintKey, mintRaw ?? null);
  const destination = await recipientTokenAccount({ mint: mintKey, recipient, programId });
  // The fee depends on the signatures, not on which of the owner's accounts pays out.
  const source = await recipientTokenAccount({ mint: mintKey, recipient: owner, programId });
  const instructions = await buildSendTokensInstructions({
    owner,
    source,
    mint: mintKey,
    programId,
    decimals: mint.decimals,
    recipient,
    amount: 1n,
  });
  // A transfer of one base unit prices like the real one; if it would fail (a balance still landing),
  // the units it ran before failing are still the best estimate, and the send itself is priced again.
  const [priced, rent, [destinationAccounts, epochInfo]] = await Promise.all([
    priceTransaction(ctx, owner, instructions),
    ctx.rent(),
    ctx.batch([
      { method: 'getMultipleAccounts', params: [[destination], { encoding: 'base64', commitment: 'confirmed' }] },
      ...epochRequest(mint),
    ]) as Promise<[{ value: (RawAccount | null)[] }, EpochInfo?]>,
  ]);
  const [account] = destinationAccounts.value.map((raw) => recipientAccount(recipient, destination, raw ?? null));
  // A hooked token: the issuer's program runs on the transfer, with the accounts it is handed, said first.
  const hook = await hookCallFor(ctx, mint, {
    source,
    mint: mintKey,
    destination,
    owner,
    amount: 1n,
  });
  const rentLamports = account!.raw ? 0n : rentExemptLamports(rent, associatedAccountSize(mint, programId));
  return {
    memoRequired: account!.memoRequired,
    recipientRefusal: account!.confidentialOnly ? refusals.confidentialOnly(recipient).message : null,
    feeLamports: priced.fee.total,
    networkFee: priced.fee,
    rentLamports,
    recipientOffCurve,
    transferFee: transferFeeInForce(mint, epochInfo),
    hook,
  };
}
