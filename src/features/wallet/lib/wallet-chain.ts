import type { ClusterNetwork } from '@/entities/cluster/model';
import type { WalletChain } from '@/entities/wallet/use-wallet';

/**
 * The Wallet Standard chain a wallet is told about, from what the cluster is (a Custom URL is identified
 * by its genesis hash). An unknown cluster is taken as devnet: the chain only filters the wallets offered
 * and hints where a wallet simulates; the transaction carries a blockhash of the node's own chain, so it
 * cannot land anywhere else. Demo never signs; devnet lets every wallet connect there.
 */
const CHAINS: Record<ClusterNetwork, WalletChain> = {
  localnet: 'solana:localnet',
  devnet: 'solana:devnet',
  testnet: 'solana:testnet',
  'mainnet-beta': 'solana:mainnet',
  unknown: 'solana:devnet',
  demo: 'solana:devnet',
};

export function walletChain(network: ClusterNetwork): WalletChain {
  return CHAINS[network];
}
