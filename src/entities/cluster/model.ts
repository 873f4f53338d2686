export const CLUSTER_IDS = ['localnet', 'devnet', 'testnet', 'mainnet-beta', 'custom', 'demo'] as const;
export type ClusterId = (typeof CLUSTER_IDS)[number];

export interface Cluster {
  id: ClusterId;
  /** Shown in the selector, the connection gate and the send details panel. */
  label: string;
  /** JSON-RPC endpoint; null for Demo, which never touches a network. */
  endpoint: string | null;
  /** Whether the faucet (requestAirdrop) exists there. */
  airdrop: boolean;
  /** Whether the burner "Local test wallet" may be offered. Never on mainnet. */
  burnerWallet: boolean;
}

// `npm start` passes the port it started the local chain on; the default matches `npm run localnet`.
export const LOCALNET_ENDPOINT: string = import.meta.env?.VITE_LOCALNET_URL ?? 'http://127.0.0.1:8899';

export const PRESET_CLUSTERS: Record<Exclude<ClusterId, 'custom'>, Cluster> = {
  localnet: { id: 'localnet', label: 'Localnet', endpoint: LOCALNET_ENDPOINT, airdrop: true, burnerWallet: true },
  devnet: {
    id: 'devnet',
    label: 'Devnet',
    endpoint: 'https://api.devnet.solana.com',
    airdrop: true,
    burnerWallet: false,
  },
  testnet: {
    id: 'testnet',
    label: 'Testnet',
    endpoint: 'https://api.testnet.solana.com',
    airdrop: true,
    burnerWallet: false,
  },
  'mainnet-beta': {
    id: 'mainnet-beta',
    label: 'Mainnet-beta',
    endpoint: 'https://api.mainnet-beta.solana.com',
    airdrop: false,
    burnerWallet: false,
  },
  demo: { id: 'demo', label: 'Demo', endpoint: null, airdrop: true, burnerWallet: true },
};

export function customCluster(endpoint: string): Cluster {
  return { id: 'custom', label: 'Custom', endpoint, airdrop: false, burnerWallet: false };
}

/** Query keys start with this, so switching cluster never shows another cluster's data. */
export function clusterKey(cluster: Cluster): string {
  return `${cluster.id}:${cluster.endpoint ?? 'none'}`;
}
