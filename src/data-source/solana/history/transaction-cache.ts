import type { ParsedTransactionJson } from '../classify/parsed-transaction';

/** The transactions a data source keeps: a real transaction's JSON is 5 to 60 KB once parsed. */
export interface TransactionCache {
  get(signature: string): ParsedTransactionJson | undefined;
  has(signature: string): boolean;
  set(signature: string, transaction: ParsedTransactionJson): void;
}

/** Enough for the newest pages and a refresh of them; older pages, seldom opened twice, are asked again. */
export const TRANSACTIONS_KEPT = 600;

/**
 * Confirmed transactions by signature, the most recently used kept (a Map keeps insertion order: a
 * transaction used again moves to the end, the first is the least recently used).
 */
export function createTransactionCache(limit = TRANSACTIONS_KEPT): TransactionCache {
  const kept = new Map<string, ParsedTransactionJson>();
  return {
    get(signature) {
      const transaction = kept.get(signature);
      if (transaction) {
        kept.delete(signature);
        kept.set(signature, transaction);
      }
      return transaction;
    },
    has: (signature) => kept.has(signature),
    set(signature, transaction) {
      kept.delete(signature);
      kept.set(signature, transaction);
      for (const oldest of kept.keys()) {
        if (kept.size <= limit) break;
        kept.delete(oldest);
      }
    },
  };
}
