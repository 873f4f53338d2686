import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { explorerTxUrl } from '@/entities/cluster/explorer';
import type { Cluster } from '@/entities/cluster/model';
import { shortenAddress } from '@/shared/lib/address';
import { toDecimalString } from '@/shared/lib/amount';
import { shownAmount, uiUnits } from '@/entities/token/lib/token-traits';
import { downloadCsv, toCsv } from '@/shared/lib/csv';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { ChainText } from '@/shared/ui/chain-text';
import { ExternalLink } from '@/shared/ui/external-link';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { LoadingLine } from '@/shared/ui/loading-line';
import { ReportCard } from './report-card';
import { count, whole } from '@/shared/lib/count';
import type { RunPhase } from '../api/use-bulk-run';
import { approvalsLeft, GROUP_TRANSACTIONS, jobDone, paidCount, rowResults, type BulkJob } from '../lib/bulk-job';

interface JobProgressProps {
  job: BulkJob;
  /** The wallet that sends it: the report names it as the sender. */
  owner: string;
  phase: RunPhase;
  cluster: Cluster;
  /** The wallet signs a group of transactions in one approval. */
  signsMany: boolean;
  onStop: () => void;
  onResume: () => void;
  onNew: () => void;
}

const OUTCOME_TEXT = {
  paid: 'Paid',
  sending: 'Sending…',
  // With a wallet that sends by itself, its signature not heard yet: found on chain before anything is signed again.
  handed: 'Handed to the wallet: may have landed',
  failed: 'Failed',
  waiting: 'Waiting',
} as const;
/** Rows listed on the page; the CSV has every one. Those that need a look (failed, sending) come first. */
const LISTED_ROWS = 200;
const ATTENTION = { failed: 0, sending: 1, handed: 1, waiting: 2, paid: 2 } as const;

const approvalsText = (approvals: number) =>
  approvals === 0 ? 'no more approvals to give' : `${count(approvals, 'approval')} still to give`;

/** Where the bulk send stands, row by row, with the signature that paid each; the results as CSV. */
export function JobProgress({ job, owner, phase, cluster, signsMany, onStop, onResume, onNew }: JobProgressProps) {
  const running = phase === 'running';
  // Stopping, or run by another tab: nothing here may start it again until that run has returned.
  const held = phase === 'stopping' || phase === 'elsewhere';
  const results = rowResults(job);
  const paid = paidCount(job);
  const done = jobDone(job);
  const download = () =>
    downloadCsv(
      toCsv([
        ['line', 'address', 'amount', 'raw amount', 'token mint', 'status', 'signature'],
        ...results.map((row) => [
          String(row.line),
          row.address,
          toDecimalString(uiUnits(BigInt(row.amount), job), job.decimals),
          toDecimalString(BigInt(row.amount), job.decimals),
          job.mint,
          row.outcome,
          row.outcome === 'paid' ? row.signature : '',
        ]),
      ]),
      `bulk-send-${job.symbol}-${job.id}.csv`,
    );

  return (
    <Card>
      <CardHeader row>
        <CardTitle>Bulk Send</CardTitle>
        <span className="text-sm text-muted-foreground" data-testid="bulk-progress">
          {whole(paid)} of {whole(results.length)} paid
        </span>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Recipients paid"
          aria-valuemin={0}
          aria-valuemax={results.length}
          aria-valuenow={paid}
        >
          <div
            className="h-full bg-primary transition-all"
            style={{ width: `${(paid / Math.max(results.length, 1)) * 100}%` }}
          />
        </div>
        <JobStatus job={job} phase={phase} cluster={cluster} signsMany={signsMany} />
        <div className="flex flex-wrap gap-2">
          {running ? (
            <Button variant="outline" onClick={onStop}>
              Stop
            </Button>
          ) : (
            !done && !held && <Button onClick={onResume}>Resume</Button>
          )}
          <Button variant="outline" onClick={download}>
            Download results (CSV)
          </Button>
          {phase === 'idle' && (
            <Button variant="ghost" onClick={onNew}>
              New bulk send
            </Button>
          )}
        </div>
        {phase === 'idle' && <ReportCard job={job} sender={owner} />}
        <JobResults job={job} results={results} cluster={cluster} />
      </CardContent>
    </Card>
  );
}

