import { AppError, isAppError } from '@/shared/lib/app-error';
import type { ParsedTransactionJson } from '../classify/parsed-transaction';
import type { SolanaContext } from '../context';
import { chunk } from '../rpc/batch';
import { getTransactionsSettled } from '../rpc/transaction-version';

/** How every history read asks for a transaction: parsed, as confirmed, of every version the node serves. */
const HISTORY_READ = { encoding: 'jsonParsed', commitment: 'confirmed' } as const;

/** Transactions asked per request: a few dozen parsed transactions make a reply of a few hundred KB. */
const READ_AT_ONCE = 25;

/** A transaction the node would not return (a version newer than it serves to us, say): why, in words. */
export interface UnreadableTransaction {
  unreadable: string;
}

export type TransactionRead = ParsedTransactionJson | UnreadableTransaction;

export const isUnreadable = (read: TransactionRead | null | undefined): read is UnreadableTransaction =>
  !!read && 'unreadable' in read;

/**
 * The transactions of these signatures that the node has, by signature: those the data source keeps are
 * not asked again; the others are asked a few dozen a request and kept. One not found yet (a node behind
 * the one that listed it) is left out, and asked again next time; one the node refuses to return is its
 * reason, so a page shows it as one line and never fails for it (nor is the refusal kept: a later read may
 * succeed). The answer is the caller's whole, however few the data source keeps. `onRead` hears how many of
 * them are settled after each request.
 */
export async function readTransactions(
  ctx: SolanaContext,
  signatures: readonly string[],
  onRead?: (settled: number) => void,
): Promise<Map<string, TransactionRead>> {
  const found = new Map<string, TransactionRead>();
  const missing: string[] = [];
  for (const signature of new Set(signatures)) {
    const kept = ctx.transactions.get(signature);
    if (kept) found.set(signature, kept);
    else missing.push(signature);
  }
  let settled = found.size;
  for (const part of chunk(missing, READ_AT_ONCE)) {
    const answers = await getTransactionsSettled<ParsedTransactionJson>(ctx, part, HISTORY_READ);
    part.forEach((signature, index) => {
      const answer = answers[index];
      if (isAppError(answer)) {
        found.set(signature, { unreadable: unreadableReason(answer) });
        return;
      }
      if (!answer) return;
      found.set(signature, answer);
      ctx.transactions.set(signature, answer);
    });
    settled += part.length;
    onRead?.(settled);
  }
  return found;
}

/** The version a node named when it refused a transaction as too new for the reader (-32015). */
const UNSUPPORTED_VERSION = /Transaction version \((\d+)\) is not supported/;

/** What a history line says of a transaction the node would not return. */
export function unreadableReason(error: AppError): string {
  const version = UNSUPPORTED_VERSION.exec(error.message)?.[1];
  if (version)
    return `The node would not return this transaction: it is version ${version}, newer than this app reads.`;
  return `The node would not return this transaction (${error.message}).`;
}
