import { pausedSentence } from '@/entities/token/lib/token-traits';
import { AppError } from '@/shared/lib/app-error';
import { refusals } from '../../action-wording';
import type { ChainActionOf } from '../../contract';
import { demoBalanceChanges, demoTraits, refusePermissionedBurn } from '../demo-mints';
import { tokenActionModule } from './token-action';

export const burn = tokenActionModule<ChainActionOf<'burn'>>({
  next(state, action, owner) {
    if (demoTraits(state.mint).paused) throw new AppError('simulation-failed', pausedSentence(state.mint.symbol));
    if (action.amount <= 0n) throw refusals.amountNotPositive();
    if (action.amount > state.balance) throw refusals.burnLimit(state.balance, state.decimals);
    refusePermissionedBurn(state.mint, owner);
    return { ...state, balance: state.balance - action.amount, supply: state.supply - action.amount };
  },
  accountChanges: (before, after) => demoBalanceChanges(before, after, 'Your account: '),
  entry: (action) => ({ amount: action.amount, to: '' }),
});
