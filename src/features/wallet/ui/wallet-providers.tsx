import type { ReactNode } from 'react';
import { useCluster } from '@/entities/cluster/use-cluster';
import { WalletProvider } from '@/entities/wallet/use-wallet';
import { useFundLocalTestWallet } from '../api/use-fund-local-test-wallet';
import { useResumePending } from '../api/use-resume-pending';
import { onWalletError } from '../lib/on-wallet-error';
import { walletChain } from '../lib/wallet-chain';

/** Every Wallet Standard wallet of this browser (Phantom and Solflare suggested when absent) and, on Localnet and Demo, the local test wallet. */
export function WalletProviders({ children }: { children: ReactNode }) {
  const { cluster } = useCluster();
  return (
    <WalletProvider chain={walletChain(cluster.id)} localTestWallet={cluster.burnerWallet} onError={onWalletError}>
      <FundLocalTestWallet />
      {children}
    </WalletProvider>
  );
}

function FundLocalTestWallet() {
  useFundLocalTestWallet();
  useResumePending();
  return null;
}
