export const CLUSTER_IDS = ['localnet', 'devnet', 'testnet', 'mainnet-beta', 'custom', 'demo'] as const;
export type ClusterId = (typeof CLUSTER_IDS)[number];

/** What a cluster *is*, whatever it was called: wallet chain, known tokens and explorer links follow it. */
export type ClusterNetwork = 'mainnet-beta' | 'devnet' | 'testnet' | 'localnet' | 'demo' | 'unknown';

/** A cluster as answered by its node: its genesis hash and what that makes it. */
export interface ClusterIdentity {
  genesisHash: string;
  network: ClusterNetwork;
}

export interface Cluster {
  id: ClusterId;
  network: ClusterNetwork;
  /** The genesis hash a URL the user set answered when chosen; checked again on each visit. */
  genesisHash?: string;
  /** Shown in the selector, the cluster gate and the send details panel. */
  label: string;
  /** JSON-RPC endpoint; null for Demo, which never touches a network. */
  endpoint: string | null;
  /** Whether the faucet (requestAirdrop) exists there. */
  airdrop: boolean;
  /** Whether the burner "Local test wallet" may be offered. Never on mainnet. */
  burnerWallet: boolean;
}

// `npm start` passes the port it started the local chain on; the default matches `npm run localnet`.
/**
 * Whether this build may reach the local chain on loopback: the dev server, or a build made for Localnet
 * (`npm start`). A deployed build's Content-Security-Policy allows no loopback address.
 */
export const REACHES_LOOPBACK: boolean = !!import.meta.env?.DEV || import.meta.env?.VITE_DEFAULT_CLUSTER === 'localnet';

export const LOCALNET_ENDPOINT: string = import.meta.env?.VITE_LOCALNET_URL ?? 'http://127.0.0.1:8899';

export const PRESET_CLUSTERS: Record<Exclude<ClusterId, 'custom'>, Cluster> = {
  localnet: {
    id: 'localnet',
    network: 'localnet',
    label: 'Localnet',
    endpoint: LOCALNET_ENDPOINT,
    airdrop: true,
    burnerWallet: true,
  },
  devnet: {
    id: 'devnet',
    network: 'devnet',
    label: 'Devnet',
    endpoint: 'https://api.devnet.solana.com',
    airdrop: true,
    burnerWallet: false,
  },
  testnet: {
    id: 'testnet',
    network: 'testnet',
    label: 'Testnet',
    endpoint: 'https://api.testnet.solana.com',
    airdrop: true,
    burnerWallet: false,
  },
  'mainnet-beta': {
    id: 'mainnet-beta',
    network: 'mainnet-beta',
    label: 'Mainnet-beta',
    endpoint: 'https://api.mainnet-beta.solana.com',
    airdrop: false,
    burnerWallet: false,
  },
  demo: { id: 'demo', network: 'demo', label: 'Demo', endpoint: null, airdrop: true, burnerWallet: true },
};

/** A URL the user entered, taken for what its genesis hash says it is (unknown until asked). */
export function customCluster(endpoint: string, identity?: ClusterIdentity): Cluster {
  return {
    id: 'custom',
    network: 'unknown',
    label: 'Custom',
    endpoint,
    airdrop: false,
    burnerWallet: false,
    ...identity,
  };
}

/** The clusters whose public endpoint the user may replace with their own RPC URL. */
export const OWN_URL_CLUSTERS = ['devnet', 'mainnet-beta'] as const;
export type OwnUrlClusterId = (typeof OWN_URL_CLUSTERS)[number];

/** A public cluster through the user's own RPC URL, which answered its genesis hash. */
export function withOwnUrl(id: OwnUrlClusterId, endpoint: string, genesisHash: string): Cluster {
  return { ...PRESET_CLUSTERS[id], endpoint, genesisHash };
}

/** A public cluster through its public endpoint: rate limited, meant for light use. */
export const onPublicEndpoint = (cluster: Cluster) =>
  cluster.id !== 'localnet' && cluster.id !== 'custom' && cluster.id !== 'demo' && !cluster.genesisHash;

/** Query keys start with this, so switching cluster never shows another cluster's data. */
export function clusterKey(cluster: Cluster): string {
  return `${cluster.id}:${cluster.endpoint ?? 'none'}`;
}
