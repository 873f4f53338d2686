import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@/shared/lib/use-hydrated';
import {
  CLUSTER_IDS,
  customCluster,
  PRESET_CLUSTERS,
  withOwnUrl,
  type Cluster,
  type ClusterId,
  type ClusterIdentity,
  type OwnUrlClusterId,
} from './model';

export const CLUSTER_STORAGE_KEY = 'tokenManager.cluster';

/** A URL the user set, with the genesis hash it answered then. */
export interface OwnUrl {
  url: string;
  genesisHash: string;
}

export interface StoredCluster {
  id: ClusterId;
  customUrl?: string;
  /** What the custom URL answered when it was entered. */
  customIdentity?: ClusterIdentity;
  /** The user's own RPC URLs for the public clusters that take one. */
  ownUrls?: Partial<Record<OwnUrlClusterId, OwnUrl>>;
}

interface ClusterContextValue {
  cluster: Cluster;
  /** What is kept: the last custom URL entered (kept while another cluster is selected), the user's own URLs. */
  stored: StoredCluster;
  setCluster(id: ClusterId): void;
  /** Changes what is kept (a URL the user set: see cluster-urls), and the cluster with it. */
  updateStored(change: (stored: StoredCluster) => StoredCluster): void;
}

/** Exported for tests that fix the cluster; the app uses <ClusterProvider>. */
export const ClusterContext = createContext<ClusterContextValue | null>(null);

function isClusterId(value: unknown): value is ClusterId {
  return typeof value === 'string' && (CLUSTER_IDS as readonly string[]).includes(value);
}

/** A deployed build opens on Devnet; `npm start` sets VITE_DEFAULT_CLUSTER=localnet. */
function defaultClusterId(): ClusterId {
  const fromEnv = import.meta.env.VITE_DEFAULT_CLUSTER;
  return isClusterId(fromEnv) && fromEnv !== 'custom' ? fromEnv : 'devnet';
}

// What identifyCluster can answer: a URL is never taken for Localnet or Demo.
const IDENTIFIED = ['mainnet-beta', 'devnet', 'testnet', 'unknown'];
const isIdentity = (value: unknown): value is ClusterIdentity =>
  !!value &&
  typeof (value as ClusterIdentity).genesisHash === 'string' &&
  IDENTIFIED.includes((value as ClusterIdentity).network);

export const isOwnUrl = (value: unknown): value is OwnUrl =>
  !!value &&
  typeof (value as OwnUrl).url === 'string' &&
  isValidRpcUrl((value as OwnUrl).url) &&
  typeof (value as OwnUrl).genesisHash === 'string';

/** What is stored; its parts are checked where they are used, and an unreadable one is ignored. */
function readStored(): StoredCluster {
  if (typeof window === 'undefined') return { id: defaultClusterId() }; // prerendering
  try {
    const parsed = JSON.parse(window.localStorage.getItem(CLUSTER_STORAGE_KEY) ?? 'null') as StoredCluster | null;
    if (parsed && isClusterId(parsed.id)) return parsed;
  } catch {
    // unreadable storage: fall back to the default
  }
  return { id: defaultClusterId() };
}

export function resolveCluster({ id, customUrl, customIdentity, ownUrls }: StoredCluster): Cluster {
  if (id === 'custom') {
    return typeof customUrl === 'string' && isValidRpcUrl(customUrl)
      ? customCluster(customUrl, isIdentity(customIdentity) ? customIdentity : undefined)
      : PRESET_CLUSTERS[defaultClusterId() as Exclude<ClusterId, 'custom'>];
  }
  const own = ownUrls?.[id as OwnUrlClusterId];
  return (id === 'devnet' || id === 'mainnet-beta') && isOwnUrl(own)
    ? withOwnUrl(id, own.url, own.genesisHash)
    : PRESET_CLUSTERS[id];
}

/** What is wrong with an RPC URL entered for Custom, or null when it may be used. */
export function rpcUrlIssue(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'Enter a valid RPC URL starting with http:// or https://';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname.length === 0) {
    return 'Enter a valid RPC URL starting with http:// or https://';
  }
  if (url.username || url.password) {
    // It would be kept in this browser's storage and shown on screen in clear.
    return 'Remove the user name and password from the URL: credentials in a URL are stored and shown in clear';
  }
  return null;
}

/** An RPC URL the user may enter for Custom: http(s) with a host and no credentials. */
export function isValidRpcUrl(value: string): boolean {
  return rpcUrlIssue(value) === null;
}

export function ClusterProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState<StoredCluster>(readStored);

  const updateStored = useCallback((change: (previous: StoredCluster) => StoredCluster) => {
    setStored((previous) => {
      const next = change(previous);
      try {
        window.localStorage.setItem(CLUSTER_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // storage full or blocked: the choice still holds for this visit
      }
      return next;
    });
  }, []);
  const setCluster = useCallback((id: ClusterId) => updateStored((previous) => ({ ...previous, id })), [updateStored]);

  const value = useMemo(
    () => ({
      cluster: resolveCluster(stored),
      stored,
      setCluster,
      updateStored,
    }),
    [stored, setCluster, updateStored],
  );
  return <ClusterContext.Provider value={value}>{children}</ClusterContext.Provider>;
}

export function useCluster(): ClusterContextValue {
  const value = useContext(ClusterContext);
  if (!value)
    throw new Error('useCluster needs a <ClusterProvider> above it: wrap the app in the providers of src/app.');
  return value;
}

/**
 * The cluster as the page shows it: until the prerendered HTML is hydrated, the build's default (what that
 * HTML was rendered with); then the one chosen in this browser. For what is shown only: what reads or
 * writes the chain takes useCluster().cluster.
 */
export function useShownCluster(): Cluster {
  const { cluster } = useCluster();
  return useHydrated() ? cluster : resolveCluster({ id: defaultClusterId() });
}
