import { isAppError } from '@/shared/lib/app-error';
import type {
  HandedTransaction,
  PendingOutcome,
  PendingTransfer,
  SignedTransaction,
  TransactionOutcome,
} from '../../contract';
import type { SolanaContext } from '../context';
import { confirmSignature, type Expiry } from './confirm-signature';
import { explainFailure } from './explain-failure';
import { settleHanded } from './hand-over';
import { recordOf, type PendingRecord } from '../../pending-store';
import { networkKey } from '@/entities/cluster/known-genesis';

const mine = (ctx: SolanaContext, owner: string) => recordOf(networkKey(ctx.cluster), ctx.endpoint, owner);

const summary = ({ signature, action, transfer, handed }: PendingRecord): PendingTransfer => ({
  signature,
  action,
  transfer,
  ...(handed && !signature && { handedOver: true }),
});

export function pendingTransfers(ctx: SolanaContext, owner: string): PendingTransfer[] {
  return ctx.pending.list().filter(mine(ctx, owner)).map(summary);
}

type Settled =
  { outcome: 'confirmed' | 'expired'; signature?: string } | { outcome: 'failed'; err: unknown; signature?: string };

const expiryOfRecord = (record: Pick<PendingRecord, 'nonce' | 'lastValidBlockHeight'>): Expiry =>
  record.nonce ? { nonce: record.nonce } : { lastValidBlockHeight: BigInt(record.lastValidBlockHeight) };

/**
 * Confirms a signed transaction to its final outcome — re-broadcasting the same bytes when this browser
 * kept them — and only then drops its pending record. Stopped by the signal, the record stays.
 */
async function settle(ctx: SolanaContext, signature: string, expiry: Expiry, signal?: AbortSignal): Promise<Settled> {
  const record = ctx.pending.list().find((each) => each.id === signature);
  try {
    const { err } = await confirmSignature(ctx, { signature, wireBase64: record?.wireBase64, expiry, signal });
    ctx.pending.remove(signature);
    return err === null ? { outcome: 'confirmed' } : { outcome: 'failed', err };
  } catch (error) {
    if (!isAppError(error, 'expired')) throw error;
    ctx.pending.remove(signature);
    return { outcome: 'expired' };
  }
}

/**
 * A transaction handed to a send-only wallet whose signature never came back: looked for on chain until
 * found (then confirmed) or expired and still not found. Only then is its record dropped.
 */
async function settleRecordHanded(ctx: SolanaContext, record: PendingRecord, signal?: AbortSignal): Promise<Settled> {
  const handed: HandedTransaction = { ...record.handed!, lastValidBlockHeight: record.lastValidBlockHeight };
  const found = await settleHanded(ctx, record.owner, handed, expiryOfRecord(record), signal);
  ctx.pending.remove(record.id);
  const signature = found.signature ?? undefined;
  if (found.outcome === 'failed') return { outcome: 'failed', err: found.err, signature };
  return { outcome: found.outcome, signature };
}

/**
 * Resumes what an earlier visit signed and sent, or handed to a wallet that sends by itself: the same
 * bytes are re-broadcast (or the handed transaction looked for) and confirmed until the outcome is final.
 * Only then is the record dropped; stopped by the signal, it stays for next time.
 */
export async function resumePending(
  ctx: SolanaContext,
  owner: string,
  signal?: AbortSignal,
): Promise<PendingOutcome[]> {
  const records = ctx.pending.list().filter(mine(ctx, owner));
  return Promise.all(
    records.map(async (record): Promise<PendingOutcome> => {
      const settled = record.signature
        ? await settle(ctx, record.signature, expiryOfRecord(record), signal)
        : await settleRecordHanded(ctx, record, signal);
      const named = { ...summary(record), ...(settled.signature && { signature: settled.signature }) };
      if (settled.outcome !== 'failed') return { ...named, outcome: settled.outcome };
      return { ...named, outcome: 'failed', reason: explainFailure(settled.err, [], record.action) };
    }),
  );
}

/** Where a transaction signed earlier ends: waited out to 'confirmed', 'failed', or 'expired' (it can no longer land). */
export async function settleTransaction(
  ctx: SolanaContext,
  signed: SignedTransaction,
  signal?: AbortSignal,
): Promise<TransactionOutcome> {
  return (await settle(ctx, signed.signature, { lastValidBlockHeight: BigInt(signed.lastValidBlockHeight) }, signal))
    .outcome;
}

/** Where a transaction handed to a send-only wallet ended, its signature found on chain or none. */
export async function settleHandedOver(
  ctx: SolanaContext,
  owner: string,
  handed: HandedTransaction,
  signal?: AbortSignal,
) {
  const { outcome, signature } = await settleHanded(
    ctx,
    owner,
    handed,
    { lastValidBlockHeight: BigInt(handed.lastValidBlockHeight) },
    signal,
  );
  // A bulk send keeps its own log; a pending record of this hand-over, if any, is settled with it.
  for (const record of ctx.pending.list()) {
    if (record.handed?.message === handed.message) ctx.pending.remove(record.id);
  }
  return { outcome, signature };
}
