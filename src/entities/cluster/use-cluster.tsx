import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CLUSTER_IDS, customCluster, PRESET_CLUSTERS, type Cluster, type ClusterId } from './model';

export const CLUSTER_STORAGE_KEY = 'tokenManager.cluster';

interface StoredCluster {
  id: ClusterId;
  customUrl?: string;
}

interface ClusterContextValue {
  cluster: Cluster;
  /** The last custom URL entered, kept while another cluster is selected. */
  customUrl: string | null;
  setCluster(id: ClusterId, customUrl?: string): void;
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

function readStored(): StoredCluster {
  try {
    const raw = window.localStorage.getItem(CLUSTER_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'id' in parsed && isClusterId(parsed.id)) {
      const customUrl = 'customUrl' in parsed && typeof parsed.customUrl === 'string' ? parsed.customUrl : undefined;
      if (parsed.id !== 'custom' || (customUrl && isValidRpcUrl(customUrl))) return { id: parsed.id, customUrl };
    }
  } catch {
    // unreadable storage: fall back to the default
  }
  return { id: defaultClusterId() };
}

export function resolveCluster(stored: StoredCluster): Cluster {
  if (stored.id === 'custom' && stored.customUrl) return customCluster(stored.customUrl);
  if (stored.id === 'custom') return PRESET_CLUSTERS[defaultClusterId() as Exclude<ClusterId, 'custom'>];
  return PRESET_CLUSTERS[stored.id];
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

  const setCluster = useCallback((id: ClusterId, customUrl?: string) => {
    setStored((previous) => {
      const next: StoredCluster = { id, customUrl: id === 'custom' ? customUrl?.trim() : previous.customUrl };
      try {
        window.localStorage.setItem(CLUSTER_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // storage full or blocked: the choice still holds for this visit
      }
      return next;
    });
  }, []);

  const value = useMemo(
    () => ({ cluster: resolveCluster(stored), customUrl: stored.customUrl ?? null, setCluster }),
    [stored, setCluster],
  );
  return <ClusterContext.Provider value={value}>{children}</ClusterContext.Provider>;
}

export function useCluster(): ClusterContextValue {
  const value = useContext(ClusterContext);
  if (!value)
    throw new Error('useCluster needs a <ClusterProvider> above it: wrap the app in the providers of src/app.');
  return value;
}
