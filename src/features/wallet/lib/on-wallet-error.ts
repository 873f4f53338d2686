import {
  WalletNotReadyError,
  WalletSendTransactionError,
  WalletSignMessageError,
  WalletSignTransactionError,
  type Adapter,
  type WalletError,
} from '@solana/wallet-adapter-base';
import { toast } from 'sonner';

/**
 * Wallet errors the user should hear about. A wallet that is not installed opens its site in a new
 * tab (the adapter's default). Signing errors are left to the action that asked for the signature:
 * it says "Cancelled" or why it failed, once.
 */
export function onWalletError(error: WalletError, adapter?: Adapter) {
  if (error instanceof WalletNotReadyError) {
    toast.info(`${adapter?.name ?? 'This wallet'} is not installed`, {
      description: 'Its website opens in a new tab.',
    });
    if (adapter) window.open(adapter.url, '_blank', 'noopener');
    return;
  }
  if (
    error instanceof WalletSignTransactionError ||
    error instanceof WalletSendTransactionError ||
    error instanceof WalletSignMessageError
  ) {
    return;
  }
  toast.error('Wallet error', { description: error.message || error.name });
}
