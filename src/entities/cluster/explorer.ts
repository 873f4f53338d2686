import type { Cluster } from './model';

const EXPLORER = 'https://explorer.solana.com';

// Only a node on this machine may be named to the explorer: any other URL, path included, may hold a key.
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isLoopback(endpoint: string | null): endpoint is string {
  try {
    return endpoint !== null && LOOPBACK.has(new URL(endpoint).hostname);
  } catch {
    return false;
  }
}

/** Query string naming the cluster by what it is; a user's RPC URL never appears, except a loopback one. */
function clusterParam(cluster: Cluster): string {
  switch (cluster.network) {
    case 'mainnet-beta':
      return '';
    case 'devnet':
    case 'testnet':
      return `?cluster=${cluster.network}`;
    case 'demo':
      return '?cluster=devnet';
    case 'localnet':
    case 'unknown':
      return isLoopback(cluster.endpoint)
        ? `?cluster=custom&customUrl=${encodeURIComponent(cluster.endpoint)}`
        : '?cluster=custom';
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
