import { isValidAddress } from './address';

/** A Solana Pay transfer request (solana:<recipient>?amount=…&spl-token=…&reference=…&label=…&message=…&memo=…). */
export interface TransferRequest {
  recipient: string;
  /** Whole units of the token (or SOL) exactly as written in the URL, e.g. "1.5". Never a float. */
  amount?: string;
  /** The token's mint; absent for a SOL request. */
  splToken?: string;
  /** Keys the payment must name, in order, so the payee can find it. */
  references: string[];
  label?: string;
  message?: string;
  memo?: string;
}

export type TransferRequestError =
  | 'not-a-request'
  | 'transaction-request'
  | 'bad-recipient'
  | 'bad-amount'
  | 'bad-token'
  | 'bad-reference'
  | 'duplicate-field';

export type ParsedRequest = { ok: true; request: TransferRequest } | { ok: false; error: TransferRequestError };

const SCHEME = 'solana:';
// Solana Pay amounts: digits, optionally a point and more digits. No sign, exponent or grouping.
const AMOUNT = /^\d+(\.\d+)?$/;
const SINGLE_FIELDS = ['amount', 'spl-token', 'label', 'message', 'memo'] as const;

/** The URL a wallet scans; text fields are percent-encoded (a space is %20, a "+" stays a "+"). */
export function encodeTransferRequest(request: TransferRequest): string {
  const params: [string, string][] = [];
  if (request.amount !== undefined) params.push(['amount', request.amount]);
  if (request.splToken !== undefined) params.push(['spl-token', request.splToken]);
  for (const reference of request.references) params.push(['reference', reference]);
  if (request.label !== undefined) params.push(['label', request.label]);
  if (request.message !== undefined) params.push(['message', request.message]);
  if (request.memo !== undefined) params.push(['memo', request.memo]);
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(wellFormed(value))}`).join('&');
  return `${SCHEME}${request.recipient}${query ? `?${query}` : ''}`;
}

// A lone UTF-16 surrogate (half an emoji, from a bad paste) has no UTF-8 form: encodeURIComponent would
// throw on it. It becomes U+FFFD, as any UTF-8 text would show it, so that encoding never throws.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** What a scanned QR code says: a transfer request URL, or a plain address (a request for nothing in particular). */
export function parseTransferRequest(text: string): ParsedRequest {
  const trimmed = text.trim();
  if (!trimmed.toLowerCase().startsWith(SCHEME)) {
    return isValidAddress(trimmed)
      ? { ok: true, request: { recipient: trimmed, references: [] } }
      : { ok: false, error: 'not-a-request' };
  }
  // A raw "#" starts a URL's fragment, which is no part of the request (the encoder writes "#" as %23).
  const rest = trimmed.slice(SCHEME.length).split('#')[0] ?? '';
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rest.slice(queryAt + 1);
  if (/^https?%3a|^https?:/i.test(path)) return { ok: false, error: 'transaction-request' };
  if (!isValidAddress(path) || path !== path.trim()) return { ok: false, error: 'bad-recipient' };

  const fields = new Map<string, string[]>();
  for (const pair of query ? query.split('&') : []) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    let value: string;
    // A raw "+" is a space, as form encoders (URLSearchParams, which Solana Pay's own library uses) write
    // it; this encoder writes a space as %20 and a plus as %2B, so either reading gets its text back.
    try {
      value = decodeURIComponent((equals === -1 ? '' : pair.slice(equals + 1)).replaceAll('+', ' '));
    } catch {
      return { ok: false, error: 'not-a-request' };
    }
    fields.set(key, [...(fields.get(key) ?? []), value]);
  }
  if (SINGLE_FIELDS.some((key) => (fields.get(key)?.length ?? 0) > 1)) return { ok: false, error: 'duplicate-field' };
  const one = (key: (typeof SINGLE_FIELDS)[number]) => fields.get(key)?.[0];

  const request: TransferRequest = { recipient: path, references: fields.get('reference') ?? [] };
  const amount = one('amount');
  if (amount !== undefined) {
    if (!AMOUNT.test(amount)) return { ok: false, error: 'bad-amount' };
    request.amount = amount;
  }
  const splToken = one('spl-token');
  if (splToken !== undefined) {
    if (!isValidAddress(splToken) || splToken !== splToken.trim()) return { ok: false, error: 'bad-token' };
    request.splToken = splToken;
  }
  if (request.references.some((reference) => !isValidAddress(reference) || reference !== reference.trim())) {
    return { ok: false, error: 'bad-reference' };
  }
  for (const key of ['label', 'message', 'memo'] as const) {
    const value = one(key);
    if (value !== undefined) request[key] = value;
  }
  return { ok: true, request };
}

const ERROR_TEXT: Record<TransferRequestError, string> = {
  'not-a-request': 'This code holds neither a Solana address nor a Solana Pay request.',
  'transaction-request':
    'This is an interactive Solana Pay request (a link to a shop’s server), which this app does not pay.',
  'bad-recipient': 'The request’s recipient is not a valid Solana address.',
  'bad-amount': 'The request’s amount is not a valid number.',
  'bad-token': 'The request’s token is not a valid mint address.',
  'bad-reference': 'The request’s reference is not a valid Solana address.',
  'duplicate-field': 'The request names the same field twice, so it cannot be read safely.',
};

/** One sentence a user can act on. */
export function describeRequestError(error: TransferRequestError): string {
  return ERROR_TEXT[error];
}
