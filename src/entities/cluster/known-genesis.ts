import { useSyncExternalStore } from 'react';
import { clusterKey, type Cluster } from './model';

// What each cluster of this visit answered as its genesis hash (the connection asks it with the version):
// what a network IS, whatever URL reaches it. Unfinished work is kept under it, and a "Localnet" that
// answers as a public cluster is known for what it is.
const known = new Map<string, string>();
const listeners = new Set<() => void>();

export function rememberGenesis(cluster: Cluster, genesisHash: string) {
  if (known.get(clusterKey(cluster)) === genesisHash) return;
  known.set(clusterKey(cluster), genesisHash);
  for (const listener of listeners) listener();
}

/** The genesis hash the cluster answered on this visit, or the one a URL of the user's own was kept with. */
export const knownGenesis = (cluster: Cluster): string | undefined =>
  known.get(clusterKey(cluster)) ?? cluster.genesisHash;

export function useKnownGenesis(cluster: Cluster): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => knownGenesis(cluster),
    () => undefined,
  );
}

/**
 * Where unfinished work (pending sends, bulk sends, proposals) of this cluster is kept: by what the network
 * is, its genesis hash, so any URL of the same network finds it; by the cluster's own key where no genesis
 * is known (Demo).
 */
export const networkKey = (cluster: Cluster, genesisHash = knownGenesis(cluster)) =>
  genesisHash ? `genesis:${genesisHash}` : clusterKey(cluster);
