import { createNoopSigner, type Address } from '@solana/kit';
import { getBurnCheckedInstruction } from '@solana-program/token-2022';
import { refusals } from '../../../action-wording';
import type { SolanaContext } from '../../context';
import { assertU64 } from '../amount-limits';
import { parseAddress } from '../../parse-address';
import { readSendSource } from '../send';
import type { ActionPlan } from '../action-plan';

/** Burns from the account a send would spend from; never more than it holds. */
export async function planBurn(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string; amount: bigint },
): Promise<ActionPlan> {
  assertU64(input.amount, 'The amount', false);
  const mintKey = parseAddress(input.mint, 'The token address');
  const { mint, mintRaw, programId, source, sourceRaw, balance } = await readSendSource(ctx, owner, mintKey);
  if (input.amount > balance) throw refusals.burnLimit(balance, mint.decimals);
  return {
    instructions: [
      getBurnCheckedInstruction(
        {
          account: source,
          mint: mintKey,
          authority: createNoopSigner(owner),
          amount: input.amount,
          decimals: mint.decimals,
        },
        { programAddress: programId },
      ),
    ],
    watch: [
      { address: mintKey, kind: 'mint', prefix: '', before: mintRaw },
      { address: source, kind: 'token-account', prefix: 'Your account: ', before: sourceRaw },
    ],
    mint,
    rentLamports: 0n,
  };
}
