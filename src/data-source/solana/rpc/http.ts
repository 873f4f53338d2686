import { AppError } from '@/shared/lib/app-error';

export type FetchFn = typeof fetch;

/** Seconds or an HTTP date, as Retry-After allows; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * One JSON-RPC POST. Failures come back as the data source's own errors: a 429 is "rate-limited"
 * (with the node's Retry-After), a 5xx or no answer at all is "unreachable".
 */
export async function postJson(
  endpoint: string,
  fetchFn: FetchFn,
  body: string,
  signal?: AbortSignal,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchFn(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw new AppError('aborted', 'Stopped.', { cause: error });
    throw new AppError('unreachable', `The cluster did not answer (${errorText(error)}).`, { cause: error });
  }
  if (response.status === 429) {
    const wait = retryAfterMs(response.headers.get('retry-after'));
    throw new AppError('rate-limited', 'The cluster answered HTTP 429 Too Many Requests.', { retryAfterMs: wait });
  }
  if (!response.ok) {
    const kind = response.status >= 500 ? 'unreachable' : 'rpc';
    throw new AppError(kind, `The cluster answered HTTP ${response.status} ${response.statusText}`.trim() + '.');
  }
  return response.text();
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
