import type { AmountScale } from '@/entities/token/model';
import { reasonOf } from '@/shared/lib/describe-error';
import { AppError, isAppError } from '@/shared/lib/app-error';
import type { ChainActionOf, DataSource, HandedTransaction, Settled, WalletSigner } from '@/data-source/contract';

/** 'handed': given to a wallet that signs and sends by itself, its signature not heard yet: it may have landed. */
export type BatchStatus = 'waiting' | 'signing' | 'handed' | 'sent' | 'confirmed' | 'failed';

export interface BulkBatch {
  /** Indexes into the job's rows. */
  rows: number[];
  status: BatchStatus;
  /** Known from the moment the wallet signed, so that a reload can learn what became of it. */
  signature?: string;
  lastValidBlockHeight?: string;
  /** What a send-only wallet was handed, kept before it was asked: found again on chain after a reload. */
  handed?: HandedTransaction;
  error?: string;
  /** No longer fits one transaction (never signed): split in two before the run goes on. */
  split?: boolean;
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
  /** Keeps the job; false when it could not (storage full or blocked): then nothing more may be sent. */
  save(job: BulkJob): boolean;
}

/** At most this many transactions go to the wallet in one approval (each must land before its blockhash expires). */
export const GROUP_TRANSACTIONS = 32;

/**
 * The job with its batches as `packTransfers` packed the rows (indexes into `rows`, in order): each a
 * transaction as full as the size limit allows.
 */
export function planJob(
  scope: string,
  token: { mint: string; symbol: string; decimals: number; scale?: AmountScale },
  rows: { line: number; address: string; amount: bigint }[],
  packed: readonly (readonly number[])[],
  memo = '',
): BulkJob {
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
    batches: packed.map((indexes) => ({ rows: [...indexes], status: 'waiting' })),
  };
}

export const jobDone = (job: BulkJob) => job.batches.every((batch) => batch.status === 'confirmed');

/** How many rows are paid: those of confirmed batches. */
export const paidCount = (job: BulkJob) =>
  job.batches.filter((batch) => batch.status === 'confirmed').reduce((sum, batch) => sum + batch.rows.length, 0);

/** The wallet approvals `transactions` take: a group of them each, or one each for a wallet without signTransactions. */
export const approvalsFor = (transactions: number, signsMany: boolean) =>
  signsMany ? Math.ceil(transactions / GROUP_TRANSACTIONS) : transactions;

/** A batch signed, or handed to a wallet that sends by itself: never signed again before it is settled. */
const mayHaveLanded = (batch: BulkBatch) => !!batch.signature || !!batch.handed;

/** The approvals still to give: for the batches not signed yet (the one being approved included). */
export const approvalsLeft = (job: BulkJob, signsMany: boolean) =>
  approvalsFor(job.batches.filter((batch) => !mayHaveLanded(batch) && batch.status !== 'confirmed').length, signsMany);

interface RunOptions {
  dataSource: DataSource;
  signer: WalletSigner;
  store: JobStore;
  signal?: AbortSignal;
  /** Transactions per wallet approval; GROUP_TRANSACTIONS unless a test wants smaller groups. */
  groupSize?: number;
}

const storageRefused = () =>
  new AppError(
    'invalid',
    "This browser could not keep the bulk send's log (its storage is full or blocked), so nothing more is sent: free some space, then resume.",
  );

/**
 * Sends the job's batches in order through the one send path, a group of up to GROUP_TRANSACTIONS per
 * wallet approval where the wallet signs many at once (else one approval a transaction). Before a batch
 * is sent again, what became of its earlier signature is settled on chain: confirmed rows are never sent
 * twice, and a signed transaction is re-sent only once it can no longer land. Every signature is kept
 * before any byte goes out; when it cannot be kept, nothing is sent. Stops after the first group in which
 * a batch failed or was cancelled (nothing of that batch moved); running again resumes from there.
 */
export async function runJob(
  job: BulkJob,
  { dataSource, signer, store, signal, groupSize = GROUP_TRANSACTIONS }: RunOptions,
) {
  const save = () => store.save(job);
  const signsMany = !!signer.signTransactions;
  for (;;) {
    if (signal?.aborted) return;
    const group = job.batches.filter((batch) => batch.status !== 'confirmed').slice(0, signsMany ? groupSize : 1);
    if (group.length === 0) return;
    // Settle first: a batch signed or handed over earlier (a reload, a stop) is never signed again while it may land.
    if (group.some(mayHaveLanded)) {
      const settled = await Promise.all(group.map((batch) => settleEarlier(batch, dataSource, signer.address, signal)));
      save();
      if (signal?.aborted || settled.includes('stop')) return;
    }
    const toSend = group.filter((batch) => batch.status !== 'confirmed');
    if (toSend.length === 0) continue;
    for (const batch of toSend) Object.assign(batch, { status: 'signing', error: undefined });
    save();
    const actions = toSend.map((batch) => sendBatchAction(job, batch, signer.transactionVersion));
    let outcomes: Settled<{ signature: string }>[];
    try {
      outcomes = signsMany
        ? await dataSource.runGroup(signer, actions, {
            signal,
            onSigned: (signatures) => {
              for (const [index, signed] of signatures) Object.assign(toSend[index]!, { status: 'sent', ...signed });
              if (!save()) throw storageRefused();
            },
          })
        : [await runOne(dataSource, signer, actions[0]!, toSend[0]!, save, signal)];
    } catch (error) {
      // Nothing of it was sent when the log could not be kept; a signed one is settled by the next run.
      for (const batch of toSend) ended(batch, { ok: false, error }, signal);
      save();
      return;
    }
    const goOn = toSend.map((batch, index) => ended(batch, outcomes[index]!, signal));
    job.batches = job.batches.flatMap((batch) => (batch.split ? splitInTwo(batch) : [batch]));
    save();
    if (goOn.includes(false)) return;
  }
}

