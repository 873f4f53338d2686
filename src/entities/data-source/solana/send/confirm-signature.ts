import type { SolanaContext } from '../context';
import { TransactionExpiredError } from '../action-errors';

interface SignatureStatus {
  err: unknown;
  confirmationStatus?: 'processed' | 'confirmed' | 'finalized' | null;
}
interface StatusesResult {
  value: (SignatureStatus | null)[];
}

export interface PendingTransaction {
  signature: string;
  /** The signed bytes, re-broadcast unchanged while we wait (same signature: it can land only once). */
  raw?: Uint8Array;
  lastValidBlockHeight: number;
}

const REBROADCAST_MS = 2_000;
// A passing RPC fault must not turn a transaction that may still land into "failed".
const MAX_CONSECUTIVE_POLL_FAILURES = 8;
// Once seen in a block after expiry, it can still only become confirmed or vanish with a fork.
const MAX_POLLS_AFTER_EXPIRY = 30;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isConfirmed = (status: SignatureStatus) =>
  status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized';

/**
 * Polls the signature's status (a WebSocket would be a bonus, polling always works) until it is confirmed,
 * or until the chain's block height passes the blockhash's last valid height; then looks the signature up
 * in the whole history once more before saying it expired. Resolves with the chain's error (null = success).
 */
export async function confirmSignature(ctx: SolanaContext, pending: PendingTransaction): Promise<{ err: unknown }> {
  const { signature, raw, lastValidBlockHeight } = pending;
  let lastBroadcast = Date.now();
  let failures = 0;
  let pollsAfterExpiry = 0;
  for (;;) {
    let status: SignatureStatus | null;
    let blockHeight: number;
    try {
      const [statuses, height] = (await ctx.rpc([
        { method: 'getSignatureStatuses', params: [[signature]] },
        { method: 'getBlockHeight', params: [{ commitment: 'confirmed' }] },
      ])) as [StatusesResult, number];
      status = statuses.value[0] ?? null;
      blockHeight = height;
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures >= MAX_CONSECUTIVE_POLL_FAILURES) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `Could not confirm transaction ${signature} (${reason}). Check it in the explorer before trying again.`,
          { cause: error },
        );
      }
      await sleep(ctx.pollIntervalMs);
      continue;
    }

    // A failure is reported at the same commitment as a success, so history already shows it when we say so.
    if (status && isConfirmed(status)) return { err: status.err ?? null };

    if (blockHeight > lastValidBlockHeight) {
      const [final] = (await ctx.rpc([
        { method: 'getSignatureStatuses', params: [[signature], { searchTransactionHistory: true }] },
      ])) as [StatusesResult];
      const found = final.value[0];
      if (found && isConfirmed(found)) return { err: found.err ?? null };
      if (!found || pollsAfterExpiry >= MAX_POLLS_AFTER_EXPIRY) throw new TransactionExpiredError(signature);
      pollsAfterExpiry += 1;
    } else if (raw && Date.now() - lastBroadcast >= REBROADCAST_MS) {
      lastBroadcast = Date.now();
      // Best effort: a dropped packet is the usual reason a valid transaction never lands.
      await ctx.connection.sendRawTransaction(raw, { skipPreflight: true, maxRetries: 0 }).catch(() => undefined);
    }
    await sleep(ctx.pollIntervalMs);
  }
}
