import { isDataError } from '../../errors';
import type { PendingOutcome, PendingTransfer } from '../../model';
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
      const pending = {
        signature: record.signature,
        wireBase64: record.wireBase64,
        lastValidBlockHeight: BigInt(record.lastValidBlockHeight),
        signal,
      };
      try {
        const { err } = await confirmSignature(ctx, pending);
        ctx.pending.remove(record.signature);
        if (err === null) return { ...summary(record), outcome: 'confirmed' };
        return { ...summary(record), outcome: 'failed', reason: explainFailure(err, [], record.action) };
      } catch (error) {
        if (!isDataError(error, 'expired')) throw error;
        ctx.pending.remove(record.signature);
        return { ...summary(record), outcome: 'expired' };
      }
    }),
  );
}