/** A batch as the wallet signs it now: one packed for v1 and too full for the version it signs is split. */
const sendBatchAction = (job: BulkJob, batch: BulkBatch, version: WalletSigner['transactionVersion']) => ({
  kind: 'send-batch' as const,
  ...(version !== undefined && { version }),
  mint: job.mint,
  transfers: batch.rows.map((index) => ({
    recipient: job.rows[index]!.address,
    amount: BigInt(job.rows[index]!.amount),
  })),
  ...(job.memo && { memo: job.memo }),
});

/** One batch through `run` (a wallet that approves one transaction at a time), settled as a group member is. */
async function runOne(
  dataSource: DataSource,
  signer: WalletSigner,
  action: ChainActionOf<'send-batch'>,
  batch: BulkBatch,
  save: () => boolean,
  signal: AbortSignal | undefined,
): Promise<Settled<{ signature: string }>> {
  try {
    const { signature } = await dataSource.run(signer, action, {
      signal,
      // A wallet that sends by itself: kept as handed before it is asked, so a reload finds it again.
      onHandedOver: (handed) => {
        Object.assign(batch, { status: 'handed', handed });
        if (!save()) throw storageRefused();
      },
      onSigned: (signed) => {
        Object.assign(batch, { status: 'sent', ...signed, handed: undefined });
        if (!save()) throw storageRefused();
      },
    });
    return { ok: true, value: { signature } };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Where a batch signed or handed over by an earlier run ended: its signature (found, for a handed one) and outcome. */
async function outcomeOf(batch: BulkBatch, dataSource: DataSource, owner: string, signal?: AbortSignal) {
  if (batch.signature && batch.lastValidBlockHeight) {
    const signed = { signature: batch.signature, lastValidBlockHeight: batch.lastValidBlockHeight };
    return { outcome: await dataSource.settleTransaction(signed, signal), signature: batch.signature };
  }
  return dataSource.settleHandedOver(owner, batch.handed!, signal);
}

/** What became of a batch signed or handed over by an earlier run: 'stop' while that is not known yet. */
async function settleEarlier(batch: BulkBatch, dataSource: DataSource, owner: string, signal?: AbortSignal) {
  if (batch.status === 'confirmed' || !mayHaveLanded(batch)) return 'go';
  try {
    const { outcome, signature } = await outcomeOf(batch, dataSource, owner, signal);
    if (outcome === 'confirmed') {
      Object.assign(batch, { status: 'confirmed', signature, handed: undefined, error: undefined });
      return 'go';
    }
    // Failed on chain, expired, or never sent: nothing of it moved, and it can no longer land.
    Object.assign(batch, {
      status: 'waiting',
      signature: undefined,
      lastValidBlockHeight: undefined,
      handed: undefined,
    });
    return 'go';
  } catch (error) {
    // Stopped while waiting, or the cluster did not answer: the signature (or hand-over) stays for the next run.
    if (!isAppError(error, 'aborted') && !signal?.aborted)
      Object.assign(batch, { status: batch.signature ? 'sent' : 'handed', error: reasonOf(error) });
    return 'stop';
  }
}

/** The batch as its outcome leaves it; false when the run must stop after this group. */
function ended(batch: BulkBatch, outcome: Settled<{ signature: string }>, signal?: AbortSignal): boolean {
  if (outcome.ok) {
    Object.assign(batch, { status: 'confirmed', signature: outcome.value.signature, error: undefined });
    return true;
  }
  const { error } = outcome;
  const final = isAppError(error, 'failed-on-chain') || isAppError(error, 'expired');
  if (mayHaveLanded(batch) && !final) {
    // Signed (or handed to a wallet that sends) and maybe sent, outcome unknown (stopped while confirming,
    // too): never signed again before the chain says it cannot land; the next run settles it first.
    Object.assign(batch, {
      status: batch.signature ? 'sent' : 'handed',
      error: isAppError(error, 'aborted') || signal?.aborted ? undefined : reasonOf(error),
    });
    return false;
  }
  if (isAppError(error) && error.details.tooLarge && batch.rows.length > 1) {
    // Grew since it was packed (an account closed): split, nothing was signed; both halves go next.
    batch.split = true;
    return true;
  }
  const landedNothing = isAppError(error, 'cancelled') || isAppError(error, 'expired') || isAppError(error, 'aborted');
  Object.assign(batch, {
    status: landedNothing ? 'waiting' : 'failed',
    signature: undefined,
    lastValidBlockHeight: undefined,
    handed: undefined,
    error: isAppError(error, 'aborted') ? undefined : reasonOf(error),
  });
  return false;
}

function splitInTwo(batch: BulkBatch): BulkBatch[] {
  const half = Math.ceil(batch.rows.length / 2);
  return [batch.rows.slice(0, half), batch.rows.slice(half)].map((rows) => ({ rows, status: 'waiting' }));
}

/** 'handed': with a wallet that sends by itself, or (after a reload) maybe landed, being looked for. */
export type RowOutcome = 'paid' | 'sending' | 'handed' | 'failed' | 'waiting';

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
            : batch.status === 'handed'
              ? 'handed'
              : 'sending';
    for (const index of batch.rows) {
      Object.assign(results[index]!, { outcome, signature: batch.signature ?? '', error: batch.error ?? '' });
    }
  }
  return results;
}
