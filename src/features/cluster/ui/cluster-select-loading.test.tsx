import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ClusterProvider } from '@/entities/cluster/use-cluster';
import { ClusterSelect } from './cluster-select';

// The RPC URL dialog's module, counted as the page asks for it.
const dialog = vi.hoisted(() => ({ loads: 0, loaded: Promise.resolve() as Promise<unknown> }));
vi.mock('./rpc-url-dialog', async (importOriginal) => {
  dialog.loads += 1;
  dialog.loaded = importOriginal();
  return dialog.loaded;
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('the cluster dialog, loaded on intent', () => {
  it('is not loaded with the selector, and starts loading when the pointer or focus reaches it', async () => {
    render(
      <ClusterProvider>
        <ClusterSelect />
      </ClusterProvider>,
    );
    await settle();
    expect(dialog.loads).toBe(0);
    fireEvent.pointerEnter(screen.getByRole('combobox', { name: 'Cluster' }));
    await settle();
    expect(dialog.loads).toBe(1);
    // The module it started loading is loaded before the test ends: on a cold cache (a fresh clone) it used
    // to finish after the environment was torn down, an unhandled error that failed the run.
    await act(() => dialog.loaded);
  });
});
