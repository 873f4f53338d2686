import { lazy, Suspense, type ReactNode } from 'react';
import { useCluster } from '@/entities/cluster/use-cluster';
import { useWallet, WalletProvider } from '@/entities/wallet/use-wallet';
import { onWalletError } from '../lib/on-wallet-error';
import { walletChain } from '../lib/wallet-chain';

// Loaded once a wallet is connected: the first page (no wallet) carries none of it.
const ConnectedWalletEffects = lazy(() => import('./connected-wallet-effects'));

/** Every Wallet Standard wallet of this browser (Phantom and Solflare suggested when absent) and, on Localnet and Demo, the local test wallet. */
export function WalletProviders({ children }: { children: ReactNode }) {
  const { cluster } = useCluster();
  return (
    <WalletProvider chain={walletChain(cluster.network)} localTestWallet={cluster.burnerWallet} onError={onWalletError}>
      <WhenConnected />
      {children}
    </WalletProvider>
  );
}

function WhenConnected() {
  const { address } = useWallet();
  if (!address) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedWalletEffects />
    </Suspense>
  );
}
