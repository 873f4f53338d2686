import { refusals } from '../../action-wording';
import { transfersPerTransaction, type ChainActionOf } from '../../contract';
import { buildSendTokensInstructions } from '../builders/send-tokens';
import type { PlanAction } from './action-plan';
import { assertU64 } from './amount-limits';
import { parseAddress } from '../parse-address';
import { readSendSource } from './send';
import { newAccountsToThaw, readRecipientAccounts, refuseUnreachable } from './recipient-accounts';
import { hookAccountsFor } from './transfer-hook';
import { transferHookOf } from '../read/token-traits';

/** Several checked transfers of one token from the owner's account, each recipient's account created when missing. */
export const planSendBatch: PlanAction<ChainActionOf<'send-batch'>> = async (ctx, owner, input) => {
  const mintKey = parseAddress(input.mint, 'The token address');
  const { mint, programId, source, balance } = await readSendSource(ctx, owner, mintKey);
  const most = transfersPerTransaction(input.memo, !!transferHookOf(mint));
  if (input.transfers.length === 0 || input.transfers.length > most) throw refusals.batchSize(most);
  const total = input.transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
  if (total > balance) throw refusals.batchOverBalance();
  const recipients = input.transfers.map((transfer) => parseAddress(transfer.recipient, 'A recipient'));
  const accounts = await readRecipientAccounts(ctx, { mint: mintKey, programId }, recipients);
  refuseUnreachable(accounts, input.memo);
  const destinations = new Map(accounts.map((account) => [account.wallet, account.address]));
  // A new account is thawed once, at the first transfer into it.
  const toThaw = newAccountsToThaw(owner, mint, accounts);
  const instructions = [];
  for (const [index, transfer] of input.transfers.entries()) {
    assertU64(transfer.amount, 'The amount', false);
    const recipient = recipients[index]!;
    const destination = destinations.get(recipient)!;
    instructions.push(
      ...(await buildSendTokensInstructions({
        recipient,
        amount: transfer.amount,
        thawNewAccount: toThaw.delete(recipient),
        owner,
        source,
        mint: mintKey,
        programId,
        decimals: mint.decimals,
        ...(input.memo && { memo: input.memo }),
        hookAccounts: await hookAccountsFor(ctx, mint, {
          source,
          mint: mintKey,
          destination,
          owner,
          amount: transfer.amount,
        }),
      })),
    );
  }
  return { instructions, funded: accounts.map((account) => ({ address: account.address, before: account.raw })) };
};
