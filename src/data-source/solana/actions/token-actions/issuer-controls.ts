import { createNoopSigner, type Address } from '@solana/kit';
import {
  getPauseInstruction,
  getResumeInstruction,
  getUpdateMultiplierScaledUiMintInstruction,
} from '@solana-program/token-2022';
import { multiplierIssue } from '@/entities/token/lib/create-options';
import { AppError } from '@/shared/lib/app-error';
import { ISSUER_AUTHORITY_NAMES, refusals, requireAuthority } from '../../../action-wording';
import type { SolanaContext } from '../../context';
import { extensionOf } from '../../read/raw-account';
import type { ActionPlan } from '../action-plan';
import { readPlanMint } from './plan-mint';
import { authorityOf } from '../../read/mint-authorities';

/** Stops (or lets again) every transfer, mint and burn of a pausable mint: its pause authority's call. */
export async function planPause(
  ctx: SolanaContext,
  owner: Address,
  input: { kind: 'pause' | 'resume'; mint: string },
): Promise<ActionPlan> {
  const { mintKey, mint, programId, watched } = await readPlanMint(ctx, input.mint);
  const config = extensionOf(mint, 'PausableConfig');
  if (!config) throw refusals.notPausable();
  requireAuthority(authorityOf(mint, 'pause'), owner, ISSUER_AUTHORITY_NAMES.pause);
  if (config.paused === (input.kind === 'pause')) throw refusals.pauseState(input.kind);
  const accounts = { mint: mintKey, authority: createNoopSigner(owner) };
  const program = { programAddress: programId };
  return {
    instructions: [
      input.kind === 'pause' ? getPauseInstruction(accounts, program) : getResumeInstruction(accounts, program),
    ],
    watch: [watched],
    mint,
    rentLamports: 0n,
  };
}

/**
 * A new multiplier for a scaled mint, in force at once (`effectiveAt` null) or from a unix time: every
 * balance is then shown through it, no raw amount changes.
 */
export async function planUpdateMultiplier(
  ctx: SolanaContext,
  owner: Address,
  input: { mint: string; multiplier: number; effectiveAt: number | null },
): Promise<ActionPlan> {
  const issue = multiplierIssue(input.multiplier);
  if (issue) throw new AppError('invalid', `${issue}.`);
  if (input.effectiveAt !== null && !(Number.isSafeInteger(input.effectiveAt) && input.effectiveAt > 0)) {
    throw new AppError('invalid', 'The time it takes effect must be a moment in the future.');
  }
  const { mintKey, mint, programId, watched } = await readPlanMint(ctx, input.mint);
  const config = extensionOf(mint, 'ScaledUiAmountConfig');
  if (!config) throw refusals.notScaled();
  requireAuthority(authorityOf(mint, 'multiplier'), owner, ISSUER_AUTHORITY_NAMES.multiplier);
  return {
    instructions: [
      getUpdateMultiplierScaledUiMintInstruction(
        {
          mint: mintKey,
          authority: createNoopSigner(owner),
          multiplier: input.multiplier,
          // A time already passed puts the multiplier in force at once.
          effectiveTimestamp: BigInt(input.effectiveAt ?? 0),
        },
        { programAddress: programId },
      ),
    ],
    watch: [watched],
    mint,
    rentLamports: 0n,
  };
}
