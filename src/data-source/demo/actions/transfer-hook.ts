import { hookAddressIssue, hookProgramKindIssue, NO_HOOK_PROGRAM } from '@/entities/token/lib/hook-program';
import { AppError } from '@/shared/lib/app-error';
import { refusals, requireAuthority, ROLE_NAMES } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import type { DemoChain } from '../demo-chain';
import { demoTraits, hasExtension, mintParam, withParams } from '../demo-mints';
import { tokenActionModule } from './token-action';

const CONFIG = 'TransferHook';

/** As the chain's reads refuse it: a hook must be an executable program, and not a token program. */
export function refuseHookProgram(chain: DemoChain, program: string | null | undefined) {
  if (!program) return;
  const issue = hookAddressIssue(program) ?? hookProgramKindIssue(chain.kindOf(program.trim()));
  if (issue) throw new AppError('invalid', `${issue}.`);
}

/** The program a hooked token calls on every transfer, set, changed or removed: its transfer hook authority's call. */
export const updateTransferHook = tokenActionModule<ChainActionOf<'update-transfer-hook'>>({
  refuse: (chain, action) => refuseHookProgram(chain, action.program),
  next(state, action, owner) {
    const { mint } = state;
    if (!hasExtension(mint, CONFIG)) throw refusals.noTransferHook();
    requireAuthority(mintParam(mint, CONFIG, 'authority'), owner, ROLE_NAMES['transfer-hook']);
    const program = action.program?.trim() ?? null;
    if ((demoTraits(mint).transferHook ?? null) === program) throw refusals.hookAlready(program);
    return { ...state, mint: withParams(mint, CONFIG, { programId: program ?? NO_HOOK_PROGRAM }) };
  },
  entry: () => ({ amount: null, to: '' }),
});
