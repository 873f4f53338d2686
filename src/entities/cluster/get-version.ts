import type { Cluster } from './model';

/** The node answered 429: it is up, and asks us to wait. Never a reason to say "offline". */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('The cluster is rate limiting requests.');
    this.name = 'RateLimitedError';
  }
}

/** What Demo answers, after a short pause, as if a node did. */
export const DEMO_NODE_VERSION = '2.2.0 (demo)';

/**
 * The node's version (`getVersion`), for the cluster gate. A plain fetch, not the Solana client:
 * the first page must not wait for (or download) the data source to say it is connected.
 */
export async function getClusterVersion(cluster: Cluster, signal?: AbortSignal): Promise<string> {
  if (!cluster.endpoint) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return DEMO_NODE_VERSION;
  }
  const version = ((await askNode(cluster.endpoint, 'getVersion', signal)) as { 'solana-core'?: unknown } | null)?.[
    'solana-core'
  ];
  if (typeof version !== 'string') throw new Error('The cluster gave no version.');
  return version;
}

/** One JSON-RPC call by plain fetch; a 429 is RateLimitedError, a node's error its message. */
export async function askNode(endpoint: string, method: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method }),
    signal,
  });
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    throw new RateLimitedError(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 2_000);
  }
  if (!response.ok) throw new Error(`The cluster answered HTTP ${response.status}.`);
  const answer = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (answer.error) throw new Error(answer.error.message ?? `The cluster refused ${method}.`);
  return answer.result;
}
