import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '@/shared/ui/toast';
import { vi } from 'vitest';
import type { DataSource } from '@/data-source/contract';
import { DataSourceProvider } from '@/data-hooks/use-data-source';
import { ClusterContext } from '@/entities/cluster/use-cluster';
import { createQueryClient } from '@/shared/lib/query-client';
import { atPath } from './at-path';

/** Already loaded, as React's `use` reads a thenable: the page renders at once, without suspending. */
const loaded = (dataSource: DataSource) =>
  Object.assign(Promise.resolve(dataSource), { status: 'fulfilled', value: dataSource });

/** Renders a page as the app does: query client, cluster, data source, router and the toaster. */
export function renderWithData(
  ui: ReactElement,
  dataSource: DataSource,
  {
    path = '/',
    state = null,
  }: { path?: string; /** The navigation's state, as a Link's `state` leaves it. */ state?: unknown } = {},
) {
  // The app's own cache (its error toasts included), without retries so failures show at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const cluster = {
    cluster: dataSource.cluster,
    stored: { id: 'devnet' as const },
    setCluster: vi.fn(),
    updateStored: vi.fn(),
  };
  atPath(path, state);
  return render(
    <QueryClientProvider client={queryClient}>
      <ClusterContext.Provider value={cluster}>
        <DataSourceProvider cluster={dataSource.cluster} create={() => loaded(dataSource)}>
          {ui}
          <Toaster />
        </DataSourceProvider>
      </ClusterContext.Provider>
    </QueryClientProvider>,
  );
}
