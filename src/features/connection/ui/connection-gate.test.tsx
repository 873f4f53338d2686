import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { DataSource } from '@/entities/data-source/model';
import { DataSourceProvider } from '@/entities/data-source/use-data-source';
import { fakeDataSource } from '@/test/fake-data-source';
import { ConnectionGate } from './connection-gate';

function renderGate(dataSource: DataSource) {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  return render(
    <QueryClientProvider client={client}>
      <DataSourceProvider value={dataSource}>
        <ConnectionGate clusterSwitch={<button type="button">Switch cluster</button>}>
          <p>The routes</p>
        </ConnectionGate>
        <Toaster />
      </DataSourceProvider>
    </QueryClientProvider>,
  );
}

describe('ConnectionGate', () => {
  it('says it is connecting, then shows the routes, the green indicator and a toast with the node version', async () => {
    let answer: (v: string) => void = () => {};
    const ds = fakeDataSource({ getVersion: vi.fn(() => new Promise<string>((r) => (answer = r))) });
    renderGate(ds);
    expect(screen.getByText('Connecting to Solana...')).toBeInTheDocument();
    expect(screen.getByText('Localnet · http://127.0.0.1:8899')).toBeInTheDocument();
    answer('2.2.7');
    expect(await screen.findByText('The routes')).toBeInTheDocument();
    expect(screen.getByTestId('connected-indicator')).toHaveAccessibleName('Connected to Localnet');
    expect(await screen.findByText('Connected to Solana')).toBeInTheDocument();
    expect(screen.getByText('Node version 2.2.7')).toBeInTheDocument();
  });

  it('shows Network Offline with retry and a way to switch cluster when the cluster is unreachable', async () => {
    const getVersion = vi.fn().mockRejectedValue(new Error('fetch failed'));
    renderGate(fakeDataSource({ getVersion }));
    expect(await screen.findByText('Network Offline')).toBeInTheDocument();
    expect(screen.getByText('Cannot connect to Solana')).toBeInTheDocument();
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch cluster' })).toBeInTheDocument();
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not connect to Solana network. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('The routes')).not.toBeInTheDocument();

    getVersion.mockResolvedValue('2.2.7');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The routes')).toBeInTheDocument();
  });
});
