import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CLUSTER_STORAGE_KEY, ClusterProvider, isValidRpcUrl, useCluster } from './use-cluster';
import { chooseCustom, setOwnUrl } from './cluster-urls';
import { onPublicEndpoint } from './model';

const wrapper = ({ children }: { children: ReactNode }) => <ClusterProvider>{children}</ClusterProvider>;

const MAINNET_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';

describe('useCluster', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to Devnet for a plain build', () => {
    const { result } = renderHook(() => useCluster(), { wrapper });
    expect(result.current.cluster.id).toBe('devnet');
    expect(result.current.cluster.label).toBe('Devnet');
  });

  it('remembers the chosen cluster across reloads', () => {
    const first = renderHook(() => useCluster(), { wrapper });
    act(() => first.result.current.setCluster('demo'));
    expect(first.result.current.cluster.endpoint).toBeNull();
    first.unmount();
    const second = renderHook(() => useCluster(), { wrapper });
    expect(second.result.current.cluster.id).toBe('demo');
  });

  it('keeps a custom URL and uses it as the endpoint, as what its genesis hash said it is', () => {
    const first = renderHook(() => useCluster(), { wrapper });
    const identity = { genesisHash: MAINNET_GENESIS, network: 'mainnet-beta' as const };
    act(() => first.result.current.updateStored(chooseCustom(' https://rpc.example.org/abc ', identity)));
    expect(first.result.current.cluster).toMatchObject({
      id: 'custom',
      endpoint: 'https://rpc.example.org/abc',
      network: 'mainnet-beta',
      genesisHash: MAINNET_GENESIS,
      burnerWallet: false,
    });
    first.unmount();
    const second = renderHook(() => useCluster(), { wrapper });
    expect(second.result.current.cluster).toMatchObject({
      endpoint: 'https://rpc.example.org/abc',
      network: 'mainnet-beta',
    });
  });

  it("takes the user's own RPC URL for Mainnet-beta, keeps it across reloads, and forgets it on request", () => {
    const first = renderHook(() => useCluster(), { wrapper });
    act(() => first.result.current.setCluster('mainnet-beta'));
    expect(first.result.current.cluster).toMatchObject({ endpoint: 'https://api.mainnet-beta.solana.com' });
    expect(onPublicEndpoint(first.result.current.cluster)).toBe(true);
    act(() =>
      first.result.current.updateStored(
        setOwnUrl('mainnet-beta', { url: 'https://rpc.example.org/k', genesisHash: MAINNET_GENESIS }),
      ),
    );
    expect(first.result.current.cluster).toMatchObject({
      id: 'mainnet-beta',
      network: 'mainnet-beta',
      endpoint: 'https://rpc.example.org/k',
    });
    expect(onPublicEndpoint(first.result.current.cluster)).toBe(false);
    first.unmount();
    const second = renderHook(() => useCluster(), { wrapper });
    expect(second.result.current.cluster.endpoint).toBe('https://rpc.example.org/k');
    act(() => second.result.current.updateStored(setOwnUrl('mainnet-beta', null)));
    expect(second.result.current.cluster.endpoint).toBe('https://api.mainnet-beta.solana.com');
  });

  it('ignores a stored custom cluster whose URL is not valid', () => {
    localStorage.setItem(CLUSTER_STORAGE_KEY, JSON.stringify({ id: 'custom', customUrl: 'javascript:alert(1)' }));
    const { result } = renderHook(() => useCluster(), { wrapper });
    expect(result.current.cluster.id).toBe('devnet');
  });

  it('throws a helpful error without a provider', () => {
    expect(() => renderHook(() => useCluster())).toThrow(/ClusterProvider/);
  });
});

describe('isValidRpcUrl', () => {
  it('accepts http(s) URLs only', () => {
    expect(isValidRpcUrl('http://127.0.0.1:8899')).toBe(true);
    expect(isValidRpcUrl('https://api.devnet.solana.com')).toBe(true);
    expect(isValidRpcUrl('ftp://x.org')).toBe(false);
    expect(isValidRpcUrl('not a url')).toBe(false);
    expect(isValidRpcUrl('')).toBe(false);
  });
});
