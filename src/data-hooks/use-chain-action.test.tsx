import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { WalletContext } from '@/entities/wallet/use-wallet';
import { createQueryClient } from '@/shared/lib/query-client';
import { toast } from '@/shared/ui/toast';
import { testDataSource } from '@test-support/unit/test-data-source';
import { connectedWallet, TEST_OWNER } from '@test-support/unit/wallet-mock';
import type { ChainAction, DataSource } from '@/data-source/contract';
import { AppError } from '@/shared/lib/app-error';
import { walletKeys } from './queries';
import { useChainAction } from './use-chain-action';
import { DataSourceProvider } from './use-data-source';

const loaded = (dataSource: DataSource) =>
  Object.assign(Promise.resolve(dataSource), { status: 'fulfilled', value: dataSource });

type Run = (...args: Parameters<DataSource['run']>) => Promise<unknown>;

/** The hook under a data source that the test can swap (a cluster switch) while an action is running. */
function setup(run: Run = vi.fn(async () => ({ signature: 'sig' }))) {
  const queryClient = createQueryClient();
  const localnet = testDataSource({ run }, PRESET_CLUSTERS.localnet);
  const devnet = testDataSource({}, PRESET_CLUSTERS.devnet);
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

const BURN: ChainAction = { kind: 'burn', mint: 'mint', amount: 1n };
const WORDS = {
  summary: (result: { signature: string }) => `in ${result.signature}`,
};

afterEach(() => vi.restoreAllMocks());

describe('useChainAction', () => {
  it('a landed action resolves with its result and says so once, with what landed', async () => {
    const success = vi.spyOn(toast, 'success');
    const run = vi.fn<Run>(async () => ({ signature: 'sig1' }));
    const { wrapper } = setup(run);
    const { result } = renderHook(() => useChainAction(), { wrapper });
    let outcome: { signature: string } | null = null;
    await act(async () => {
      outcome = await result.current.perform(BURN, WORDS);
    });
    expect(outcome).toEqual({ signature: 'sig1' });
    expect(run.mock.calls[0]?.[1]).toEqual(BURN);
    // The words are the burn's descriptor's; the line is the page's.
    expect(success).toHaveBeenCalledWith('Tokens burned', expect.objectContaining({ description: 'in sig1' }));
    expect(result.current.failure).toBeNull();
  });

  it('a failure is kept for the page with the cluster it ran on; a cancel in the wallet keeps nothing', async () => {
    const error = vi.spyOn(toast, 'error');
    const info = vi.spyOn(toast, 'info');
    let refusal: unknown = new AppError('failed-on-chain', 'custom program error: 0x1');
    const run = vi.fn(async () => {
      throw refusal;
    });
    const { wrapper } = setup(run);
    const { result } = renderHook(() => useChainAction(), { wrapper });
    await act(async () => {
      expect(await result.current.perform(BURN, WORDS)).toBeNull();
    });
    expect(result.current.failure).toMatchObject({ error: refusal, cluster: { id: 'localnet' } });
    expect(error).toHaveBeenCalledWith(
      'Error',
      expect.objectContaining({ description: expect.stringContaining('Failed to burn tokens') }),
    );

    refusal = new AppError('cancelled', 'User rejected the request.');
    await act(async () => {
      expect(await result.current.perform(BURN, WORDS)).toBeNull();
    });
    // The earlier failure is cleared by the new attempt, and a cancel is no failure.
    expect(result.current.failure).toBeNull();
    expect(info).toHaveBeenCalledWith('Cancelled', expect.anything());
  });

  it('refreshes the cluster the action started on, not the one selected when it ends, and stops its wait on the switch', async () => {
    let finish: () => void = () => {};
    let signal: AbortSignal | undefined;
    const run = vi.fn((_signer: unknown, _action: unknown, options?: { signal?: AbortSignal }) => {
      signal = options?.signal;
      return new Promise<{ signature: string }>((resolve) => (finish = () => resolve({ signature: 'sig' })));
    });
    const { queryClient, devnet, wrapper, switchTo } = setup(run);
    queryClient.setQueryData(walletKeys.solBalance(PRESET_CLUSTERS.localnet, TEST_OWNER), 1n);
    queryClient.setQueryData(walletKeys.solBalance(PRESET_CLUSTERS.devnet, TEST_OWNER), 2n);
    const { result, rerender } = renderHook(() => useChainAction(), { wrapper });
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.perform(BURN, WORDS);
    });
    await vi.waitFor(() => expect(run).toHaveBeenCalled());

    switchTo(devnet);
    rerender();
    expect(signal?.aborted).toBe(true);
    await act(async () => {
      finish();
      await pending;
    });
    expect(devnet.run).not.toHaveBeenCalled();
    const state = (cluster: typeof PRESET_CLUSTERS.localnet) =>
      queryClient.getQueryState(walletKeys.solBalance(cluster, TEST_OWNER))?.isInvalidated;
    expect(state(PRESET_CLUSTERS.localnet)).toBe(true);
    expect(state(PRESET_CLUSTERS.devnet)).toBe(false);
  });

  it('refreshes after a failure that may have touched the chain, not after a cancel', async () => {
    const run = vi.fn<Run>();
    const { queryClient, wrapper } = setup(run);
    const key = walletKeys.solBalance(PRESET_CLUSTERS.localnet, TEST_OWNER);
    const { result } = renderHook(() => useChainAction(), { wrapper });

    queryClient.setQueryData(key, 1n);
    run.mockRejectedValueOnce(new AppError('cancelled', 'Cancelled in the wallet'));
    await act(() => result.current.perform(BURN, WORDS));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);

    run.mockRejectedValueOnce(new AppError('failed-on-chain', 'Insufficient token balance for this amount.'));
    await act(() => result.current.perform(BURN, WORDS));
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('a second submit while one is under way is a no-op', async () => {
    let finish: () => void = () => {};
    const run = vi.fn(
      () => new Promise<{ signature: string }>((resolve) => (finish = () => resolve({ signature: 'sig' }))),
    );
    const { wrapper } = setup(run);
    const { result } = renderHook(() => useChainAction(), { wrapper });
    const submit = result.current.once(async () => {
      await result.current.perform(BURN, WORDS);
    });
    let first!: Promise<void>;
    act(() => {
      first = submit();
      void submit();
    });
    await vi.waitFor(() => expect(run).toHaveBeenCalled());
    await act(async () => {
      finish();
      await first;
    });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a wallet that answered too late: the failure offers the same submit again, with what was typed then', async () => {
    const late = new AppError('expired', 'The wallet answered after the transaction’s blockhash had expired.', {
      askAgain: true,
    });
    const run = vi.fn<Run>(async () => ({ signature: 'sig2' }));
    run.mockRejectedValueOnce(late);
    const { wrapper } = setup(run);
    const { result } = renderHook(() => useChainAction(), { wrapper });
    const landed: string[] = [];
    const submit = result.current.once(async (typed: string) => {
      const done = await result.current.perform({ ...BURN, mint: typed }, WORDS);
      if (done) landed.push(`${typed}: ${done.signature}`);
    });
    await act(() => submit('typed-mint'));
    expect(result.current.failure?.error).toBe(late);
    expect(result.current.failure?.retry).toBeTypeOf('function');
    await act(async () => result.current.failure!.retry!());
    await vi.waitFor(() => expect(landed).toEqual(['typed-mint: sig2']));
    expect(run.mock.calls.map((call) => call[1])).toEqual([
      { ...BURN, mint: 'typed-mint' },
      { ...BURN, mint: 'typed-mint' },
    ]);
  });
});
