import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import type { DataSource } from '@/entities/data-source/model';
import { DataSourceProvider } from '@/entities/data-source/use-data-source';

/** Renders a page as the app does: query client, data source, router and the toaster. */
export function renderWithData(ui: ReactElement, dataSource: DataSource) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <DataSourceProvider value={dataSource}>
        <MemoryRouter>
          {ui}
          <Toaster />
        </MemoryRouter>
      </DataSourceProvider>
    </QueryClientProvider>,
  );
}
