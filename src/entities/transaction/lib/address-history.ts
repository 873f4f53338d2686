import { parseAmount } from '@/shared/lib/amount';
import type { TransactionRecord } from '../model';

const EDGE = 4;

/**
 * Two different addresses that share their first 4 and last 4 characters: what an address poisoner
 * grinds for, so that a glance at a shortened address ("9xQe…VFin") cannot tell them apart.
 */
export function resembles(a: string, b: string): boolean {
  return a !== b && a.slice(0, EDGE) === b.slice(0, EDGE) && a.slice(-EDGE) === b.slice(-EDGE);
}

/** The known addresses that `address` resembles without being them. */
export function lookalikesOf(address: string, known: Iterable<string>): string[] {
  return [...new Set(known)].filter((other) => resembles(address, other));
}

export interface AddressHistory {
  /**
   * The wallets this wallet paid, newest first: "people you paid", the baseline a recipient is compared
   * with. Only payments the wallet made to a wallet: never a swap's pool, a program's account, or an
   * address named in someone else's transaction.
   */
  paid: Set<string>;
}

/** What a wallet's history says about the addresses it has paid. */
export function addressHistory(records: readonly TransactionRecord[], owner: string): AddressHistory {
  const paid = new Set<string>();
  for (const { paid: payees, status } of records) {
    if (status === 'failed') continue;
    for (const address of payees ?? []) if (address !== owner) paid.add(address);
  }
  return { paid };
}

/**
 * A small amount coming in from an address this wallet never paid: the shape of an address-poisoning
 * airdrop (or plain spam). `threshold` is in whole units of each record's token, as the user typed it;
 * a threshold that does not parse collapses nothing.
 */
export function isDustInflow(record: TransactionRecord, owner: string, threshold: string, paid: Set<string>) {
  if (record.type !== 'receive' || record.to !== owner || paid.has(record.from)) return false;
  if (record.amount === null || record.decimals === null) return false;
  const limit = parseAmount(threshold, record.decimals);
  return limit.ok && record.amount < limit.value;
}
