/**
 * The one error family of the data source. `kind` says what happened; `describeError` (below) is the
 * one place that turns it into the words a page shows.
 */
export type DataErrorKind =
  /** The user declined in the wallet: not a failure, and the form keeps what they typed. */
  | 'cancelled'
  /** The wallet failed to sign for another reason (locked, disconnected, crashed). */
  | 'wallet'
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
  /** The node answered with a JSON-RPC error. */
  | 'rpc'
  /** What was asked cannot be done as asked (an unknown mint, a bad address, an amount out of range). */
  | 'invalid'
  /** The faucet refused an airdrop. */
  | 'airdrop-refused'
  /** The operation was stopped (unmount, cluster switch) before its outcome was known. */
  | 'aborted';

export class DataError extends Error {
  constructor(
    readonly kind: DataErrorKind,
    message: string,
    readonly details: { signature?: string; logs?: string[]; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'DataError';
  }

  get signature() {
    return this.details.signature;
  }
}

export function isDataError(error: unknown, kind?: DataErrorKind): error is DataError {
  return error instanceof DataError && (kind === undefined || error.kind === kind);
}

/**
 * The sentence a page shows for a failed action: the spec's catalogue sentence, then the reason.
 * A cancel is not a failure and has its own wording (see `isDataError(error, 'cancelled')`).
 */
export function describeError(catalogueMessage: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error ?? '');
  if (!reason || reason === catalogueMessage) return catalogueMessage;
  return `${catalogueMessage} ${reason}`;
}
