import { createNoopSigner, type Address } from '@solana/kit';
import { getUpdateTransferHookInstruction } from '@solana-program/token-2022';
import { hookAddressIssue, hookProgramKindIssue } from '@/entities/token/lib/hook-program';
import { AppError } from '@/shared/lib/app-error';
import { refusals, requireAuthority, ROLE_NAMES } from '../../../action-wording';
import type { ChainActionOf } from '../../../contract';
import type { SolanaContext } from '../../context';
import { parseAddress } from '../../parse-address';
import { inspectAddress } from '../../read/inspect-address';
import { authorityOf } from '../../read/mint-authorities';
import { transferHookOf } from '../../read/token-traits';
import type { ActionPlan } from '../action-plan';
import { readPlanMint } from './plan-mint';

/**
 * Refused before anything is signed unless the address holds an executable program other than a token
 * program: the token program calls the hook on every transfer, and anything else would stop them all.
 */
export async function requireHookProgram(ctx: SolanaContext, program: string): Promise<Address> {
  const issue = hookAddressIssue(program) ?? hookProgramKindIssue(await inspectAddress(ctx, program));
  if (issue) throw new AppError('invalid', `${issue}.`);
  return parseAddress(program, 'The transfer hook program');
}

/**
 * The program a hooked token calls on every transfer, set, changed or removed (null) by its transfer hook
 * authority. Only a mint created with the extension carries one; the holders' accounts need no change.
 */
export async function planUpdateTransferHook(
  ctx: SolanaContext,
  owner: Address,
  input: ChainActionOf<'update-transfer-hook'>,
): Promise<ActionPlan> {
  const next = input.program === null ? null : await requireHookProgram(ctx, input.program);
  const { mintKey, mint, programId, watched } = await readPlanMint(ctx, input.mint);
  const authority = authorityOf(mint, 'transfer-hook');
  if (authority === undefined) throw refusals.noTransferHook();
  requireAuthority(authority, owner, ROLE_NAMES['transfer-hook']);
  const current = transferHookOf(mint) ?? null;
  if (current === next) throw refusals.hookAlready(current);
  return {
    instructions: [
      getUpdateTransferHookInstruction(
        { mint: mintKey, authority: createNoopSigner(owner), programId: next },
        { programAddress: programId },
      ),
    ],
    watch: [watched],
    mint,
    rentLamports: 0n,
  };
}
