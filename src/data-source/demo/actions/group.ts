import { groupOfParams, joinGroupIssue, newMaxSizeIssue } from '@/entities/token/lib/group-rules';
import { AppError } from '@/shared/lib/app-error';
import { ISSUER_AUTHORITY_NAMES, refusals, requireAuthority } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import type { DemoChain } from '../demo-chain';
import { mintParam, withParams, type DemoMint } from '../demo-mints';
import { tokenActionModule } from './token-action';

const GROUP = 'TokenGroup';

/** The group a Demo mint is, as the token page lists it; null when it is none. */
export const demoGroupOf = (mint: DemoMint | undefined) =>
  mint ? groupOfParams((name) => mintParam(mint, GROUP, name)) : null;

/**
 * As the chain refuses a member for a group the wallet may not add to; else the group with its new member
 * counted, to be kept once the member lands.
 */
export function joinDemoGroup(chain: DemoChain, owner: string, group: string): DemoMint {
  const mint = chain.mintStateOf(group);
  if (!mint) throw new AppError('invalid', `No token mint exists at ${group} on ${chain.cluster.label}.`);
  const issue = joinGroupIssue(demoGroupOf(mint), owner);
  if (issue) throw new AppError('invalid', `${issue}.`);
  return withParams(mint, GROUP, { size: String(demoGroupOf(mint)!.size + 1n) });
}

/** A group's new maximum number of members, as the token program sets it: its update authority's call. */
export const updateGroupMaxSize = tokenActionModule<ChainActionOf<'update-group-max-size'>>({
  next(state, action, owner) {
    const group = demoGroupOf(state.mint);
    if (!group) throw refusals.notGroup();
    requireAuthority(group.updateAuthority, owner, ISSUER_AUTHORITY_NAMES.group);
    const issue = newMaxSizeIssue(action.maxSize, group);
    if (issue) throw new AppError('invalid', `${issue}.`);
    return { ...state, mint: withParams(state.mint, GROUP, { maxSize: String(action.maxSize) }) };
  },
  entry: () => ({ amount: null, to: '' }),
});
