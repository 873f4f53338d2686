import { createContext, use, useCallback, useContext, useRef, type ReactNode } from 'react';
import { clusterKey, type Cluster } from '@/entities/cluster/model';
import type { DataSource } from '@/data-source/contract';

interface DataSourceSlot {
  cluster: Cluster;
  /** The data source of this cluster, loaded (code and all) the first time something needs it. */
  load(): Promise<DataSource>;
}

const DataSourceContext = createContext<DataSourceSlot | null>(null);

/**
 * Provides the selected cluster's data source without loading it: the Solana client (or Demo) is
 * downloaded only when a page first reads or acts, so the first page carries none of it.
 */
export function DataSourceProvider({
  cluster,
  create,
  children,
}: {
  cluster: Cluster;
  create: (cluster: Cluster) => Promise<DataSource>;
  children: ReactNode;
}) {
  const loaded = useRef(new Map<string, Promise<DataSource>>());
  const load = useCallback(() => {
    const key = clusterKey(cluster);
    let promise = loaded.current.get(key);
    if (!promise) {
      const pending = create(cluster);
      // Marked as React's `use` reads a thenable: once loaded, the data source is returned at once,
      // so moving between pages never suspends again.
      pending.then(
        (value) => Object.assign(pending, { status: 'fulfilled', value }),
        // A failed download (offline) may be retried by the next reader.
        () => loaded.current.delete(key),
      );
      promise = pending;
      loaded.current.set(key, promise);
    }
    return promise;
  }, [cluster, create]);
  return <DataSourceContext.Provider value={{ cluster, load }}>{children}</DataSourceContext.Provider>;
}

function useSlot(): DataSourceSlot {
  const slot = useContext(DataSourceContext);
  if (!slot) {
    throw new Error('useDataSource needs a <DataSourceProvider> above it: wrap the app in the providers of src/app.');
  }
  return slot;
}

/** The data source of the selected cluster; suspends (inside the page's Suspense) while it loads. */
export function useDataSource(): DataSource {
  return use(useSlot().load());
}

/** For code outside the pages' Suspense: the selected cluster, and a loader to call when acting. */
export function useDataSourceLoader(): DataSourceSlot {
  return useSlot();
}
