import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { useEffect, useState } from 'react';
import { walletFeature } from './standard-wallet';

/**
 * Every Wallet Standard wallet registered in this page, kept current as wallets come and go. A wallet
 * that reports a change (its chains, features or accounts) yields a new array, so memos recompute.
 */
export function useRegisteredWallets(): readonly Wallet[] {
  const [wallets, setWallets] = useState<readonly Wallet[]>(() => getWallets().get());

  useEffect(() => {
    const registry = getWallets();
    const stopWatching = new Map<Wallet, () => void>();
    const sync = () => {
      const current = registry.get();
      for (const wallet of current) {
        if (stopWatching.has(wallet)) continue;
        const events = walletFeature(wallet, 'standard:events');
        stopWatching.set(wallet, events ? events.on('change', () => setWallets(registry.get().slice())) : () => {});
      }
      for (const [wallet, stop] of stopWatching) {
        if (current.includes(wallet)) continue;
        stop();
        stopWatching.delete(wallet);
      }
      setWallets(current);
    };
    sync();
    const offRegister = registry.on('register', sync);
    const offUnregister = registry.on('unregister', sync);
    return () => {
      offRegister();
      offUnregister();
      for (const stop of stopWatching.values()) stop();
    };
  }, []);

  return wallets;
}
