import { lazy, Suspense, type ReactNode } from 'react';
import { useKnownGenesis } from '@/entities/cluster/known-genesis';
import { useCluster } from '@/entities/cluster/use-cluster';
import { useWallet, WalletProvider } from '@/entities/wallet/use-wallet';
import { offersLocalTestWallet } from '../lib/local-test-wallet';
import { onWalletError } from '../lib/on-wallet-error';
import { walletChain } from '../lib/wallet-chain';

// Loaded once a wallet is connected: the first page (no wallet) carries none of it.
const ConnectedWalletEffects = lazy(() => import('./connected-wallet-effects'));

/** Every Wallet Standard wallet of this browser (Phantom and Solflare suggested when absent) and, on Localnet and Demo, the local test wallet. */
export function WalletProviders({ children }: { children: ReactNode }) {
  const { cluster } = useCluster();
  // A "Localnet" whose node answers as a public cluster gets no local test wallet: it signs without asking.
  const genesis = useKnownGenesis(cluster);
  return (
    <WalletProvider
      chain={walletChain(cluster.network)}
      localTestWallet={offersLocalTestWallet(cluster, genesis)}
      onError={onWalletError}
    >
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
