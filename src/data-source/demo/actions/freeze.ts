import { accountFacts, changesBetween, refusals, requireAuthority, ROLE_NAMES } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import type { DemoActionState } from '../demo-mints';
import { tokenActionModule } from './token-action';

type FreezeOrThaw = ChainActionOf<'freeze' | 'thaw'>;

/** A holder's account frozen or thawed by the freeze authority. */
export const freeze = tokenActionModule<FreezeOrThaw>({
  next(state, action, owner, holds) {
    const mint = { ...state.mint, frozen: [...state.mint.frozen] };
    requireAuthority(mint.freezeAuthority, owner, ROLE_NAMES.freeze);
    if (!holds(action.holder)) throw refusals.noHolderAccount();
    if (mint.frozen.includes(action.holder) === (action.kind === 'freeze')) throw refusals.freezeState(action.kind);
    mint.frozen =
      action.kind === 'freeze' ? [...mint.frozen, action.holder] : mint.frozen.filter((h) => h !== action.holder);
    return { ...state, mint };
  },
  accountChanges(before, after, _owner, action) {
    const facts = (of: DemoActionState) =>
      accountFacts({ amount: 0n, frozen: of.mint.frozen.includes(action.holder) }, { decimals: 0 });
    return changesBetween(facts(before), facts(after), "The holder's account: ");
  },
  entry: (action) => ({ amount: null, to: action.holder }),
});
