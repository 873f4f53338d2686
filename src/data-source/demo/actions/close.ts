import { AppError } from '@/shared/lib/app-error';
import { CLOSE_BATCH_MAX, type ChainActionOf } from '../../contract';
import type { DemoActionModule } from '../demo-action-module';
import { accountRent, type DemoChain } from '../demo-chain';

/** The accounts to close, once each is known to be the owner's, empty and not frozen. */
function closable(chain: DemoChain, owner: string, accounts: readonly string[]) {
  if (accounts.length === 0) throw new AppError('invalid', 'Choose at least one account to close.');
  if (accounts.length > CLOSE_BATCH_MAX) {
    throw new AppError('invalid', `At most ${CLOSE_BATCH_MAX} accounts are closed in one transaction.`);
  }
  const closing = chain.walletOf(owner).tokens.filter((token) => accounts.includes(token.tokenAccount));
  if (closing.length !== accounts.length) throw new AppError('invalid', 'An account is not a token account any more.');
  for (const token of closing) chain.refuseFrozen(owner, token.mint);
  if (closing.some((token) => token.balance !== 0n)) {
    throw new AppError('invalid', 'An account is not empty any more: it was left open.');
  }
  return closing;
}

export const close: DemoActionModule<ChainActionOf<'close'>> = {
  preview(chain, owner, { accounts }) {
    closable(chain, owner, accounts);
    return {};
  },
  prepare(chain, owner, { accounts }) {
    const closing = closable(chain, owner, accounts);
    return (signature) => {
      const wallet = chain.walletOf(owner);
      const rent = closing.reduce((sum, token) => sum + accountRent(token.program), 0n);
      wallet.tokens = wallet.tokens.filter((token) => !closing.includes(token));
      wallet.lamports += rent;
      return chain.record(owner, { type: 'close', amount: null, decimals: null, from: owner, to: owner }, signature);
    };
  },
};
