import type { WalletSigner } from '@/entities/wallet/model';
import { DataError } from '../../errors';
import { BATCH_MAX_TRANSFERS, type ActionOptions, type ActionResult, type SendBatchInput } from '../../contract';
import { buildSendTokensInstructions } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { signAndSend } from '../send/send-transaction';
import { assertU64 } from './amount-limits';
import { parseAddress } from '../address';
import { readSendSource } from './send-tokens';
import { newAccountsToThaw } from './thaw-new-accounts';

/** Several checked transfers of one token from the owner's account, each recipient's account created when missing. */
export async function sendBatch(
  ctx: SolanaContext,
  signer: WalletSigner,
  input: SendBatchInput,
  { onStage, signal, onSigned }: ActionOptions = {},
): Promise<ActionResult> {
  onStage?.('building');
  if (input.transfers.length === 0 || input.transfers.length > BATCH_MAX_TRANSFERS) {
    throw new DataError('invalid', `A batch holds 1 to ${BATCH_MAX_TRANSFERS} transfers.`);
  }
  const owner = parseAddress(signer.address, 'The wallet');
  const mintKey = parseAddress(input.mint, 'The token address');
  const { mint, programId, source, balance } = await readSendSource(ctx, owner, mintKey);
  const total = input.transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
  if (total > balance) throw new DataError('simulation-failed', 'The batch moves more than this account holds.');
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
  const signature = await signAndSend(ctx, { signer, instructions, action: 'send', onStage, signal, onSigned });
  return { signature };
}
