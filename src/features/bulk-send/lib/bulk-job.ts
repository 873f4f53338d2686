import type { AmountScale } from '@/entities/token/model';
import { isAppError } from '@/shared/lib/app-error';
import { reasonOf } from '@/shared/lib/describe-error';
import { transfersPerTransaction, type DataSource, type WalletSigner } from '@/data-source/contract';

export type BatchStatus = 'waiting' | 'signing' | 'sent' | 'confirmed' | 'failed';

export interface BulkBatch {
  /** Indexes into the job's rows. */
  rows: number[];
  status: BatchStatus;
  /** Known from the moment the wallet signed, so that a reload can learn what became of it. */
  signature?: string;
  lastValidBlockHeight?: string;
  error?: string;
}

/** A bulk send and its log, kept in this browser: a reload resumes it without sending a confirmed row again. */
export interface BulkJob {
  id: string;
  /** Cluster and wallet: a job resumes only where it was made. */
  scope: string;
  mint: string;
  symbol: string;
  decimals: number;
  /** A scaled token's rule as it was when the job was made: rows are raw units, shown through it. */
  scale?: AmountScale;
  createdAt: number;
  rows: { line: number; address: string; /** base units, as text */ amount: string }[];
  /** Sent before every transfer; the batches are sized for it. */
  memo?: string;
  batches: BulkBatch[];
}

export interface JobStore {
  save(job: BulkJob): void;
}

export function planJob(
  scope: string,
  token: { mint: string; symbol: string; decimals: number; scale?: AmountScale; transferHook?: string },
  rows: { line: number; address: string; amount: bigint }[],
  memo = '',
): BulkJob {
  const batches: BulkBatch[] = [];
  const size = transfersPerTransaction(memo, !!token.transferHook);
  for (let start = 0; start < rows.length; start += size) {
    const indexes = rows.slice(start, start + size).map((_, offset) => start + offset);
    batches.push({ rows: indexes, status: 'waiting' });
  }
  return {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
    scope,
    // Picked, not spread: a holding carries bigints, and the job is kept as JSON.
    mint: token.mint,
    symbol: token.symbol,
    decimals: token.decimals,
    ...(token.scale && { scale: token.scale }),
    createdAt: Date.now(),
    rows: rows.map((row) => ({ line: row.line, address: row.address, amount: row.amount.toString() })),
    ...(memo && { memo }),
    batches,
  };
}

export const jobDone = (job: BulkJob) => job.batches.every((batch) => batch.status === 'confirmed');

/** How many rows are paid: those of confirmed batches. */
export const paidCount = (job: BulkJob) =>
  job.batches.filter((batch) => batch.status === 'confirmed').reduce((sum, batch) => sum + batch.rows.length, 0);

interface RunOptions {
  dataSource: DataSource;
  signer: WalletSigner;
  store: JobStore;
  signal?: AbortSignal;
}

/**
 * Sends the job's batches in order through the one send path. Before a batch is sent again, what became
 * of its earlier signature is settled on chain: confirmed rows are never sent twice, and a signed
 * transaction is re-sent only once it can no longer land. Stops at the first batch that fails or is
 * cancelled (nothing of that batch moved); running again resumes from there.
 */
export async function runJob(job: BulkJob, { dataSource, signer, store, signal }: RunOptions) {
  const save = () => store.save(job);
  for (const batch of job.batches) {
    if (signal?.aborted) return;
    if (batch.status === 'confirmed') continue;
    if (batch.signature && batch.lastValidBlockHeight) {
      const signed = { signature: batch.signature, lastValidBlockHeight: batch.lastValidBlockHeight };
      let outcome;
      try {
        outcome = await dataSource.settleTransaction(signed, signal);
      } catch (error) {
        // Stopped while waiting: the signature stays in the log for the next run.
        if (isAppError(error, 'aborted') || signal?.aborted) return;
        throw error;
      }
      if (outcome === 'confirmed') {
        Object.assign(batch, { status: 'confirmed', error: undefined });
        save();
        continue;
      }
      // Failed on chain or expired: nothing of it moved, and it can no longer land.
      Object.assign(batch, { signature: undefined, lastValidBlockHeight: undefined });
    }
    Object.assign(batch, { status: 'signing', error: undefined });
    save();
    const transfers = batch.rows.map((index) => ({
      recipient: job.rows[index]!.address,
      amount: BigInt(job.rows[index]!.amount),
    }));
    try {
      const { signature } = await dataSource.run(
        signer,
        { kind: 'send-batch', mint: job.mint, transfers, ...(job.memo && { memo: job.memo }) },
        {
          signal,
          onSigned: (signed) => {
            Object.assign(batch, { status: 'sent', ...signed });
            save();
          },
        },
      );
      Object.assign(batch, { status: 'confirmed', signature });
      save();
    } catch (error) {
      // Stopped while confirming: the signature is kept; the next run settles it first.
      if (isAppError(error, 'aborted') || signal?.aborted) return;
      const message = reasonOf(error);
      const final = isAppError(error, 'failed-on-chain') || isAppError(error, 'expired');
      if (batch.signature && !final) {
        // Signed and maybe sent, outcome unknown: never re-sent before the chain says it cannot land.
        Object.assign(batch, { status: 'sent', error: message });
        save();
        return;
      }
      const landedNothing = isAppError(error, 'cancelled') || isAppError(error, 'expired');
      Object.assign(batch, {
        status: landedNothing ? 'waiting' : 'failed',
        signature: undefined,
        lastValidBlockHeight: undefined,
        error: message,
      });
      save();
      return;
    }
  }
}

export type RowOutcome = 'paid' | 'sending' | 'failed' | 'waiting';

/** Each row with where its transfer stands and the signature that paid it. */
export function rowResults(job: BulkJob) {
  const results = job.rows.map((row) => ({ ...row, outcome: 'waiting' as RowOutcome, signature: '', error: '' }));
  for (const batch of job.batches) {
    const outcome: RowOutcome =
      batch.status === 'confirmed'
        ? 'paid'
        : batch.status === 'failed'
          ? 'failed'
          : batch.status === 'waiting'
            ? 'waiting'
            : 'sending';
    for (const index of batch.rows) {
      Object.assign(results[index]!, { outcome, signature: batch.signature ?? '', error: batch.error ?? '' });
    }
  }
  return results;
}
