import { AppError } from '@/shared/lib/app-error';
import type {
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features';
import { getWallets } from '@wallet-standard/app';
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsChangeProperties,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features';
import type { LocalKey } from './local-test-wallet-key';
import { LOCAL_TEST_WALLET_NAME } from './local-test-wallet-identity';

export { LOCAL_TEST_WALLET_NAME, LOCAL_TEST_WALLET_STORAGE_KEY } from './local-test-wallet-identity';

/** Where tokens are worthless. Never mainnet. */
const CHAINS = ['solana:localnet', 'solana:devnet', 'solana:testnet'] as const satisfies IdentifierString[];

const ICON: WalletIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f8a5f"/>' +
    '<path d="M8 11h16v12H8z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="17" r="2" fill="#fff"/></svg>',
)}`;

type LocalTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignTransactionFeature;

/**
 * A Wallet Standard wallet for trying the app on Localnet and Demo without any extension. Its key is made
 * once and kept in this browser's localStorage (the 64-byte secret as a JSON array, the format of the
 * wallet-adapter version, so an existing local wallet keeps its address); it never leaves the browser.
 */
export class LocalTestWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name = LOCAL_TEST_WALLET_NAME;
  readonly icon = ICON;
  readonly chains = CHAINS;
  readonly features: LocalTestWalletFeatures;

  #key: Promise<LocalKey> | null = null;
  #connected: LocalKey | null = null;
  readonly #listeners = new Set<StandardEventsListeners['change']>();

  constructor() {
    this.features = {
      'standard:connect': { version: '1.0.0', connect: () => this.#connect() },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => this.#disconnect() },
      'standard:events': { version: '1.0.0', on: (event, listener) => this.#on(event, listener) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0, 1],
        signTransaction: (...inputs) => this.#signTransaction(inputs),
      },
    };
  }

  get accounts(): readonly WalletAccount[] {
    return this.#connected ? [this.#connected.account] : [];
  }

  // Nothing to ask the user, so a silent connect is like any other.
  async #connect() {
    this.#key ??= import('./local-test-wallet-key').then(({ loadOrCreateKey }) => loadOrCreateKey(CHAINS));
    try {
      this.#connected = await this.#key;
    } catch (error) {
      this.#key = null;
      throw error;
    }
    this.#emit({ accounts: this.accounts });
    return { accounts: this.accounts };
  }

  #disconnect() {
    if (!this.#connected) return;
    this.#connected = null;
    this.#emit({ accounts: [] });
  }

  #on(event: 'change', listener: StandardEventsListeners['change']) {
    if (event !== 'change') return () => {};
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  #emit(properties: StandardEventsChangeProperties) {
    for (const listener of this.#listeners) listener(properties);
  }

  async #signTransaction(inputs: readonly SolanaSignTransactionInput[]): Promise<SolanaSignTransactionOutput[]> {
    const connected = this.#connected;
    if (!connected) throw new AppError('wallet', 'The local test wallet is not connected.');
    const { signWireTransaction } = await import('./local-test-wallet-key');
    return Promise.all(
      inputs.map(async ({ account, transaction }) => {
        if (account.address !== connected.account.address) {
          throw new AppError('wallet', `The local test wallet has no account ${account.address}.`);
        }
        return { signedTransaction: await signWireTransaction(connected, transaction) };
      }),
    );
  }
}

/** Registers a new local test wallet with the page's Wallet Standard registry; returns its unregister. */
export function registerLocalTestWallet(): () => void {
  return getWallets().register(new LocalTestWallet());
}
