import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CLUSTER_STORAGE_KEY, ClusterProvider, isValidRpcUrl, useCluster } from './use-cluster';

const wrapper = ({ children }: { children: ReactNode }) => <ClusterProvider>{children}</ClusterProvider>;

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

  it('keeps a custom URL and uses it as the endpoint', () => {
    const first = renderHook(() => useCluster(), { wrapper });
    act(() => first.result.current.setCluster('custom', ' https://rpc.example.org/abc '));
    expect(first.result.current.cluster).toMatchObject({ id: 'custom', endpoint: 'https://rpc.example.org/abc' });
    first.unmount();
    const second = renderHook(() => useCluster(), { wrapper });
    expect(second.result.current.cluster.endpoint).toBe('https://rpc.example.org/abc');
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
