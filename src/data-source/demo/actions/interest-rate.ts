import { interestRateIssue } from '@/entities/token/lib/create-options';
import { AppError } from '@/shared/lib/app-error';
import { ISSUER_AUTHORITY_NAMES, refusals, requireAuthority } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import { hasExtension, mintParam, nowSeconds, withParams } from '../demo-mints';
import { tokenActionModule } from './token-action';

const CONFIG = 'InterestBearingConfig';

/**
 * An interest-bearing token's new rate, from now, as the token program sets it: what accrued so far is
 * kept as the time-weighted average of the rates until now, and the new rate runs from this moment.
 */
export const updateInterestRate = tokenActionModule<ChainActionOf<'update-interest-rate'>>({
  next(state, action, owner) {
    const { mint } = state;
    const issue = interestRateIssue(action.rate);
    if (issue) throw new AppError('invalid', `${issue}.`);
    if (!hasExtension(mint, CONFIG)) throw refusals.notInterestBearing();
    requireAuthority(mintParam(mint, CONFIG, 'rateAuthority'), owner, ISSUER_AUTHORITY_NAMES.rate);
    const number = (name: string) => Number(mintParam(mint, CONFIG, name) ?? 0);
    const [initialized, updated, now] = [
      number('initializationTimestamp'),
      number('lastUpdateTimestamp'),
      nowSeconds(),
    ];
    const elapsed = now - initialized;
    const average =
      elapsed > 0
        ? Math.trunc(
            (number('preUpdateAverageRate') * (updated - initialized) + number('currentRate') * (now - updated)) /
              elapsed,
          )
        : // As the program does when no time has passed: the rate in force so far, not the new one.
          number('currentRate');
    const params = {
      currentRate: String(action.rate),
      preUpdateAverageRate: String(average),
      lastUpdateTimestamp: String(now),
    };
    return { ...state, mint: withParams(mint, CONFIG, params) };
  },
  entry: () => ({ amount: null, to: '' }),
});
