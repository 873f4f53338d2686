/**
 * Whether a signing error means "the user said no". Wallet adapters wrap every signing failure in
 * WalletSignTransactionError; injected wallets use EIP-1193's 4001 or say so in words.
 */
export function isWalletRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  if (name === 'WalletSignTransactionError' || name === 'WalletWindowClosedError') return true;
  if (code === 4001) return true;
  return typeof message === 'string' && /user rejected|rejected the request|declined|denied|cancell?ed/i.test(message);
}
