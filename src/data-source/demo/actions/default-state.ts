import { refusals, requireAuthority, ROLE_NAMES } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import { hasExtension, mintParam, withParams } from '../demo-mints';
import { tokenActionModule } from './token-action';

const CONFIG = 'DefaultAccountState';

/** Whether new accounts start frozen or usable, as the token program sets it: the freeze authority's call. */
export const updateDefaultState = tokenActionModule<ChainActionOf<'update-default-state'>>({
  next(state, action, owner) {
    const { mint } = state;
    if (!hasExtension(mint, CONFIG)) throw refusals.noDefaultState();
    requireAuthority(mint.freezeAuthority, owner, ROLE_NAMES.freeze);
    if ((mintParam(mint, CONFIG, 'state') === 'Frozen') === action.frozen) {
      throw refusals.defaultStateAlready(action.frozen);
    }
    return { ...state, mint: withParams(mint, CONFIG, { state: action.frozen ? 'Frozen' : 'Initialized' }) };
  },
  entry: () => ({ amount: null, to: '' }),
});
