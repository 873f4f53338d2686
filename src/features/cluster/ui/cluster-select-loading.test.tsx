import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ClusterProvider } from '@/entities/cluster/use-cluster';
import { ClusterSelect } from './cluster-select';

// The RPC URL dialog's module, counted as the page asks for it.
const dialog = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./rpc-url-dialog', async (importOriginal) => {
  dialog.loads += 1;
  return importOriginal();
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
  });
});
