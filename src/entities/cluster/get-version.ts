import { AppError } from '@/shared/lib/app-error';
import type { Cluster } from './model';

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
  if (typeof version !== 'string') throw new AppError('rpc', 'The cluster gave no version.');
  return version;
}

/**
 * One JSON-RPC call by plain fetch. A 429 is 'rate-limited' with the wait the node asked for (the node
 * is up: never a reason to say "offline"); no answer is 'unreachable'; a node's error is 'rpc'.
 */
export async function askNode(endpoint: string, method: string, signal?: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method }),
      signal,
    });
  } catch (error) {
    // Stopped or not answered: a caller that stopped it does not read this.
    throw new AppError('unreachable', 'No answer came.', { cause: error });
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    const retryAfterMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 2_000;
    throw new AppError('rate-limited', 'The cluster is rate limiting requests.', { retryAfterMs });
  }
  if (!response.ok) throw new AppError('unreachable', `The cluster answered HTTP ${response.status}.`);
  const answer = (await response.json()) as { result?: unknown; error?: { message?: string } };
  if (answer.error) throw new AppError('rpc', answer.error.message ?? `The cluster refused ${method}.`);
  return answer.result;
}
