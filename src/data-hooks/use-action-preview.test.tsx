import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/shared/lib/query-client';
import { testDataSource } from '@test-support/unit/test-data-source';
import { TEST_OWNER } from '@test-support/unit/wallet-mock';
import type { DataSource, PlannedAction } from '@/data-source/contract';
import type { ActionPreview } from '@/entities/action/model';
import { useActionPreview, type PreviewMoment } from './use-action-preview';
import { DataSourceProvider } from './use-data-source';

const loaded = (dataSource: DataSource) =>
  Object.assign(Promise.resolve(dataSource), { status: 'fulfilled', value: dataSource });

const burn = (amount: bigint): PlannedAction => ({ kind: 'burn', mint: 'mint', amount });

/** Each simulation answers with its own number, so a kept answer and a new one can be told apart. */
function setup(moment: PreviewMoment, preview = vi.fn()) {
  let simulations = 0;
  preview.mockImplementation(async (): Promise<ActionPreview> => ({
    changes: [{ label: 'Simulation', before: '', after: String(++simulations) }],
    feeLamports: 5000n,
    networkFee: { base: 5000n, priority: 0n, total: 5000n, unitLimit: 12_000, unitPrice: 0n, level: 'normal' },
    transactions: 1,
    rentLamports: 0n,
  }));
  const dataSource = testDataSource({ preview });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DataSourceProvider cluster={dataSource.cluster} create={() => loaded(dataSource)}>
        {children}
      </DataSourceProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(({ action }) => useActionPreview(TEST_OWNER, action, moment), {
    wrapper,
    initialProps: { action: burn(1n) as PlannedAction | null },
  });
  const shown = () => hook.result.current.data?.changes[0]?.after;
  return { hook, preview, shown };
}

describe('useActionPreview', () => {
  it('asked: simulates only when asked, and every ask is a simulation of its own', async () => {
    const { hook, preview, shown } = setup('asked');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(preview).not.toHaveBeenCalled();
    act(() => hook.result.current.ask());
    await waitFor(() => expect(shown()).toBe('1'));
    expect(preview).toHaveBeenCalledWith(TEST_OWNER, burn(1n));
    act(() => hook.result.current.ask());
    await waitFor(() => expect(shown()).toBe('2'));
  });

  it('asked: an edit hides the preview, even one typed back to the same value, until it is asked again', async () => {
    const { hook, preview, shown } = setup('asked');
    act(() => hook.result.current.ask());
    await waitFor(() => expect(shown()).toBe('1'));
    hook.rerender({ action: burn(2n) });
    expect(shown()).toBeUndefined();
    hook.rerender({ action: burn(1n) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown()).toBeUndefined();
    expect(preview).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.ask());
    await waitFor(() => expect(shown()).toBe('2'));
    act(() => hook.result.current.discard());
    expect(shown()).toBeUndefined();
  });

  it('asked: a simulation that fails is the error, until the next ask', async () => {
    const preview = vi.fn();
    const { hook } = setup('asked', preview);
    preview.mockRejectedValueOnce(new Error('Simulation failed: insufficient funds'));
    act(() => hook.result.current.ask());
    await waitFor(() => expect(hook.result.current.error).toBeInstanceOf(Error));
    expect(hook.result.current.data).toBeUndefined();
    act(() => hook.result.current.ask());
    await waitFor(() => expect(hook.result.current.data?.changes[0]?.after).toBe('1'));
    expect(hook.result.current.error).toBeNull();
  });

  it('settled: asks once the value has been still, keeping the last estimate while it changes', async () => {
    const { hook, preview, shown } = setup('settled');
    await waitFor(() => expect(shown()).toBe('1'));
    hook.rerender({ action: burn(2n) });
    expect(shown()).toBe('1');
    await waitFor(() => expect(shown()).toBe('2'));
    expect(preview).toHaveBeenLastCalledWith(TEST_OWNER, burn(2n));
    hook.rerender({ action: null });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(preview).toHaveBeenCalledTimes(2);
  });
});
