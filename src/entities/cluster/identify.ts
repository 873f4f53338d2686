import { askNode } from './get-version';
import type { ClusterIdentity, ClusterNetwork } from './model';

/** The public clusters, by the hash of their genesis block (`getGenesisHash`). */
export const GENESIS_NETWORKS: Record<string, ClusterNetwork> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d': 'mainnet-beta',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY': 'testnet',
};

export const NETWORK_LABELS: Record<ClusterNetwork, string> = {
  'mainnet-beta': 'Mainnet-beta',
  devnet: 'Devnet',
  testnet: 'Testnet',
  localnet: 'Localnet',
  demo: 'Demo',
  unknown: 'an unknown cluster',
};


/** What the node behind a URL is, by the genesis hash it answers: a public cluster, or unknown. */
export async function identifyCluster(endpoint: string, signal?: AbortSignal): Promise<ClusterIdentity> {
  const genesisHash = await askNode(endpoint, 'getGenesisHash', signal);
  if (typeof genesisHash !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(genesisHash)) {
    throw new Error('The node did not answer a genesis hash: is this a Solana RPC URL?');
  }
  return { genesisHash, network: GENESIS_NETWORKS[genesisHash] ?? 'unknown' };
}
