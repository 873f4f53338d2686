import { toast } from '@/shared/ui/toast';
import { isAppError } from '@/shared/lib/app-error';

/**
 * Wallet errors the user should hear about: a chosen wallet that is not installed (the provider has
 * opened its website) and failed connections. Signing errors never come here: the action that asked for
 * the signature says "Cancelled" or why it failed, once.
 */
export function onWalletError(error: unknown, walletName: string) {
  if (isAppError(error, 'wallet-not-installed')) {
    const opened = error.details.wallet?.url;
    toast.info(`${walletName} is not installed`, opened ? { description: 'Its website opens in a new tab.' } : {});
    return;
  }
  toast.error('Wallet error', { description: walletWords(error) });
}

// The wallet's own words, meant for its user: wallets reject with Error objects, with plain
// { code, message } objects, or with strings.
function walletWords(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return typeof error === 'string' && error ? error : 'The wallet did not connect.';
}
