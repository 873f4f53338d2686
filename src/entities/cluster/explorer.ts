import type { Cluster } from './model';

const EXPLORER = 'https://explorer.solana.com';

/** Query string naming the cluster; Localnet and Custom go through customUrl. Demo links show devnet. */
function clusterParam(cluster: Cluster): string {
  switch (cluster.id) {
    case 'mainnet-beta':
      return '';
    case 'devnet':
    case 'testnet':
      return `?cluster=${cluster.id}`;
    case 'demo':
      return '?cluster=devnet';
    case 'localnet':
    case 'custom':
      return `?cluster=custom&customUrl=${encodeURIComponent(cluster.endpoint ?? '')}`;
  }
}

export function explorerAddressUrl(cluster: Cluster, address: string): string {
  return `${EXPLORER}/address/${address}${clusterParam(cluster)}`;
}

export function explorerTxUrl(cluster: Cluster, signature: string): string {
  return `${EXPLORER}/tx/${signature}${clusterParam(cluster)}`;
}

export function explorerHomeUrl(cluster: Cluster): string {
  return `${EXPLORER}${clusterParam(cluster)}`;
}
