import type { ReactNode } from 'react';
import { Toaster } from '@/shared/ui/toast';
import { ClusterProvider } from '@/entities/cluster/use-cluster';
import { WalletProviders } from '@/features/wallet/ui/wallet-providers';
import { ThemeProvider, useTheme } from '@/shared/ui/theme';
import { ClusterDataSource } from './data-source-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <ClusterProvider>
        <ClusterDataSource>
          <WalletProviders>
            {children}
            <ThemedToaster />
          </WalletProviders>
        </ClusterDataSource>
      </ClusterProvider>
    </ThemeProvider>
  );
}

/** One toast system: 3 visible, 4000 ms, bottom-right, Alt+T focuses it. */
function ThemedToaster() {
  const { resolved } = useTheme();
  return (
    <Toaster
      theme={resolved}
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      hotkey={['altKey', 'KeyT']}
      closeButton
    />
  );
}
