import type { Cluster } from '@/entities/cluster/model';
import type { DataSource } from '../model';

function notYet(): never {
  throw new Error('The Solana data source is being built');
}

/** The DataSource backed by a Solana JSON-RPC endpoint (Localnet, Devnet, Testnet, Mainnet-beta, Custom). */
export function createSolanaDataSource(cluster: Cluster): DataSource {
  return {
    cluster,
    getVersion: async () => notYet(),
    getSolBalance: async () => notYet(),
    getTokens: async () => notYet(),
    getTransactions: async () => notYet(),
    createToken: async () => notYet(),
    mintTokens: async () => notYet(),
    sendTokens: async () => notYet(),
    estimateSend: async () => notYet(),
    requestAirdrop: async () => notYet(),
  };
}
