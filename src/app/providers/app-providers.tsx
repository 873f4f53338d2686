import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ClusterProvider } from '@/entities/cluster/use-cluster';
import { WalletProviders } from '@/features/wallet/ui/wallet-providers';
import { ThemeProvider, useTheme } from '@/shared/ui/theme';
import { ClusterDataSource } from './data-source-provider';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, retry: 2, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <ClusterProvider>
          <ClusterDataSource>
            <WalletProviders>
              {children}
              <ThemedToaster />
            </WalletProviders>
          </ClusterDataSource>
        </ClusterProvider>
      </QueryClientProvider>
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
