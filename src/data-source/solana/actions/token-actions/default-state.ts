import { createNoopSigner, unwrapOption, type Address } from '@solana/kit';
import { AccountState, getUpdateDefaultAccountStateInstruction } from '@solana-program/token-2022';
import { refusals, requireAuthority, ROLE_NAMES } from '../../../action-wording';
import type { ChainActionOf } from '../../../contract';
import type { SolanaContext } from '../../context';
import { extensionOf } from '../../read/raw-account';
import type { ActionPlan } from '../action-plan';
import { readPlanMint } from './plan-mint';

/**
 * Whether accounts made from now on start frozen or usable (those that exist keep their state): a mint with
 * the Default account state extension, changed by its freeze authority.
 */
export async function planUpdateDefaultState(
  ctx: SolanaContext,
  owner: Address,
  input: ChainActionOf<'update-default-state'>,
): Promise<ActionPlan> {
  const { mintKey, mint, programId, watched } = await readPlanMint(ctx, input.mint);
  const config = extensionOf(mint, 'DefaultAccountState');
  if (!config) throw refusals.noDefaultState();
  requireAuthority(unwrapOption(mint.freezeAuthority), owner, ROLE_NAMES.freeze);
  if ((config.state === AccountState.Frozen) === input.frozen) throw refusals.defaultStateAlready(input.frozen);
  return {
    instructions: [
      getUpdateDefaultAccountStateInstruction(
        {
          mint: mintKey,
          freezeAuthority: createNoopSigner(owner),
          state: input.frozen ? AccountState.Frozen : AccountState.Initialized,
        },
        { programAddress: programId },
      ),
    ],
    watch: [watched],
    mint,
    rentLamports: 0n,
  };
}
