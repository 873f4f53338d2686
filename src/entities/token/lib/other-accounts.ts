import { shownAmount } from './token-traits';
import type { TokenHolding } from '../model';

/**
 * What the shown balance leaves out when the wallet holds the token in several accounts: a send
 * spends from one account only, and the page says so rather than showing a sum it cannot send.
 */
export function otherAccountsNote(token: TokenHolding): string | null {
  const others = token.otherAccounts;
  if (!others) return null;
  const accounts = others.count === 1 ? '1 other account' : `${others.count} other accounts`;
  return `+${shownAmount(others.balance, token)} ${token.symbol} in ${accounts}, not spendable in the same send`;
}