/** Done, run by another tab, stopping, running (what the wallet asks), or where it stopped and why. */
function JobStatus({
  job,
  phase,
  cluster,
  signsMany,
}: Pick<JobProgressProps, 'job' | 'phase' | 'cluster' | 'signsMany'>) {
  const recipients = job.rows.length;
  const signing = job.batches.filter((batch) => batch.status === 'signing').length;
  const approvals = approvalsLeft(job, signsMany);
  const stopped = job.batches.find((batch) => batch.error && batch.status !== 'confirmed');
  return (
    <>
      {jobDone(job) ? (
        <Alert variant="success">
          <AlertTitle className="flex items-center gap-2">
            <CheckCircle2 className="size-4" aria-hidden />{' '}
            {recipients === 1 ? 'The recipient was paid' : `All ${whole(recipients)} recipients paid`}
          </AlertTitle>
          <AlertDescription>
            In {count(job.batches.length, 'transaction')} on {cluster.label}.
          </AlertDescription>
        </Alert>
      ) : phase === 'elsewhere' ? (
        <Alert variant="warning" data-testid="bulk-elsewhere">
          <AlertTitle>Running in another tab</AlertTitle>
          <AlertDescription>
            This bulk send is running in another tab of this browser: approve and follow it there. This page follows
            what it saves, and offers Resume once that tab has let go of it.
          </AlertDescription>
        </Alert>
      ) : phase === 'stopping' ? (
        <LoadingLine small>
          <span data-testid="bulk-stopping">
            Stopping: waiting for your wallet to answer the approval it holds. What it signs is kept and checked on
            chain before anything is signed again; Resume is offered once it has answered.
          </span>
        </LoadingLine>
      ) : phase === 'running' ? (
        <LoadingLine small>
          <span data-testid="bulk-running">
            {signing > 0
              ? `Approve ${signing} ${signing === 1 ? 'transaction' : 'transactions'} in your wallet${signsMany && signing > 1 ? ' (one approval for all)' : ''}. `
              : 'Sending and confirming. '}
            {signsMany
              ? `Up to ${GROUP_TRANSACTIONS} transactions per wallet approval: ${approvalsText(approvals)}.`
              : `This wallet approves one transaction at a time: ${approvalsText(approvals)}.`}{' '}
            Keep this page open.
          </span>
        </LoadingLine>
      ) : (
        stopped && (
          <Alert variant={stopped.status === 'failed' ? 'destructive' : 'warning'}>
            <AlertTitle className="flex items-center gap-2">
              <TriangleAlert className="size-4" aria-hidden /> Stopped at lines {job.rows[stopped.rows[0]!]!.line}–
              {job.rows[stopped.rows.at(-1)!]!.line}
            </AlertTitle>
            <AlertDescription>
              {stopped.error} Nothing of that transaction moved unless it is marked paid; resuming never pays a paid row
              again.
            </AlertDescription>
          </Alert>
        )
      )}
    </>
  );
}

/** Each row's outcome, those that need a look first, the paid ones with their signature. */
function JobResults({
  job,
  results,
  cluster,
}: {
  job: BulkJob;
  results: ReturnType<typeof rowResults>;
  cluster: Cluster;
}) {
  const listed =
    results.length <= LISTED_ROWS
      ? results
      : results
          .map((row, index) => ({ row, index }))
          .sort((a, b) => ATTENTION[a.row.outcome] - ATTENTION[b.row.outcome] || a.index - b.index)
          .slice(0, LISTED_ROWS)
          .map(({ row }) => row);
  return (
    <>
      <ScrollTable
        label="Results by recipient"
        testId="bulk-results"
        columns={[{ title: 'Line' }, { title: 'Recipient' }, { title: 'Amount', right: true }, { title: 'Status' }]}
      >
        {listed.map((row) => (
          <tr key={row.line} className="border-t">
            <td className="px-2 py-1.5 text-muted-foreground">{row.line}</td>
            <td className="px-2 py-1.5 font-mono" title={row.address}>
              {shortenAddress(row.address, 6)}
            </td>
            <td className="px-2 py-1.5 text-right font-mono">
              {shownAmount(BigInt(row.amount), job)} <ChainText text={job.symbol} className="max-w-[12ch]" />
            </td>
            <td className="px-2 py-1.5">
              {row.outcome === 'paid' ? (
                <ExternalLink href={explorerTxUrl(cluster, row.signature)} className="font-mono">
                  Paid · {shortenAddress(row.signature)}
                </ExternalLink>
              ) : (
                OUTCOME_TEXT[row.outcome]
              )}
            </td>
          </tr>
        ))}
      </ScrollTable>
      {listed.length < results.length && (
        <p className="text-sm text-muted-foreground">
          {listed.length} of {whole(results.length)} rows listed, failed and unconfirmed ones first; the results CSV has
          every row.
        </p>
      )}
    </>
  );
}
