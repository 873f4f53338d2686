import type { AskedPayment, PaymentFound } from '@/entities/payment/model';

/** Whether a payment is the one asked for: confirmed, the same token, exactly the amount. */
export const paysAsAsked = (payment: PaymentFound, asked: AskedPayment) =>
  payment.status === 'confirmed' && payment.mint === asked.mint && payment.amount === asked.amount;

/**
 * Of every transaction that names a request's reference (oldest first), the one to show: anyone can name
 * a reference, so a transaction that does not pay never hides one that does. The first paying exactly what
 * was asked; else the first that brought the payee anything; else the first that landed at all; else a
 * failed attempt (the newest).
 */
export function choosePayment(candidates: readonly PaymentFound[], asked?: AskedPayment): PaymentFound | null {
  const landed = candidates.filter((candidate) => candidate.status === 'confirmed');
  return (
    (asked && landed.find((candidate) => paysAsAsked(candidate, asked))) ||
    landed.find((candidate) => candidate.amount !== null) ||
    landed[0] ||
    candidates.at(-1) ||
    null
  );
}
