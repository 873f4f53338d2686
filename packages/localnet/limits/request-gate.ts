// The mainnet-like profile's door: a batch over the cap is refused before anything in it runs, and a
// request over the client's rate limits is refused whole with 429, as the public endpoint does.
import { stringify } from '../json';
import type { MainnetLike } from '../mainnet-like';
import { INVALID_REQUEST } from '../rpc-error';
import { RateLimiter } from './rate-limiter';

export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The control methods stay usable whatever the limits, so a test can always reach its chain. */
const isControl = (method: string) => method.startsWith('localnet_');

function methodsOf(request: unknown): string[] {
  const calls = Array.isArray(request) ? request : [request];
  // A malformed call is still a call the endpoint answers, so it counts too.
  return calls
    .map((c: unknown) => (c && typeof c === 'object' && 'method' in c && typeof c.method === 'string' ? c.method : ''))
    .filter((m) => !isControl(m));
}

export function createRequestGate(profile: MainnetLike, now?: () => number) {
  const limiter = new RateLimiter(
    { total: profile.requestsPerWindow, perMethod: profile.methodRequestsPerWindow, windowMs: profile.windowMs },
    now,
  );
  const windowSeconds = profile.windowMs / 1000;
  /** Null lets the request through (and counts it); otherwise the answer to send instead. */
  return (request: unknown, client: string): Refusal | null => {
    if (Array.isArray(request) && request.length > profile.maxBatch) {
      const message = `Batch of ${request.length} requests is over the limit of ${profile.maxBatch}`;
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: stringify({ jsonrpc: '2.0', error: { code: INVALID_REQUEST, message }, id: null }),
      };
    }
    const verdict = limiter.take(client, methodsOf(request));
    if (verdict.ok) return null;
    const body =
      verdict.method === null
        ? `Too many requests from this address: over ${profile.requestsPerWindow} calls per ${windowSeconds} s`
        : `Too many requests for a specific RPC call: over ${profile.methodRequestsPerWindow} ${verdict.method} calls per ${windowSeconds} s`;
    return {
      status: 429,
      headers: { 'Retry-After': String(verdict.retryAfterSeconds), 'content-type': 'text/plain' },
      body,
    };
  };
}
