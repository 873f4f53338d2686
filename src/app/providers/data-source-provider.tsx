import type { ReactNode } from 'react';
import { useCluster } from '@/entities/cluster/use-cluster';
import type { Cluster } from '@/entities/cluster/model';
import { DataSourceProvider } from '@/data-hooks/use-data-source';

// Each is its own chunk: Demo never downloads the Solana client, and neither does the first page.
const createDataSource = (cluster: Cluster) =>
  cluster.id === 'demo'
    ? import('@/data-source/demo/demo-data-source').then((demo) => demo.createDemoDataSource(cluster))
    : import('@/data-source/solana').then((solana) => solana.createSolanaDataSource(cluster));

/** Demo for the Demo cluster, the chain for every other one; pages never know which. */
export function ClusterDataSource({ children }: { children: ReactNode }) {
  const { cluster } = useCluster();
  return (
    <DataSourceProvider cluster={cluster} create={createDataSource}>
      {children}
    </DataSourceProvider>
  );
}
