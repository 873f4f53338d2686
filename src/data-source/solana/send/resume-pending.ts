import { isAppError } from '@/shared/lib/app-error';
import type { PendingOutcome, PendingTransfer, SignedTransaction, TransactionOutcome } from '../../contract';
import type { SolanaContext } from '../context';
import { confirmSignature } from './confirm-signature';
import { explainFailure } from './explain-failure';
import type { PendingRecord } from './pending-store';

const mine = (ctx: SolanaContext, owner: string) => (record: PendingRecord) =>
  record.endpoint === ctx.endpoint && record.owner === owner;

const summary = ({ signature, action, transfer }: PendingRecord): PendingTransfer => ({ signature, action, transfer });

export function pendingTransfers(ctx: SolanaContext, owner: string): PendingTransfer[] {
  return ctx.pending.list().filter(mine(ctx, owner)).map(summary);
}

/**
 * Confirms a signed transaction to its final outcome — re-broadcasting the same bytes when this browser
 * kept them — and only then drops its pending record. Stopped by the signal, the record stays.
 */
async function settle(
  ctx: SolanaContext,
  signature: string,
  lastValidBlockHeight: bigint,
  signal?: AbortSignal,
): Promise<{ outcome: 'confirmed' | 'expired' } | { outcome: 'failed'; err: unknown }> {
  const record = ctx.pending.list().find((each) => each.signature === signature);
  try {
    const { err } = await confirmSignature(ctx, {
      signature,
      wireBase64: record?.wireBase64,
      expiry: record?.nonce ? { nonce: record.nonce } : { lastValidBlockHeight },
      signal,
    });
    ctx.pending.remove(signature);
    return err === null ? { outcome: 'confirmed' } : { outcome: 'failed', err };
  } catch (error) {
    if (!isAppError(error, 'expired')) throw error;
    ctx.pending.remove(signature);
    return { outcome: 'expired' };
  }
}

/**
 * Resumes what an earlier visit signed and sent: the same bytes are re-broadcast and confirmed until
 * the outcome is final. Only then is the record dropped; stopped by the signal, it stays for next time.
 */
export async function resumePending(
  ctx: SolanaContext,
  owner: string,
  signal?: AbortSignal,
): Promise<PendingOutcome[]> {
  const records = ctx.pending.list().filter(mine(ctx, owner));
  return Promise.all(
    records.map(async (record): Promise<PendingOutcome> => {
      const settled = await settle(ctx, record.signature, BigInt(record.lastValidBlockHeight), signal);
      if (settled.outcome !== 'failed') return { ...summary(record), outcome: settled.outcome };
      return { ...summary(record), outcome: 'failed', reason: explainFailure(settled.err, [], record.action) };
    }),
  );
}

/** Where a transaction signed earlier ends: waited out to 'confirmed', 'failed', or 'expired' (it can no longer land). */
export async function settleTransaction(
  ctx: SolanaContext,
  signed: SignedTransaction,
  signal?: AbortSignal,
): Promise<TransactionOutcome> {
  return (await settle(ctx, signed.signature, BigInt(signed.lastValidBlockHeight), signal)).outcome;
}
