/**
 * Whether a signing error means "the user said no": EIP-1193's and Wallet Standard's code 4001, or a
 * wallet that says so in words. Any other wallet error (locked, disconnected, crashed) is not a cancel.
 */
export function isWalletRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { message, code } = error as { message?: unknown; code?: unknown };
  if (code === 4001) return true;
  return (
    typeof message === 'string' &&
    /user rejected|rejected the request|user declined|user denied|user cancell?ed/i.test(message)
  );
}
