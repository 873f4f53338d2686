import {
  BaseSignerWalletAdapter,
  isVersionedTransaction,
  WalletNotConnectedError,
  WalletReadyState,
  type TransactionOrVersionedTransaction,
  type WalletName,
} from '@solana/wallet-adapter-base';
import { Keypair, type PublicKey } from '@solana/web3.js';

export const LocalTestWalletName = 'Local test wallet' as WalletName<'Local test wallet'>;
const STORAGE_KEY = 'tokenManager.localTestWallet';

const ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f8a5f"/>' +
      '<path d="M8 11h16v12H8z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="17" r="2" fill="#fff"/></svg>',
  );

/**
 * A wallet for trying the app on Localnet and Demo without any extension. Its key is made once and kept
 * in this browser's localStorage, so a reload keeps the same wallet; it never leaves the browser.
 * Offered only where tokens are worthless (never on mainnet).
 */
export class LocalTestWalletAdapter extends BaseSignerWalletAdapter<'Local test wallet'> {
  name = LocalTestWalletName;
  url = 'https://solana.com/docs';
  icon = ICON;
  readonly supportedTransactionVersions = new Set(['legacy', 0] as const);
  private keypair: Keypair | null = null;

  get connecting() {
    return false;
  }

  get publicKey(): PublicKey | null {
    return this.keypair?.publicKey ?? null;
  }

  get readyState() {
    return typeof window === 'undefined' ? WalletReadyState.Unsupported : WalletReadyState.Loadable;
  }

  async connect(): Promise<void> {
    this.keypair = loadOrCreateKeypair();
    this.emit('connect', this.keypair.publicKey);
  }

  async disconnect(): Promise<void> {
    this.keypair = null;
    this.emit('disconnect');
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<this['supportedTransactionVersions']>>(
    transaction: T,
  ): Promise<T> {
    const keypair = this.keypair;
    if (!keypair) throw new WalletNotConnectedError();
    if (isVersionedTransaction(transaction)) transaction.sign([keypair]);
    else transaction.partialSign(keypair);
    return transaction;
  }
}

function loadOrCreateKeypair(): Keypair {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  if (stored) {
    try {
      return Keypair.fromSecretKey(Uint8Array.from(JSON.parse(stored) as number[]));
    } catch {
      // corrupt entry: make a new wallet below
    }
  }
  const keypair = Keypair.generate();
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(Array.from(keypair.secretKey)));
  return keypair;
}
