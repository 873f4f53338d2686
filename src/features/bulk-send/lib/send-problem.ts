import type { TokenHolding } from '@/entities/token/model';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { exactSol } from '@/shared/lib/amount';
import { memoRequiredBy } from '@/shared/lib/memo';
import type { RecipientTotals } from './recipients-csv';

export const STILL_COUNTING = 'Counting the new accounts and transactions: the send starts as soon as they are known.';

/** Said under the Memo field when some recipients take no transfer without one. */
export const memoNeeded = (recipients: readonly string[]) =>
  recipients.length === 1
    ? memoRequiredBy(recipients[0]!)
    : `The accounts of ${recipients.length} recipients require a memo with every incoming transfer: write a memo to send to them.`;

/** Why the checked list cannot be sent yet, or null: the first thing the user has to do. */
export function sendProblem({
  token,
  totals,
  solNeeded,
  solBalance,
  flaggedOk,
  notCounted,
}: {
  token: TokenHolding;
  totals: RecipientTotals;
  /** Rent and fees in lamports; null while the new accounts and transactions are being counted. */
  solNeeded: bigint | null;
  solBalance: bigint | undefined;
  flaggedOk: boolean;
  /** Why the new accounts or the transactions could not be counted. */
  notCounted?: string;
}): string | null {
  const amount = (value: bigint) => `${shownAmount(value, token)} ${token.symbol}`;
  if (totals.invalid > 0)
    return `Fix or remove the ${totals.invalid} ${totals.invalid === 1 ? 'row' : 'rows'} with errors first`;
  if (totals.valid === 0) return 'There is no one to send to';
  if (totals.total > token.balance) {
    return `The total, ${amount(totals.total)}, exceeds your balance of ${amount(token.balance)}`;
  }
  if (solNeeded === null) return notCounted ?? STILL_COUNTING;
  if (solBalance !== undefined && solNeeded > solBalance) {
    return `Rent and fees need ${exactSol(solNeeded)}; you have ${exactSol(solBalance)}`;
  }
  if (totals.flagged > 0 && !flaggedOk) return 'Tick the box to confirm the flagged rows';
  return null;
}
