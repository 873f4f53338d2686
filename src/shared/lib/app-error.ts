/**
 * The app's one error family: every error it raises for a person to read is an AppError, and `kind` says
 * what happened. `describeError` (describe-error.ts) is the one place that turns it into the words a page shows. A
 * plain Error is left only for programming errors (a missing provider), which no page prints.
 */
export type AppErrorKind =
  /** The user declined in the wallet: not a failure, and the form keeps what they typed. */
  | 'cancelled'
  /** The wallet failed to sign or connect for another reason (locked, disconnected, crashed). */
  | 'wallet'
  /** The chosen wallet is not in this browser; its website has been opened. */
  | 'wallet-not-installed'
  /** The node's simulation refused the transaction before the wallet was asked. */
  | 'simulation-failed'
  /** The transaction landed and failed on chain (the fee was paid, nothing else moved). */
  | 'failed-on-chain'
  /** The blockhash expired and the signature is unknown after retried look-ups: nothing was sent. */
  | 'expired'
  /** The node answered 429. */
  | 'rate-limited'
  /** No answer at all (network down, CORS, DNS) or an HTTP 5xx. */
  | 'unreachable'
  /** The node answered with a JSON-RPC error, or not as a Solana node does. */
  | 'rpc'
  /** What was asked cannot be done as asked (an unknown mint, a bad address, an amount out of range). */
  | 'invalid'
  /** The faucet refused an airdrop. */
  | 'airdrop-refused'
  /** The operation was stopped (unmount, cluster switch) before its outcome was known. */
  | 'aborted'
  /** A token's metadata file or image off chain could not be read, or is not what it should be. */
  | 'offchain'
  /** The camera could not be used to scan a code. */
  | 'camera'
  /** The cluster offers no method that answers the question (a public node refusing a full scan). */
  | 'unsupported';

export interface AppErrorDetails {
  signature?: string;
  logs?: string[];
  retryAfterMs?: number;
  cause?: unknown;
  /** A node's JSON-RPC error: the method, its code and data. */
  rpc?: { method: string; code: number; data?: unknown };
  /** Transfers that no longer fit one transaction: split them and plan again (nothing was signed). */
  tooLarge?: boolean;
  /**
   * A refusal the same wallet would meet again (it changes transactions the same way every time): what
   * the person can do instead. The catalogue's "Please try again." is not said of it.
   */
  sameAgain?: string;
  /** What a wallet changed in a transaction, in words ("added an instruction of …"), where that was refused. */
  walletChange?: string;
  /** Nothing was sent because the wallet answered after the blockhash expired: asking it again may succeed. */
  askAgain?: boolean;
  /** The wallet a person chose, and its website. */
  wallet?: { name: string; url?: string };
}

export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly details: AppErrorDetails = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'AppError';
  }
}

export function isAppError(error: unknown, kind?: AppErrorKind): error is AppError {
  return error instanceof AppError && (kind === undefined || error.kind === kind);
}
