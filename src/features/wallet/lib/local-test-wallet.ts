import { GENESIS_NETWORKS } from '@/entities/cluster/identify';
import type { Cluster } from '@/entities/cluster/model';

/**
 * Whether the local test wallet (it signs without asking) is offered: on Localnet and Demo only, and never
 * where the node answered as a public cluster, whatever the cluster is called.
 */
export const offersLocalTestWallet = (cluster: Cluster, genesisHash: string | undefined) =>
  cluster.burnerWallet && !(genesisHash && GENESIS_NETWORKS[genesisHash]);
