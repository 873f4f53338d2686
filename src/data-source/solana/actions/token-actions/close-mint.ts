import { createNoopSigner, type Address } from '@solana/kit';
import { getCloseAccountInstruction } from '@solana-program/token-2022';
import { formatAmount } from '@/shared/lib/amount';
import { ISSUER_AUTHORITY_NAMES, refusals, requireAuthority } from '../../../action-wording';
import type { ChainActionOf } from '../../../contract';
import type { SolanaContext } from '../../context';
import { authorityOf } from '../../read/mint-authorities';
import type { ActionPlan } from '../action-plan';
import { readPlanMint } from './plan-mint';

/**
 * A Token-2022 mint closed for good, its rent to the wallet: only with a mint close authority (an extension
 * chosen at creation), only by it, and only once no token of it is left (its supply is 0).
 */
export async function planCloseMint(
  ctx: SolanaContext,
  owner: Address,
  input: ChainActionOf<'close-mint'>,
): Promise<ActionPlan> {
  const { mintKey, mint, programId, watched } = await readPlanMint(ctx, input.mint);
  const authority = authorityOf(mint, 'close-mint');
  if (authority === undefined) throw refusals.notClosable();
  requireAuthority(authority, owner, ISSUER_AUTHORITY_NAMES.close);
  if (mint.supply > 0n) throw refusals.supplyLeft(formatAmount(mint.supply, mint.decimals));
  return {
    instructions: [
      getCloseAccountInstruction(
        { account: mintKey, destination: owner, owner: createNoopSigner(owner) },
        { programAddress: programId },
      ),
    ],
    watch: [watched],
    mint,
    rentLamports: 0n,
  };
}
