import type { TransactionRecord, TransactionStatus, TransactionType } from '../model';

/** A send or a burn (forced or not) takes tokens away; everything else with an amount brings them in. */
export function amountSign(type: TransactionType): '-' | '+' {
  return type === 'send' || type === 'burn' || type === 'force-transfer' || type === 'force-burn' ? '-' : '+';
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

const TYPE_CLASSES: Record<string, string> = {
  send: 'text-red-700 dark:text-red-300',
  receive: 'text-green-700 dark:text-green-300',
  mint: 'text-blue-700 dark:text-blue-300',
  create: 'text-purple-700 dark:text-purple-300',
  burn: 'text-orange-700 dark:text-orange-300',
  freeze: 'text-sky-700 dark:text-sky-300',
  thaw: 'text-amber-700 dark:text-amber-300',
};

export function typeClasses(type: string): string {
  return TYPE_CLASSES[type] ?? 'text-gray-700 dark:text-gray-300';
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
      (!needle || t.signature.toLowerCase().includes(needle) || (t.token ?? '').toLowerCase().includes(needle)),
  );
  const time = (t: TransactionRecord) => t.timestamp ?? Number.MAX_SAFE_INTEGER; // pending counts as newest
  return matches.sort((a, b) => (order === 'newest' ? time(b) - time(a) : time(a) - time(b)));
}
