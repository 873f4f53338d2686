import { useMemo, type ReactNode } from 'react';
import { useCluster } from '@/entities/cluster/use-cluster';
import { createDemoDataSource } from '@/entities/data-source/demo';
import { createSolanaDataSource } from '@/entities/data-source/solana';
import { DataSourceProvider } from '@/entities/data-source/use-data-source';

/** Demo for the Demo cluster, the chain for every other one; pages never know which. */
export function ClusterDataSource({ children }: { children: ReactNode }) {
  const { cluster } = useCluster();
  const dataSource = useMemo(
    () => (cluster.id === 'demo' ? createDemoDataSource(cluster) : createSolanaDataSource(cluster)),
    [cluster],
  );
  return <DataSourceProvider value={dataSource}>{children}</DataSourceProvider>;
}
