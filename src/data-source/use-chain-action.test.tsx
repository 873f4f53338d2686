import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { WalletContext } from '@/entities/wallet/use-wallet';
import { createQueryClient } from '@/shared/lib/query-client';
import { toast } from '@/shared/ui/toast';
import { fakeDataSource } from '@/test/fake-data-source';
import { connectedWallet } from '@/test/wallet-mock';
import type { DataSource } from './contract';
import { DataError } from './errors';
import { useChainAction } from './use-chain-action';
import { DataSourceProvider } from './use-data-source';

const loaded = (dataSource: DataSource) =>
  Object.assign(Promise.resolve(dataSource), { status: 'fulfilled', value: dataSource });

function wrapper({ children }: { children: ReactNode }) {
  const dataSource = fakeDataSource({}, PRESET_CLUSTERS.localnet);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <WalletContext.Provider value={connectedWallet()}>
        <DataSourceProvider cluster={dataSource.cluster} create={() => loaded(dataSource)}>
          {children}
        </DataSourceProvider>
      </WalletContext.Provider>
    </QueryClientProvider>
  );
}

const WORDS = {
  title: 'Burning',
  failure: 'Failed to burn. Please try again.',
  success: (result: { signature: string }) => ({ title: 'Burned', description: `in ${result.signature}` }),
};

afterEach(() => vi.restoreAllMocks());

describe('useChainAction', () => {
  it('a landed action resolves with its result and says so once, with what landed', async () => {
    const success = vi.spyOn(toast, 'success');
    const run = vi.fn(async () => ({ signature: 'sig1' }));
    const { result } = renderHook(() => useChainAction(run), { wrapper });
    let outcome: { signature: string } | null = null;
    await act(async () => {
      outcome = await result.current.perform('input', WORDS);
    });
    expect(outcome).toEqual({ signature: 'sig1' });
    expect(success).toHaveBeenCalledWith('Burned', expect.objectContaining({ description: 'in sig1' }));
    expect(result.current.failure).toBeNull();
  });

  it('a failure is kept for the page with the cluster it ran on; a cancel in the wallet keeps nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    const info = vi.spyOn(toast, 'info');
    let refusal: unknown = new DataError('failed-on-chain', 'custom program error: 0x1');
    const run = vi.fn(async () => {
      throw refusal;
    });
    const { result } = renderHook(() => useChainAction(run), { wrapper });
    await act(async () => {
      expect(await result.current.perform('input', WORDS)).toBeNull();
    });
    expect(result.current.failure).toMatchObject({ error: refusal, cluster: { id: 'localnet' } });
    expect(error).toHaveBeenCalledWith('Error', expect.objectContaining({ description: expect.stringContaining('Failed to burn') }));

    refusal = new DataError('cancelled', 'User rejected the request.');
    await act(async () => {
      expect(await result.current.perform('input', WORDS)).toBeNull();
    });
    // The earlier failure is cleared by the new attempt, and a cancel is no failure.
    expect(result.current.failure).toBeNull();
    expect(info).toHaveBeenCalledWith('Cancelled', expect.anything());
  });
});
