import { useCallback, useEffect, useState } from 'react';
import { askNode, getClusterVersion } from '@/entities/cluster/get-version';
import { GENESIS_NETWORKS, NETWORK_LABELS } from '@/entities/cluster/identify';
import { rememberGenesis } from '@/entities/cluster/known-genesis';
import { AppError, isAppError } from '@/shared/lib/app-error';
import { clusterKey, type Cluster } from '@/entities/cluster/model';

export type VersionState =
  | { status: 'pending' }
  | { status: 'success'; version: string }
  | { status: 'error'; error: unknown }
  /** The node answered 429: it is up. Asked again by itself at `retryAt` (ms since epoch). */
  | { status: 'rate-limited'; retryAt: number };

// One answer per cluster for the whole visit: moving between pages never asks again.
const known = new Map<string, string>();
const RETRY_DELAY_MS = 1_000;

/**
 * The node's version, asked once per cluster with one retry. Plain React state rather than TanStack
 * Query: the gate is on the first page, which must not download the query library (it loads with
 * the first page that reads data). `retry()` asks again after a failure.
 */
export function useClusterVersion(cluster: Cluster) {
  const key = clusterKey(cluster);
  const [state, setState] = useState<{ key: string; value: VersionState }>(() => initial(key));
  const [attempt, setAttempt] = useState(0);
  const current = state.key === key ? state.value : initial(key).value;

  useEffect(() => {
    if (known.has(key)) return setState(initial(key));
    const controller = new AbortController();
    setState({ key, value: { status: 'pending' } });
    const ask = () => connectCluster(cluster, controller.signal);
    ask()
      .catch((error: unknown) => {
        if (isAppError(error, 'rate-limited')) throw error; // waited for below, as the node asked
        return new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)).then(ask);
      })
      .then(
        (version) => {
          known.set(key, version);
          if (!controller.signal.aborted) setState({ key, value: { status: 'success', version } });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isAppError(error, 'rate-limited')) {
            // askNode always says how long the node asked to wait.
            const wait = error.details.retryAfterMs!;
            setState({ key, value: { status: 'rate-limited', retryAt: Date.now() + wait } });
            timer = setTimeout(() => setAttempt((n) => n + 1), wait);
          } else setState({ key, value: { status: 'error', error } });
        },
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [cluster, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...current, retry, isRetrying: current.status === 'pending' && attempt > 0 };
}

/**
 * The node's version, and what network it is (its genesis hash, asked at the same time and remembered for
 * the visit). A "Localnet" that answers as a public cluster is refused: it is not a local chain, and the
 * local test wallet, which signs without asking, must never sign there.
 */
export async function connectCluster(cluster: Cluster, signal?: AbortSignal): Promise<string> {
  if (!cluster.endpoint) return getClusterVersion(cluster, signal);
  const [version, genesisHash] = await Promise.all([
    getClusterVersion(cluster, signal),
    askNode(cluster.endpoint, 'getGenesisHash', signal),
  ]);
  if (typeof genesisHash === 'string') {
    rememberGenesis(cluster, genesisHash);
    const publicNetwork = GENESIS_NETWORKS[genesisHash];
    if (cluster.id === 'localnet' && publicNetwork) {
      throw new AppError(
        'invalid',
        `This Localnet address answers as ${NETWORK_LABELS[publicNetwork]}, not as a local chain: nothing is signed here with the local test wallet. Choose ${NETWORK_LABELS[publicNetwork]} to use it.`,
      );
    }
  }
  return version;
}

function initial(key: string): { key: string; value: VersionState } {
  const version = known.get(key);
  return { key, value: version === undefined ? { status: 'pending' } : { status: 'success', version } };
}
