import { Button } from '@/shared/ui/button';
import { Card, CardContent } from '@/shared/ui/card';
import { ChainText } from '@/shared/ui/chain-text';
import { count, whole } from '@/shared/lib/count';
import { paidCount, type BulkJob } from '../lib/bulk-job';

/** Recipients of batches handed to a wallet that sends by itself, their signature not heard. */
const handedRows = (job: BulkJob) =>
  job.batches.filter((batch) => batch.status === 'handed').reduce((sum, batch) => sum + batch.rows.length, 0);

/** A bulk send this browser kept unfinished: resumed, or discarded while nothing of it may be on its way. */
export function UnfinishedJob({ job, onResume, onDiscard }: { job: BulkJob; onResume(): void; onDiscard(): void }) {
  const handed = handedRows(job);
  return (
    <Card data-testid="unfinished-job">
      <CardContent className="flex flex-col gap-3 pt-6 text-sm sm:flex-row sm:items-center">
        <p className="min-w-0 flex-1">
          An unfinished bulk send of <ChainText text={job.symbol} className="max-w-[12ch]" /> from{' '}
          {new Date(job.createdAt).toLocaleString()}: {whole(paidCount(job))} of {whole(job.rows.length)} recipients
          paid.
          {handed > 0 &&
            ` ${count(handed, 'recipient')} handed to your wallet may have landed: resuming checks them on chain before anything is signed.`}
        </p>
        <div className="flex gap-2">
          <Button onClick={onResume}>Resume</Button>
          {/* A batch signed or handed over, and maybe sent, is settled by resuming, never forgotten. */}
          {!job.batches.some((batch) => batch.status === 'sent' || batch.status === 'handed') && (
            <Button variant="outline" onClick={onDiscard}>
              Discard
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
