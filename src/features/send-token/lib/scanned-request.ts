import type { TokenHolding } from '@/entities/token/model';
import { shortenAddress } from '@/shared/lib/address';
import { decimalSeparator, parseAmount } from '@/shared/lib/amount';
import { describeRequestError, parseTransferRequest } from '@/shared/lib/solana-pay';

/** What a scanned code fills in the Send form. */
export interface ScannedFields {
  recipientAddress: string;
  tokenMint?: string;
  /** In the user's locale, as the Amount field reads it. */
  amount?: string;
  references: string[];
  label?: string;
  message?: string;
  /** The payee's memo: it goes with the transfer, exactly as asked. */
  memo?: string;
}

export type ScanResult = { ok: true; fields: ScannedFields } | { ok: false; message: string };

/**
 * A scanned QR code, read for the Send form: a plain address fills the recipient; a Solana Pay request
 * fills recipient, token and amount, and keeps its references for the transfer. A request this page
 * cannot pay as asked fills nothing and says why.
 */
export function readScannedCode(text: string, tokens: readonly TokenHolding[], locale?: string): ScanResult {
  const parsed = parseTransferRequest(text);
  if (!parsed.ok) return { ok: false, message: describeRequestError(parsed.error) };
  const { recipient, splToken, amount, references, label, message, memo } = parsed.request;
  const fields: ScannedFields = {
    recipientAddress: recipient,
    references,
    ...(label !== undefined && { label }),
    ...(message !== undefined && { message }),
    ...(memo !== undefined && { memo }),
  };
  if (!splToken) {
    if (amount !== undefined) {
      return { ok: false, message: 'This request asks for SOL; this page sends tokens. Pay it from your wallet app.' };
    }
    return { ok: true, fields };
  }
  const token = tokens.find((t) => t.mint === splToken);
  if (!token) {
    return {
      ok: false,
      message: `This request is for a token you do not hold (mint ${shortenAddress(splToken)}). Nothing was filled in.`,
    };
  }
  fields.tokenMint = token.mint;
  if (amount !== undefined) {
    if (!parseAmount(amount, token.decimals, 'en-US').ok) {
      return { ok: false, message: `The request asks for more decimal places than ${token.symbol} has.` };
    }
    fields.amount = decimalSeparator(locale) === ',' ? amount.replace('.', ',') : amount;
  }
  return { ok: true, fields };
}
