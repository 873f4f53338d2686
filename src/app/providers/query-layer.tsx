import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ClusterIdentityGuard } from '@/entities/cluster/ui/cluster-identity';
import { queryClient } from '@/shared/lib/query-client';

/**
 * TanStack Query for the pages that read the chain, loaded with the first of them; and the cluster's
 * identity checked around them (a URL the user set must still be the cluster it was).
 */
export default function QueryLayer({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ClusterIdentityGuard>{children}</ClusterIdentityGuard>
    </QueryClientProvider>
  );
}
