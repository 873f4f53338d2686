import { multiplierIssue } from '@/entities/token/lib/create-options';
import { AppError } from '@/shared/lib/app-error';
import { ISSUER_AUTHORITY_NAMES, refusals, requireAuthority } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import { demoTraits, hasExtension, mintParam, nowSeconds, withParams } from '../demo-mints';
import { tokenActionModule } from './token-action';

type PauseOrResume = ChainActionOf<'pause' | 'resume'>;

/** Every transfer, mint and burn of the token stopped, or let go again, by the pause authority. */
export const pause = tokenActionModule<PauseOrResume>({
  next(state, action, owner) {
    const { mint } = state;
    if (!hasExtension(mint, 'PausableConfig')) throw refusals.notPausable();
    requireAuthority(mintParam(mint, 'PausableConfig', 'authority'), owner, ISSUER_AUTHORITY_NAMES.pause);
    if (!!demoTraits(mint).paused === (action.kind === 'pause')) throw refusals.pauseState(action.kind);
    return { ...state, mint: withParams(mint, 'PausableConfig', { paused: action.kind === 'pause' ? 'Yes' : 'No' }) };
  },
  entry: () => ({ amount: null, to: '' }),
});

/** A scaled token's multiplier changed, now or from a time to come. */
export const updateMultiplier = tokenActionModule<ChainActionOf<'update-multiplier'>>({
  next(state, action, owner) {
    const { mint } = state;
    const issue = multiplierIssue(action.multiplier);
    if (issue) throw new AppError('invalid', `${issue}.`);
    if (!hasExtension(mint, 'ScaledUiAmountConfig')) throw refusals.notScaled();
    requireAuthority(mintParam(mint, 'ScaledUiAmountConfig', 'authority'), owner, ISSUER_AUTHORITY_NAMES.multiplier);
    const at = action.effectiveAt ?? 0;
    const value = String(action.multiplier);
    // As the token program does: a time already passed puts the new multiplier in force at once.
    const params = {
      ...(at <= nowSeconds() && { multiplier: value }),
      newMultiplier: value,
      newMultiplierEffectiveTimestamp: String(at),
    };
    return { ...state, mint: withParams(mint, 'ScaledUiAmountConfig', params) };
  },
  entry: () => ({ amount: null, to: '' }),
});
