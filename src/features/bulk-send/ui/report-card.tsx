import { FileCheck2 } from 'lucide-react';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { exactSol } from '@/shared/lib/amount';
import { count, whole } from '@/shared/lib/count';
import { downloadCsv, toCsv } from '@/shared/lib/csv';
import { reasonOf } from '@/shared/lib/describe-error';
import { Alert, AlertDescription } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { LoadingLine } from '@/shared/ui/loading-line';
import { useReadLanded } from '../api/use-read-landed';
import type { BulkJob } from '../lib/bulk-job';
import { REPORT_HEADER, reportRows, slotsOf, summarize, type ReportSummary } from '../lib/report';

/**
 * The distribution's report: every row with its signature (or why it was not paid) as CSV, and a summary
 * from its transactions read back from the chain — totals, fees, rent, the slot range and the failed rows.
 */
export function ReportCard({ job, sender }: { job: BulkJob; /** The wallet that sent the job. */ sender: string }) {
  const landed = useReadLanded();
  const signatures = job.batches.flatMap((batch) =>
    batch.status === 'confirmed' && batch.signature ? [batch.signature] : [],
  );
  const summary = landed.data ? summarize(job, landed.data) : null;
  const name = `bulk-send-report-${job.symbol}-${job.id}`;
  // The report names each transaction's slot as the chain keeps it: the transactions are read back first.
  const report = () =>
    landed.mutate(signatures, {
      onSuccess: (read) =>
        downloadCsv(toCsv([REPORT_HEADER, ...reportRows(job, sender, slotsOf(read))]), `${name}.csv`),
    });
  return (
    <div className="flex flex-col gap-3" data-testid="bulk-report">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={report} disabled={landed.isPending}>
          <FileCheck2 className="size-4" aria-hidden /> Report
        </Button>
        {summary && (
          <Button
            variant="outline"
            onClick={() => downloadCsv(toCsv(summaryLines(summary, job)), `${name}-summary.csv`)}
          >
            Download summary
          </Button>
        )}
      </div>
      {landed.isPending && (
        <LoadingLine small>
          Reading the {count(signatures.length, 'transaction')} back from the chain: {whole(landed.read)} read.
        </LoadingLine>
      )}
      {landed.error && (
        <Alert variant="destructive">
          <AlertDescription>The transactions could not be read back: {reasonOf(landed.error)}</AlertDescription>
        </Alert>
      )}
      {summary && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm" data-testid="report-summary">
          {summaryLines(summary, job)
            .slice(1)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="[overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
        </dl>
      )}
    </div>
  );
}

/** The summary as label, value lines: shown on the page and downloaded as they are. */
function summaryLines(summary: ReportSummary, job: BulkJob): string[][] {
  const amount = (value: bigint) => `${shownAmount(value, job)} ${job.symbol}`;
  return [
    ['item', 'value'],
    ['Token', job.mint],
    [
      'Recipients',
      `${whole(summary.recipients)}: ${whole(summary.paid)} paid, ${whole(summary.failed)} failed, ${whole(summary.unpaid)} not paid yet`,
    ],
    ['Sent', amount(summary.sent)],
    ['Transactions', whole(summary.transactions)],
    ['Fees', exactSol(summary.feeLamports)],
    ['Rent', exactSol(summary.rentLamports)],
    ['Slots', summary.slots ? `${summary.slots.first} to ${summary.slots.last}` : 'none landed'],
    ...summary.failedRows.map(({ line, address, reason }) => [`Failed, line ${line}`, `${address}: ${reason}`]),
  ];
}
