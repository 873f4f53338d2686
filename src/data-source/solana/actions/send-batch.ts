import { refusals } from '../../action-wording';
import { BATCH_MAX_TRANSFERS, type ChainActionOf } from '../../contract';
import { buildSendTokensInstructions, recipientTokenAccount } from '../builders/send-tokens';
import type { PlanAction } from './action-plan';
import { assertU64 } from './amount-limits';
import { parseAddress } from '../parse-address';
import { readSendSource } from './send';
import { newAccountsToThaw } from './thaw-new-accounts';

/** Several checked transfers of one token from the owner's account, each recipient's account created when missing. */
export const planSendBatch: PlanAction<ChainActionOf<'send-batch'>> = async (ctx, owner, input) => {
  if (input.transfers.length === 0 || input.transfers.length > BATCH_MAX_TRANSFERS) {
    throw refusals.batchSize(BATCH_MAX_TRANSFERS);
  }
  const mintKey = parseAddress(input.mint, 'The token address');
  const { mint, programId, source, balance } = await readSendSource(ctx, owner, mintKey);
  const total = input.transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
  if (total > balance) throw refusals.batchOverBalance();
  const recipients = input.transfers.map((transfer) => parseAddress(transfer.recipient, 'A recipient'));
  // A new account is thawed once, at the first transfer into it.
  const toThaw = await newAccountsToThaw(ctx, owner, mint, { mint: mintKey, programId }, recipients);
  const plans = input.transfers.map((transfer, index) => {
    assertU64(transfer.amount, 'The amount', false);
    const recipient = recipients[index]!;
    return { recipient, amount: transfer.amount, thawNewAccount: toThaw.delete(recipient) };
  });
  const instructions = (
    await Promise.all(
      plans.map((plan) =>
        buildSendTokensInstructions({ ...plan, owner, source, mint: mintKey, programId, decimals: mint.decimals }),
      ),
    )
  ).flat();
  const funded = await Promise.all(
    [...new Set(recipients)].map(async (recipient) => ({
      address: await recipientTokenAccount({ mint: mintKey, recipient, programId }),
    })),
  );
  return { instructions, funded };
};
