import type { AskedPayment, PaymentFound } from '@/entities/payment/model';
import { paysAsAsked } from '@/data-source/payment-choice';
import type { TokenHolding } from '@/entities/token/model';
import { encodeBase58 } from '@/shared/lib/base58';
import { encodeTransferRequest } from '@/shared/lib/solana-pay';
import { toDecimalString } from '@/shared/lib/amount';
import { uiUnits } from '@/entities/token/lib/token-traits';

export interface PaymentRequest {
  url: string;
  reference: string;
  token: Pick<TokenHolding, 'mint' | 'symbol' | 'decimals' | 'scale'>;
  /** Raw base units: what the payment must move on chain. The link asks for its UI amount. */
  amount: bigint;
}

/** A fresh reference key (never a key anyone holds: 32 random bytes) names this request alone on chain. */
export function newPaymentRequest(
  recipient: string,
  token: PaymentRequest['token'],
  amount: bigint,
  { label, message, memo = '' }: { label: string; message: string; memo?: string },
): PaymentRequest {
  const reference = encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
  const url = encodeTransferRequest({
    recipient,
    amount: toDecimalString(uiUnits(amount, token), token.decimals),
    splToken: token.mint,
    references: [reference],
    ...(label.trim() && { label: label.trim() }),
    ...(message.trim() && { message: message.trim() }),
    // Exactly as typed: the payer's wallet sends these bytes.
    ...(memo && { memo }),
  });
  return { url, reference, token, amount };
}

/** Whether what arrived is what was asked: the same token, exactly the amount. */
export function matchesRequest(request: PaymentRequest, payment: PaymentFound): boolean {
  return paysAsAsked(payment, askedBy(request));
}

/** What the request asks the payer for. */
export const askedBy = (request: PaymentRequest): AskedPayment => ({
  mint: request.token.mint,
  amount: request.amount,
});
