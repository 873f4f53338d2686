import type { ParsedTransactionJson } from '../classify/parsed-transaction';
import type { SolanaContext } from '../context';
import { chunk } from '../rpc/batch';

/** How every history read asks for a transaction: parsed, versioned ones included, as confirmed. */
export const GET_TRANSACTION_CONFIG = {
  encoding: 'jsonParsed',
  maxSupportedTransactionVersion: 0,
  commitment: 'confirmed',
};

/** Transactions asked per request: a few dozen parsed transactions make a reply of a few hundred KB. */
const READ_AT_ONCE = 25;

/**
 * The transactions of these signatures that the node has, by signature: those the data source keeps are
 * not asked again; the others are asked a few dozen a request and kept. One not found yet (a node behind
 * the one that listed it) is left out, and asked again next time. The answer is the caller's whole, however
 * few the data source keeps. `onRead` hears how many of them are settled after each request.
 */
export async function readTransactions(
  ctx: SolanaContext,
  signatures: readonly string[],
  onRead?: (settled: number) => void,
): Promise<Map<string, ParsedTransactionJson>> {
  const found = new Map<string, ParsedTransactionJson>();
  const missing: string[] = [];
  for (const signature of new Set(signatures)) {
    const kept = ctx.transactions.get(signature);
    if (kept) found.set(signature, kept);
    else missing.push(signature);
  }
  let settled = found.size;
  for (const part of chunk(missing, READ_AT_ONCE)) {
    const answers = (await ctx.batch(
      part.map((signature) => ({ method: 'getTransaction', params: [signature, GET_TRANSACTION_CONFIG] })),
    )) as (ParsedTransactionJson | null)[];
    part.forEach((signature, index) => {
      const transaction = answers[index];
      if (!transaction) return;
      found.set(signature, transaction);
      ctx.transactions.set(signature, transaction);
    });
    settled += part.length;
    onRead?.(settled);
  }
  return found;
}
