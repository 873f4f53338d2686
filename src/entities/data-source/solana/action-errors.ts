/** The transaction reached the chain and failed there (simulation had passed, the chain changed meanwhile). */
export class TransactionFailedError extends Error {
  constructor(
    message: string,
    readonly signature: string,
  ) {
    super(message);
    this.name = 'TransactionFailedError';
  }
}

/**
 * The blockhash expired and the signature is not on the chain: nothing moved, and the same signed
 * transaction can no longer land, so trying again cannot move tokens twice.
 */
export class TransactionExpiredError extends Error {
  constructor(readonly signature: string) {
    super('The transaction expired before it was confirmed; nothing was sent. Please try again.');
    this.name = 'TransactionExpiredError';
  }
}
