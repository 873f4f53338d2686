import { AppError, isAppError } from '@/shared/lib/app-error';

/**
 * A wallet's refusal, in the app's one error family: the wallet's own words to its user (wallets reject
 * with Error objects, with plain { code, message } objects, or with strings), kind 'wallet'.
 */
export function asWalletError(error: unknown, walletName: string): AppError {
  if (isAppError(error)) return error;
  const said =
    error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
      ? error.message
      : typeof error === 'string'
        ? error
        : '';
  return new AppError('wallet', said || `${walletName} did not connect.`, { cause: error });
}
