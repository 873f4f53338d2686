import { AppError } from '@/shared/lib/app-error';
import type { SolanaContext } from '../context';
import { retryDelayMs } from '../rpc/retry';
import { watchSignature } from './watch-signature';
import { decodeNonceAccount } from './nonce-account';

interface SignatureStatus {
  err: unknown;
  confirmationStatus?: 'processed' | 'confirmed' | 'finalized' | null;
}
interface StatusesResult {
  value: (SignatureStatus | null)[];
}

/** How a signed transaction's end is told: past its last valid block height, or its nonce advanced without it. */
export type Expiry = { lastValidBlockHeight: bigint } | { nonce: { account: string; value: string } };

export interface PendingTransaction {
  signature: string;
  /** The signed wire transaction in base64, re-broadcast unchanged while we wait (same signature: it can land only once). */
  wireBase64?: string;
  /** Past its last valid block height, or once its durable nonce has advanced, it can no longer land. */
  expiry: Expiry;
  signal?: AbortSignal;
}

const REBROADCAST_MS = 2_000;
// Never a cap on tries here: only the blockhash's expiry (or the caller's signal) ends the wait.
const CONFIRM_BACKOFF = { attempts: Infinity, totalMs: Infinity, baseDelayMs: 500, maxDelayMs: 10_000 };
/** Once expired, how many history look-ups must all miss before we say nothing was sent. */
export const LOOKUPS_AFTER_EXPIRY = 3;
// Once seen in a block after expiry, it can still only become confirmed or vanish with a fork.
const MAX_POLLS_AFTER_EXPIRY = 30;

const isConfirmed = (status: SignatureStatus) =>
  status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized';

/** Resolves after `ms`, or at once when woken (a WebSocket notification) — rejects when aborted. */
export function pause(ms: number, signal: AbortSignal | undefined, wake: { now?: () => void }): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      wake.now = undefined;
      resolve();
    };
    const onAbort = () => {
      clearTimeout(timer);
      wake.now = undefined;
      reject(new AppError('aborted', 'Stopped before the outcome was known.'));
    };
    const timer = setTimeout(done, ms);
    wake.now = done;
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A landed transaction (failed ones too) is news for the wallet's history. */
function landed(ctx: SolanaContext, err: unknown): { err: unknown } {
  ctx.signatures.landed();
  return { err: err ?? null };
}

/** The call that tells whether the transaction can still land, and how to read its answer. */
export function expiryCheck(expiry: Expiry) {
  if ('nonce' in expiry) {
    return {
      call: {
        method: 'getAccountInfo',
        params: [expiry.nonce.account, { encoding: 'base64', commitment: 'confirmed' }],
      },
      // A nonce that moved on (or an account closed) takes no transaction built on the old value.
      expired: (answer: unknown) =>
        decodeNonceAccount((answer as { value: Parameters<typeof decodeNonceAccount>[0] }).value)?.nonce !==
        expiry.nonce.value,
    };
  }
  const lastValidBlockHeight = Number(expiry.lastValidBlockHeight);
  return {
    call: { method: 'getBlockHeight', params: [{ commitment: 'confirmed' }] },
    expired: (answer: unknown) => (answer as number) > lastValidBlockHeight,
  };
}

/**
 * Polls the signature's status until it is confirmed, or until the chain's block height passes the
 * blockhash's last valid height (or its durable nonce advances without it) and retried look-ups of the
 * whole history still do not find it. A
 * WebSocket notification, when the node offers one, only wakes the poll early. An RPC fault (429, 5xx,
 * no answer) never ends the wait: the transaction may still land, so we back off and ask again — only
 * the caller's AbortSignal stops it. Resolves with the chain's error (null = success).
 */
export async function confirmSignature(ctx: SolanaContext, pending: PendingTransaction): Promise<{ err: unknown }> {
  const { signature, wireBase64, signal } = pending;
  const check = expiryCheck(pending.expiry);
  const wake: { now?: () => void } = {};
  const stopWatching = watchSignature(ctx.endpoint, signature, () => wake.now?.());
  try {
    let lastBroadcast = Date.now();
    let failures = 0;
    let pollsAfterExpiry = 0;
    let missesAfterExpiry = 0;
    for (;;) {
      let status: SignatureStatus | null;
      let expired: boolean;
      try {
        const [statuses, answer] = (await ctx.batch([
          { method: 'getSignatureStatuses', params: [[signature]] },
          check.call,
        ])) as [StatusesResult, unknown];
        status = statuses.value[0] ?? null;
        expired = check.expired(answer);
        failures = 0;
      } catch (error) {
        failures += 1;
        // The retry layer's own rule (Retry-After, else backoff with jitter), from the poll interval up.
        const delay = retryDelayMs(error, failures, { ...CONFIRM_BACKOFF, baseDelayMs: ctx.pollIntervalMs });
        await pause(Math.min(delay, 60_000), signal, wake);
        continue;
      }
      // A failure is reported at the same commitment as a success, so history already shows it when we say so.
      if (status && isConfirmed(status)) return landed(ctx, status.err);
      if (expired) {
        const found = await lookUp(ctx, signature);
        if (found && isConfirmed(found)) return landed(ctx, found.err);
        if (found === undefined) {
          // The look-up itself failed: that says nothing about the transaction.
        } else if (found === null) {
          missesAfterExpiry += 1;
          if (missesAfterExpiry >= LOOKUPS_AFTER_EXPIRY) {
            throw new AppError(
              'expired',
              'The transaction expired before it was confirmed; nothing was sent. Please try again.',
              { signature },
            );
          }
        } else if (++pollsAfterExpiry >= MAX_POLLS_AFTER_EXPIRY) {
          // Seen in a block that never reached "confirmed" long after expiry: it was on a dropped fork.
          throw new AppError(
            'expired',
            'The transaction was dropped with a fork; nothing was sent. Please try again.',
            {
              signature,
            },
          );
        }
      } else if (wireBase64 && Date.now() - lastBroadcast >= REBROADCAST_MS) {
        lastBroadcast = Date.now();
        // Best effort: a dropped packet is the usual reason a valid transaction never lands.
        await ctx
          .batch([
            {
              method: 'sendTransaction',
              params: [wireBase64, { encoding: 'base64', skipPreflight: true, maxRetries: 0 }],
            },
          ])
          .catch(() => undefined);
      }
      await pause(ctx.pollIntervalMs, signal, wake);
    }
  } finally {
    stopWatching();
  }
}

/** The status in the whole history: null when the node does not know it, undefined when it did not answer. */
async function lookUp(ctx: SolanaContext, signature: string): Promise<SignatureStatus | null | undefined> {
  try {
    const [final] = (await ctx.batch([
      { method: 'getSignatureStatuses', params: [[signature], { searchTransactionHistory: true }] },
    ])) as [StatusesResult];
    return final.value[0] ?? null;
  } catch {
    return undefined;
  }
}
