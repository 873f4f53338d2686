import { SOL_DECIMALS, toDecimalString } from '@/shared/lib/amount';
import type { TransactionRecord } from '../model';

const HEADER = [
  'time',
  'signature',
  'type',
  'token mint',
  'token symbol',
  'amount',
  'from',
  'to',
  'status',
  'fee (SOL)',
];

/**
 * One field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break (quotes doubled).
 * A field a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start: a token symbol from
 * the chain can be "=HYPERLINK(...)") gets a leading apostrophe and is kept as text.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An amount exactly, as a decimal string (never a float); empty when it has none or its decimals are unknown. */
function amountText(record: TransactionRecord): string {
  if (record.amount === null || record.decimals === null) return '';
  return toDecimalString(record.amount, record.decimals);
}

/**
 * The history as a CSV file a spreadsheet opens correctly: UTF-8 with a byte-order mark, a header
 * row, CRLF line ends, every field quoted where needed. ISO times in UTC.
 */
export function transactionsCsv(records: readonly TransactionRecord[]): string {
  const rows = records.map((record) => [
    record.timestamp === null ? '' : new Date(record.timestamp).toISOString(),
    record.signature,
    record.type,
    record.mint ?? '',
    record.token ?? '',
    amountText(record),
    record.from,
    record.to,
    record.status,
    record.feeLamports === undefined ? '' : toDecimalString(record.feeLamports, SOL_DECIMALS),
  ]);
  return '\ufeff' + [HEADER, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
