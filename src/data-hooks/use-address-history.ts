import { useMemo } from 'react';
import { useRecentTransactions } from './use-recent-transactions';
import { addressHistory, lookalikesOf } from '@/entities/transaction/lib/address-history';

/** How far back a recipient is compared with the addresses the wallet knows. */
export const HISTORY_DEPTH = 50;

export interface RecipientReview {
  /** 'unchecked' when the history could not be read: the user is told nothing was compared. */
  status: 'checking' | 'ready' | 'unchecked';
  /** Addresses from the history that the recipient resembles but is not. */
  lookalikes: string[];
  /** The wallet never sent to this address (within the history read). */
  firstTime: boolean;
}

/** The wallet's recent history, read once per visit: who it paid (newest first) and how a recipient compares. */
export function useAddressHistory(owner: string | undefined) {
  const { query, progress } = useRecentTransactions(owner, HISTORY_DEPTH);
  // Whom the wallet paid is in its own entries, which are all in before its token accounts are checked:
  // the review need not wait for incoming transfers to be found as well (but does wait for all its own).
  const read = query.data ?? (progress?.ownComplete ? progress : undefined);
  const history = useMemo(() => (read && owner ? addressHistory(read.items, owner) : undefined), [read, owner]);
  const status: RecipientReview['status'] = history ? 'ready' : query.isError ? 'unchecked' : 'checking';
  return {
    /** Addresses this wallet paid, newest first. */
    recent: history ? [...history.paid] : [],
    /**
     * `saved`: the address book. A recipient is compared with the wallets paid and the addresses saved: a
     * look-alike that merely sent dust to this wallet, or a pool a swap went through, is no baseline.
     */
    review: (recipient: string, saved: Iterable<string> = []): RecipientReview => {
      const paidBefore = !!history?.paid.has(recipient);
      const known = history?.paid ?? [];
      return {
        status,
        lookalikes: lookalikesOf(recipient, [...known, ...saved]),
        firstTime: status === 'ready' && !paidBefore,
      };
    },
  };
}
