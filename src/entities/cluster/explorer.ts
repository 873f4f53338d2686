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
      return explorerOmitsEndpoint(cluster)
        ? '?cluster=custom'
        : `?cluster=custom&customUrl=${encodeURIComponent(cluster.endpoint ?? '')}`;
  }
}

/**
 * An endpoint with a query string (often an API key: "?api-key=...") is never handed to the explorer:
 * the link would carry the key to a third party and into its logs.
 */
export function explorerOmitsEndpoint(cluster: Cluster): boolean {
  if (!cluster.endpoint) return false;
  try {
    return new URL(cluster.endpoint).search !== '';
  } catch {
    return true;
  }
}

export const ENDPOINT_OMITTED_REASON =
  'Explorer links will not include this URL: it has a query string, which often holds an API key.';

export function explorerAddressUrl(cluster: Cluster, address: string): string {
  return `${EXPLORER}/address/${address}${clusterParam(cluster)}`;
}

export function explorerTxUrl(cluster: Cluster, signature: string): string {
  return `${EXPLORER}/tx/${signature}${clusterParam(cluster)}`;
}

export function explorerHomeUrl(cluster: Cluster): string {
  return `${EXPLORER}${clusterParam(cluster)}`;
}
