import type { Address } from '@solana/kit';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { buildMemoTransferInstructions } from '../../builders/memo-transfer';
import { refusals } from '../../../action-wording';
import type { SolanaContext } from '../../context';
import { decodeTokenAccountFull, extensionOf } from '../../read/raw-account';
import { parseAddress } from '../../parse-address';
import { readSendSource } from '../send';
import type { ActionPlan } from '../action-plan';

/**
 * Requires (or stops requiring) a memo with every transfer into the wallet's own account of a Token-2022
 * token. An account made without room for the setting grows first: the wallet pays the rent of the bytes.
 */
export async function planMemoTransfer(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string; required: boolean },
): Promise<ActionPlan> {
  const mintKey = parseAddress(input.mint, 'The token address');
  const { mint, mintRaw, programId, source, sourceRaw } = await readSendSource(ctx, owner, mintKey);
  if (programId !== TOKEN_2022_PROGRAM_ADDRESS) throw refusals.memoTransferClassic();
  const setting = extensionOf(decodeTokenAccountFull(sourceRaw), 'MemoTransfer');
  if (!!setting?.requireIncomingTransferMemos === input.required) throw refusals.memoTransferState(input.required);
  return {
    instructions: buildMemoTransferInstructions({
      account: source,
      owner,
      required: input.required,
      grow: !setting,
    }),
    watch: [
      { address: mintKey, kind: 'mint', prefix: '', before: mintRaw },
      { address: source, kind: 'token-account', prefix: 'Your account: ', before: sourceRaw },
    ],
    mint,
    funded: [{ address: source, before: sourceRaw }],
  };
}
