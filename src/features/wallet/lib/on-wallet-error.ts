import { toast } from '@/shared/ui/toast';
import type { AppError } from '@/shared/lib/app-error';

/**
 * Wallet errors the user should hear about: a chosen wallet that is not installed (the provider has
 * opened its website) and failed connections, in the wallet's own words (see asWalletError). Signing
 * errors never come here: the action that asked for the signature says "Cancelled" or why it failed, once.
 */
export function onWalletError(error: AppError, walletName: string) {
  if (error.kind === 'wallet-not-installed') {
    const opened = error.details.wallet?.url;
    toast.info(`${walletName} is not installed`, opened ? { description: 'Its website opens in a new tab.' } : {});
    return;
  }
  toast.error('Wallet error', { description: error.message });
}
