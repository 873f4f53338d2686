import { SOL_DECIMALS, toDecimalString } from '@/shared/lib/amount';
import { uiUnits } from '@/entities/token/lib/token-traits';
import { toCsv } from '@/shared/lib/csv';
import type { BalanceChange, TransactionRecord } from '../model';

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
  'priority fee (SOL)',
  'compute unit limit',
  'transaction version',
  'multisig',
  'received amount',
  'received token',
  'fee withheld',
  'recipients',
  'balance changes',
  'program',
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

/** A change as exact text with its sign: "-1.1 USDC", "+2.143812 JUP"; raw units when decimals are unknown. */
function changeText(change: BalanceChange): string {
  return `${change.amount < 0n ? '-' : '+'}${sizeText(change)} ${change.token ?? change.mint ?? 'SOL'}`;
}

function sizeText({ amount, decimals, scale }: Pick<BalanceChange, 'amount' | 'decimals' | 'scale'>): string {
  const size = amount < 0n ? -amount : amount;
  return decimals === null ? `${size} base units` : toDecimalString(uiUnits(size, { decimals, scale }), decimals);
}

/** Exact text of an amount of the record's own token, raw units when its decimals are unknown. */
function partText(record: TransactionRecord, amount: bigint): string {
  return sizeText({ amount, decimals: record.decimals, scale: record.scale });
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
    record.budget ? toDecimalString(record.budget.priorityLamports, SOL_DECIMALS) : '',
    record.budget ? String(record.budget.unitLimit) : '',
    record.budget ? String(record.budget.version) : '',
    record.multisig ?? '',
    record.received ? sizeText(record.received) : '',
    record.received?.token ?? '',
    record.feeWithheld === undefined ? '' : partText(record, record.feeWithheld),
    (record.parts ?? []).map((part) => `${part.to}: ${partText(record, part.amount)}`).join('; '),
    (record.changes ?? []).map(changeText).join('; '),
    record.program ? (record.program.name ?? record.program.address) : '',
  ]);
  return toCsv([HEADER, ...rows]);
}
