import type { LandedTransaction } from '@/entities/transaction/landed';
import { uiUnits } from '@/entities/token/lib/token-traits';
import { toDecimalString } from '@/shared/lib/amount';
import { isValidAddress } from '@/shared/lib/address';
import { parseCsv } from './recipients-csv';
import { rowResults, type BulkJob } from './bulk-job';

/**
 * The report's columns: every row of the send, the signature that paid it, and why it was not paid; who
 * sent it and the slot its transaction landed in, so that a verification holds each cited transfer to both.
 */
export const REPORT_HEADER = [
  'line',
  'address',
  'amount',
  'base units',
  'token mint',
  'status',
  'signature',
  'reason',
  'sender',
  'slot',
];

/**
 * The report's rows, as the CSV holds them: the amount as the token shows it, and in base units (exact);
 * `sender` the wallet that sent the job, `slots` each signature's slot as the chain keeps it.
 */
export function reportRows(job: BulkJob, sender: string, slots: ReadonlyMap<string, bigint>): string[][] {
  return rowResults(job).map((row) => {
    const paid = row.outcome === 'paid';
    const slot = paid ? slots.get(row.signature) : undefined;
    return [
      String(row.line),
      row.address,
      toDecimalString(uiUnits(BigInt(row.amount), job), job.decimals),
      row.amount,
      job.mint,
      row.outcome,
      paid ? row.signature : '',
      paid ? '' : row.error,
      sender,
      slot === undefined ? '' : String(slot),
    ];
  });
}

/** Each landed signature's slot: what a report names beside it. */
export const slotsOf = (landed: readonly LandedTransaction[]) =>
  new Map(landed.flatMap((each) => (each.slot === null ? [] : [[each.signature, each.slot] as const])));

/** What a distribution came to, from its log and its transactions as the chain keeps them. */
export interface ReportSummary {
  recipients: number;
  paid: number;
  failed: number;
  /** Not paid yet: waiting, or signed with an outcome not known yet. */
  unpaid: number;
  /** Base units sent to the recipients paid. */
  sent: bigint;
  transactions: number;
  feeLamports: bigint;
  rentLamports: bigint;
  /** The first and last slot its transactions landed in; null when none landed. */
  slots: { first: bigint; last: bigint } | null;
  failedRows: { line: number; address: string; reason: string }[];
}

export function summarize(job: BulkJob, landed: readonly LandedTransaction[]): ReportSummary {
  const rows = rowResults(job);
  const found = landed.filter((each) => each.found);
  const slots = found.flatMap((each) => (each.slot === null ? [] : [each.slot]));
  return {
    recipients: rows.length,
    paid: rows.filter((row) => row.outcome === 'paid').length,
    failed: rows.filter((row) => row.outcome === 'failed').length,
    unpaid: rows.filter((row) => row.outcome === 'waiting' || row.outcome === 'sending' || row.outcome === 'handed')
      .length,
    sent: rows.reduce((sum, row) => (row.outcome === 'paid' ? sum + BigInt(row.amount) : sum), 0n),
    transactions: found.length,
    feeLamports: found.reduce((sum, each) => sum + each.feeLamports, 0n),
    rentLamports: found.reduce((sum, each) => sum + each.rentLamports, 0n),
    slots: slots.length
      ? { first: slots.reduce((a, b) => (b < a ? b : a)), last: slots.reduce((a, b) => (b > a ? b : a)) }
      : null,
    failedRows: rows
      .filter((row) => row.outcome === 'failed')
      .map((row) => ({ line: row.line, address: row.address, reason: row.error || 'Failed' })),
  };
}

/** One paid row of a report, as read back from its file. */
export interface ReportRow {
  line: number;
  address: string;
  /** base units */
  amount: bigint;
  mint: string;
  signature: string;
  /** The wallet the report says sent it. */
  sender: string;
  /** The slot the report says its transaction landed in. */
  slot: bigint;
}

/**
 * The paid rows of a report file, or why the file is not a report this app wrote (the header, then
 * each row's fields, said by line).
 */
export function readReport(text: string):
  | {
      ok: true;
      rows: ReportRow[];
      /** Rows not marked paid (failed, waiting): not checked, but counted. */ unchecked: number;
    }
  | { ok: false; issue: string } {
  const [header, ...lines] = parseCsv(text.replace(/^\ufeff/, ''));
  if (!header || header.cells.join(',') !== REPORT_HEADER.join(',')) {
    return {
      ok: false,
      issue: `This file is not a bulk send report: its first line should be "${REPORT_HEADER.join(',')}".`,
    };
  }
  const rows: ReportRow[] = [];
  let unchecked = 0;
  for (const { line, cells } of lines) {
    const [rowLine = '', address = '', , units = '', mint = '', status = '', signature = '', , sender = '', slot = ''] =
      cells;
    if (status !== 'paid') {
      unchecked += 1;
      continue;
    }
    const valid =
      /^\d+$/.test(rowLine) &&
      /^\d+$/.test(units) &&
      isValidAddress(address) &&
      isValidAddress(mint) &&
      /^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(signature) &&
      isValidAddress(sender) &&
      /^\d+$/.test(slot);
    if (!valid) return { ok: false, issue: `Line ${line} of the report is not a paid row as this app writes one.` };
    rows.push({ line: Number(rowLine), address, amount: BigInt(units), mint, signature, sender, slot: BigInt(slot) });
  }
  return { ok: true, rows, unchecked };
}

/**
 * Each paid row held to its transaction as the chain keeps it: which match, and why the others do not. The
 * transfer must come from the wallet the report names as its sender, and its transaction must have landed
 * in the slot the report names: another wallet's transfers, or an earlier job's of the same amounts, do not
 * match. A transfer pays one row only.
 */
export function verifyReport(rows: readonly ReportRow[], landed: readonly LandedTransaction[]) {
  const bySignature = new Map(landed.map((each) => [each.signature, each]));
  // Which line each transfer (a signature and its place in the transaction) was taken by.
  const claimedBy = new Map<string, number>();
  const mismatches: { line: number; address: string; why: string }[] = [];
  for (const row of rows) {
    const transaction = bySignature.get(row.signature);
    let why: string | null = null;
    if (transaction?.unread) why = `its transaction could not be read: ${transaction.unread}`;
    else if (!transaction?.found) why = 'its signature is not on this cluster';
    else if (transaction.failed) why = `its transaction failed: ${transaction.failed}`;
    else if (transaction.slot !== row.slot) {
      why = `its transaction landed in slot ${transaction.slot ?? 'unknown'}, not in slot ${row.slot} as the report says`;
    } else {
      const same = transaction.transfers
        .map((each, index) => ({ each, key: `${row.signature}#${index}` }))
        .filter(({ each }) => each.recipient === row.address && each.mint === row.mint && each.amount === row.amount);
      const matching = same.filter(({ each }) => each.sender === row.sender);
      const free = matching.find(({ key }) => !claimedBy.has(key));
      if (free) claimedBy.set(free.key, row.line);
      else if (matching.length > 0)
        why = `its transaction’s transfer to this address is the one line ${claimedBy.get(matching[0]!.key)} claims already`;
      else if (same.length > 0)
        why = `its transfer to this address was sent by ${same[0]!.each.sender}, not by ${row.sender} as the report says`;
      else why = 'its transaction moved no such amount of this token to this address';
    }
    if (why) mismatches.push({ line: row.line, address: row.address, why });
  }
  return { checked: rows.length, matched: rows.length - mismatches.length, mismatches };
}
