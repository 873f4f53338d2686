import type { ClusterId } from '@/entities/cluster/model';
import type { WalletChain } from '@/entities/wallet/use-wallet';

/**
 * The Wallet Standard chain a wallet is told about for each cluster. Custom is taken as devnet: it is an
 * endpoint we know nothing about, and the chain only filters the wallets offered and hints where a wallet
 * simulates; the transaction itself carries a blockhash of the custom endpoint's own chain, so it cannot
 * land anywhere else. Demo never signs; devnet lets every wallet connect there.
 */
const CHAINS: Record<ClusterId, WalletChain> = {
  localnet: 'solana:localnet',
  devnet: 'solana:devnet',
  testnet: 'solana:testnet',
  'mainnet-beta': 'solana:mainnet',
  custom: 'solana:devnet',
  demo: 'solana:devnet',
};

export function walletChain(cluster: ClusterId): WalletChain {
  return CHAINS[cluster];
}
