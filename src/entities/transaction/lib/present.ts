import { SOL_DECIMALS, toDecimalString } from '@/shared/lib/amount';
import type { BalanceChange, TransactionBudget, TransactionRecord, TransactionStatus, TransactionType } from '../model';

/**
 * The changes a line's headline shows beyond its amount: a pool deposit's every asset given, a withdrawal's
 * every asset got. Other lines show their amount (and a swap what it received).
 */
export function poolSide(record: Pick<TransactionRecord, 'type' | 'changes'>): BalanceChange[] | undefined {
  if (record.type !== 'pool-deposit' && record.type !== 'pool-withdrawal') return undefined;
  const side = (record.changes ?? []).filter((change) =>
    record.type === 'pool-deposit' ? change.amount < 0n : change.amount > 0n,
  );
  return side.length > 0 ? side : undefined;
}

const STATUS_CLASSES: Record<TransactionStatus, string> = {
  confirmed: 'bg-green-100 text-green-800 border-green-300 dark:bg-green-950 dark:text-green-200 dark:border-green-800',
  processing:
    'bg-yellow-100 text-yellow-900 border-yellow-300 dark:bg-yellow-950 dark:text-yellow-200 dark:border-yellow-800',
  failed: 'bg-red-100 text-red-800 border-red-300 dark:bg-red-950 dark:text-red-200 dark:border-red-800',
};
const GRAY = 'bg-gray-100 text-gray-800 border-gray-300 dark:bg-gray-900 dark:text-gray-200 dark:border-gray-700';

export function statusClasses(status: string): string {
  return STATUS_CLASSES[status as TransactionStatus] ?? GRAY;
}

/** Whether a line moved this token for the wallet: its own token, what a swap brought, or any change it made. */
export function touches(record: Pick<TransactionRecord, 'mint' | 'received' | 'changes'>, mint: string): boolean {
  return (
    record.mint === mint ||
    record.received?.mint === mint ||
    (record.changes ?? []).some((change) => change.mint === mint)
  );
}

/** The user's locale date-time; 'Pending' until the chain gives a block time. */
export function formatTimestamp(timestamp: number | null, locale?: string): string {
  if (timestamp === null) return 'Pending';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(timestamp));
}

export type TypeFilter = 'all' | TransactionType;
export type SortOrder = 'newest' | 'oldest';

/** Search by signature or token (case-insensitive), filter by type, sort by time. */
export function filterTransactions(
  items: readonly TransactionRecord[],
  { search, type, order }: { search: string; type: TypeFilter; order: SortOrder },
): TransactionRecord[] {
  const needle = search.trim().toLowerCase();
  const matches = items.filter(
    (t) =>
      (type === 'all' || t.type === type) &&
      (!needle ||
        t.signature.toLowerCase().includes(needle) ||
        [t.token, t.received?.token, ...(t.changes ?? []).map((change) => change.token)].some((token) =>
          (token ?? '').toLowerCase().includes(needle),
        )),
  );
  const time = (t: TransactionRecord) => t.timestamp ?? Number.MAX_SAFE_INTEGER; // pending counts as newest
  return matches.sort((a, b) => (order === 'newest' ? time(b) - time(a) : time(a) - time(b)));
}

/** "priority fee 0.000012345 SOL, limit 10,000 units, transaction v1": what a transaction's compute budget was. */
export function budgetText({ version, unitLimit, priorityLamports }: TransactionBudget): string {
  const format = version === 'legacy' ? 'legacy transaction' : `transaction v${version}`;
  return `priority fee ${toDecimalString(priorityLamports, SOL_DECIMALS)} SOL, limit ${unitLimit.toLocaleString('en-US')} units, ${format}`;
}
