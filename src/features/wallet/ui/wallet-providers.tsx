import type { Adapter } from '@solana/wallet-adapter-base';
import { PhantomWalletAdapter } from '@solana/wallet-adapter-phantom';
import { WalletProvider } from '@solana/wallet-adapter-react';
import { WalletModalProvider } from '@solana/wallet-adapter-react-ui';
import { SolflareWalletAdapter } from '@solana/wallet-adapter-solflare';
import { useMemo, type ReactNode } from 'react';
import { useCluster } from '@/entities/cluster/use-cluster';
import { LocalTestWalletAdapter } from '../lib/local-test-wallet-adapter';
import { onWalletError } from '../lib/on-wallet-error';
import { useFundLocalTestWallet } from '../api/use-fund-local-test-wallet';

/** Phantom, Solflare, every Wallet Standard wallet (detected by the provider), and on Localnet/Demo the local test wallet. */
export function WalletProviders({ children }: { children: ReactNode }) {
  const { cluster } = useCluster();
  const wallets = useMemo<Adapter[]>(() => {
    const list: Adapter[] = [new PhantomWalletAdapter(), new SolflareWalletAdapter()];
    if (cluster.burnerWallet) list.push(new LocalTestWalletAdapter());
    return list;
  }, [cluster.burnerWallet]);

  return (
    <WalletProvider wallets={wallets} autoConnect onError={onWalletError}>
      <WalletModalProvider>
        <FundLocalTestWallet />
        {children}
      </WalletModalProvider>
    </WalletProvider>
  );
}

function FundLocalTestWallet() {
  useFundLocalTestWallet();
  return null;
}
