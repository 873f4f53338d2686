import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';

type Features = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;

/** One feature of a wallet, typed, or undefined when the wallet lacks it. */
export function walletFeature<K extends keyof Features>(wallet: Wallet, name: K): Features[K] | undefined {
  return (wallet.features as Partial<Features>)[name];
}

/** A wallet this app can use on `chain`: it connects, signs (or signs and sends), and knows the chain. */
export function isUsableWallet(wallet: Wallet, chain: IdentifierString): boolean {
  const canSign = 'solana:signTransaction' in wallet.features || 'solana:signAndSendTransaction' in wallet.features;
  return 'standard:connect' in wallet.features && canSign && wallet.chains.includes(chain);
}

/** The account to act with: the first one on this chain, else the first one the wallet shared. */
export function pickAccount(accounts: readonly WalletAccount[], chain: IdentifierString): WalletAccount | null {
  return accounts.find((account) => account.chains.includes(chain)) ?? accounts[0] ?? null;
}
