import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { WalletContext } from '@/entities/wallet/use-wallet';
import { createQueryClient } from '@/shared/lib/query-client';
import { fakeDataSource } from '@/test/fake-data-source';
import { connectedWallet, TEST_OWNER } from '@/test/wallet-mock';
import { DataError } from './errors';
import type { DataSource } from './contract';
import { walletKeys } from './queries';
import { DataSourceProvider } from './use-data-source';
import { useWalletAction } from './use-wallet-action';

const loaded = (dataSource: DataSource) =>
  Object.assign(Promise.resolve(dataSource), { status: 'fulfilled', value: dataSource });

/** The hook under a data source that the test can swap (a cluster switch) while an action is running. */
function setup() {
  const queryClient = createQueryClient();
  const localnet = fakeDataSource({}, PRESET_CLUSTERS.localnet);
  const devnet = fakeDataSource({}, PRESET_CLUSTERS.devnet);
  let current = localnet;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <WalletContext.Provider value={connectedWallet()}>
        <DataSourceProvider cluster={current.cluster} create={() => loaded(current)}>
          {children}
        </DataSourceProvider>
      </WalletContext.Provider>
    </QueryClientProvider>
  );
  return { queryClient, localnet, devnet, wrapper, switchTo: (ds: DataSource) => (current = ds) };
}

describe('useWalletAction', () => {
  it('refreshes the cluster the action started on, not the one selected when it ends, and stops its wait on the switch', async () => {
    const { queryClient, devnet, wrapper, switchTo } = setup();
    queryClient.setQueryData(walletKeys.solBalance(PRESET_CLUSTERS.localnet, TEST_OWNER), 1n);
    queryClient.setQueryData(walletKeys.solBalance(PRESET_CLUSTERS.devnet, TEST_OWNER), 2n);
    let finish: () => void = () => {};
    let signal: AbortSignal | undefined;
    const run = vi.fn((_ds: DataSource, _signer: unknown, _input: string, options: { signal?: AbortSignal }) => {
      signal = options.signal;
      return new Promise<string>((resolve) => (finish = () => resolve('sig')));
    });
    const { result, rerender } = renderHook(() => useWalletAction(run), { wrapper });
    let pending!: Promise<string>;
    act(() => {
      pending = result.current.mutateAsync({ input: 'x' });
    });
    await vi.waitFor(() => expect(run).toHaveBeenCalled());
    expect(run.mock.calls[0]?.[0].cluster.id).toBe('localnet');

    switchTo(devnet);
    rerender();
    expect(signal?.aborted).toBe(true);
    await act(async () => {
      finish();
      await pending;
    });
    const state = (cluster: typeof PRESET_CLUSTERS.localnet) =>
      queryClient.getQueryState(walletKeys.solBalance(cluster, TEST_OWNER))?.isInvalidated;
    expect(state(PRESET_CLUSTERS.localnet)).toBe(true);
    expect(state(PRESET_CLUSTERS.devnet)).toBe(false);
  });

  it('refreshes after a failure that may have touched the chain, not after a cancel', async () => {
    const { queryClient, wrapper } = setup();
    const key = walletKeys.solBalance(PRESET_CLUSTERS.localnet, TEST_OWNER);
    const run = vi.fn<(...args: unknown[]) => Promise<string>>();
    const { result } = renderHook(() => useWalletAction(run), { wrapper });

    queryClient.setQueryData(key, 1n);
    run.mockRejectedValueOnce(new DataError('cancelled', 'Cancelled in the wallet'));
    await act(() => result.current.mutateAsync({ input: 'x' }).catch(() => undefined));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);

    run.mockRejectedValueOnce(new DataError('failed-on-chain', 'Insufficient token balance for this amount.'));
    await act(() => result.current.mutateAsync({ input: 'x' }).catch(() => undefined));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
