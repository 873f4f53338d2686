import { createNoopSigner, type Address } from '@solana/kit';
import { getUpdateTokenGroupMaxSizeInstruction } from '@solana-program/token-2022';
import { joinGroupIssue, newMaxSizeIssue } from '@/entities/token/lib/group-rules';
import { AppError } from '@/shared/lib/app-error';
import { ISSUER_AUTHORITY_NAMES, refusals, requireAuthority } from '../../../action-wording';
import type { ChainActionOf } from '../../../contract';
import type { SolanaContext } from '../../context';
import { groupOf } from '../../read/mint-authorities';
import type { ActionPlan } from '../action-plan';
import { readPlanMint } from './plan-mint';

/** Refused before anything is signed unless the wallet may add a member to this group now. */
export async function requireJoinableGroup(ctx: SolanaContext, owner: Address, group: string): Promise<void> {
  const { mint } = await readPlanMint(ctx, group);
  const issue = joinGroupIssue(groupOf(mint), owner);
  if (issue) throw new AppError('invalid', `${issue}.`);
}

/** A group's new maximum number of members: never below those it holds; its update authority's call. */
export async function planUpdateGroupMaxSize(
  ctx: SolanaContext,
  owner: Address,
  input: ChainActionOf<'update-group-max-size'>,
): Promise<ActionPlan> {
  const { mintKey, mint, programId, watched } = await readPlanMint(ctx, input.mint);
  const group = groupOf(mint);
  if (!group) throw refusals.notGroup();
  requireAuthority(group.updateAuthority, owner, ISSUER_AUTHORITY_NAMES.group);
  const issue = newMaxSizeIssue(input.maxSize, group);
  if (issue) throw new AppError('invalid', `${issue}.`);
  return {
    instructions: [
      getUpdateTokenGroupMaxSizeInstruction(
        { group: mintKey, updateAuthority: createNoopSigner(owner), maxSize: input.maxSize },
        { programAddress: programId },
      ),
    ],
    watch: [watched],
    mint,
    rentLamports: 0n,
  };
}
