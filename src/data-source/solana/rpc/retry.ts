import { AppError, isAppError } from '@/shared/lib/app-error';
import { reportRateLimit } from '@/shared/lib/rate-limit-status';

export interface RetryPolicy {
  /** Tries in all, the first included (rate limits excepted: they are waited out within `totalMs`). */
  attempts: number;
  /** No retry starts after this much time since the first try. */
  totalMs: number;
  /** First backoff; it doubles each time, with jitter, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const READ_POLICY: RetryPolicy = { attempts: 8, totalMs: 60_000, baseDelayMs: 250, maxDelayMs: 4_000 };
export const NO_RETRY: RetryPolicy = { attempts: 1, totalMs: 0, baseDelayMs: 0, maxDelayMs: 0 };

// Tried once: a second airdrop request would be a second airdrop, and a lost send is re-broadcast by
// the confirmation loop (the same bytes) until its blockhash expires.
const SINGLE_TRY = new Set(['requestAirdrop', 'sendTransaction']);

/** The policy for a request carrying these methods: one try if any is single-try, else the read policy. */
export function policyFor(methods: readonly string[], readPolicy: RetryPolicy = READ_POLICY): RetryPolicy {
  return methods.some((method) => SINGLE_TRY.has(method)) ? NO_RETRY : readPolicy;
}

// Node answers that say "not now" rather than "no": behind, not caught up to minContextSlot, unhealthy.
const TRANSIENT_RPC_CODES = new Set([-32004, -32005, -32014, -32016]);

/** Whether trying again may succeed: rate limits, no answer, 5xx, and a node that is behind. */
export function isTransient(error: unknown): boolean {
  if (isAppError(error, 'rate-limited') || isAppError(error, 'unreachable')) return true;
  return isAppError(error, 'rpc') && TRANSIENT_RPC_CODES.has(error.details.rpc?.code ?? 0);
}

/** The wait before the next try: the node's Retry-After when it gave one, else exponential backoff with jitter. */
export function retryDelayMs(error: unknown, attempt: number, policy: RetryPolicy): number {
  if (isAppError(error, 'rate-limited') && error.details.retryAfterMs !== undefined) return error.details.retryAfterMs;
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return exponential / 2 + Math.random() * (exponential / 2);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new AppError('aborted', 'Stopped.'));
    });
  });

/**
 * The one retry layer of the data source: every request goes through it. A transient failure is tried
 * again (honouring Retry-After) within the policy's caps; anything else, or the last failure, is thrown.
 */
export async function withRetry<T>(
  run: () => Promise<T>,
  policy: RetryPolicy = READ_POLICY,
  signal?: AbortSignal,
  onRetry?: (delayMs: number, error: unknown) => void,
): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const delay = retryDelayMs(error, attempt, policy);
      const late = Date.now() - started + delay >= policy.totalMs;
      // A 429 says when to come back: it is waited out within the time cap, however many times it comes.
      const tooMany = attempt >= policy.attempts && !isAppError(error, 'rate-limited');
      if (!isTransient(error) || tooMany || late || signal?.aborted) throw error;
      if (isAppError(error, 'rate-limited')) reportRateLimit(delay);
      onRetry?.(delay, error);
      await sleep(delay, signal);
    }
  }
}
