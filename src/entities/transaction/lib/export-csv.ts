import { SOL_DECIMALS, toDecimalString } from '@/shared/lib/amount';
import { uiUnits } from '@/entities/token/lib/token-traits';
import { toCsv } from '@/shared/lib/csv';
import type { TransactionRecord } from '../model';

const HEADER = [
  'time',
  'signature',
  'type',
  'token mint',
  'token symbol',
  'amount',
  'raw amount',
  'from',
  'to',
  'status',
  'fee (SOL)',
  'multisig',
];

/**
 * An amount exactly, as a decimal string (never a float); empty when it has none or its decimals are
 * unknown. `shown` is the UI amount (a scaled token's rule applied), else the raw amount.
 */
function amountText(record: TransactionRecord, shown: boolean): string {
  const { amount, decimals, scale } = record;
  if (amount === null || decimals === null) return '';
  return toDecimalString(shown ? uiUnits(amount, { decimals, scale }) : amount, decimals);
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
    amountText(record, true),
    amountText(record, false),
    record.from,
    record.to,
    record.status,
    record.feeLamports === undefined ? '' : toDecimalString(record.feeLamports, SOL_DECIMALS),
    record.multisig ?? '',
  ]);
  return toCsv([HEADER, ...rows]);
}
