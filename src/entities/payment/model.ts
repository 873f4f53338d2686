/** What a payment request asked for: this token, exactly this many base units. */
export interface AskedPayment {
  mint: string;
  amount: bigint;
}

/** A payment found by its Solana Pay reference, as the payee received it. */
export interface PaymentFound {
  signature: string;
  /** The wallet that paid. */
  payer: string;
  /** The token received; null when the transaction moved no token to the payee. */
  mint: string | null;
  /** Exact amount the payee received, in base units; null when none. */
  amount: bigint | null;
  status: 'confirmed' | 'failed';
}
