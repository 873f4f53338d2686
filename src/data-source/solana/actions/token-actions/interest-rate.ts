import { createNoopSigner, type Address } from '@solana/kit';
import { getUpdateRateInterestBearingMintInstruction } from '@solana-program/token-2022';
import { interestRateIssue } from '@/entities/token/lib/create-options';
import { AppError } from '@/shared/lib/app-error';
import { ISSUER_AUTHORITY_NAMES, refusals, requireAuthority } from '../../../action-wording';
import type { ChainActionOf } from '../../../contract';
import type { SolanaContext } from '../../context';
import { authorityOf } from '../../read/mint-authorities';
import type { ActionPlan } from '../action-plan';
import { readPlanMint } from './plan-mint';

/**
 * An interest-bearing mint's new rate, from now: what accrued so far stays at the old rate (the program
 * keeps the time-weighted average), the shown balances grow at the new one. Its rate authority's call.
 */
export async function planUpdateInterestRate(
  ctx: SolanaContext,
  owner: Address,
  input: ChainActionOf<'update-interest-rate'>,
): Promise<ActionPlan> {
  const issue = interestRateIssue(input.rate);
  if (issue) throw new AppError('invalid', `${issue}.`);
  const { mintKey, mint, programId, watched } = await readPlanMint(ctx, input.mint);
  const authority = authorityOf(mint, 'interest-rate');
  if (authority === undefined) throw refusals.notInterestBearing();
  requireAuthority(authority, owner, ISSUER_AUTHORITY_NAMES.rate);
  return {
    instructions: [
      getUpdateRateInterestBearingMintInstruction(
        { mint: mintKey, rateAuthority: createNoopSigner(owner), rate: input.rate },
        { programAddress: programId },
      ),
    ],
    watch: [watched],
    mint,
    rentLamports: 0n,
  };
}
