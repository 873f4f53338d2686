import type { SignedTransaction, TransactionOutcome } from '../../model';

import type { SolanaContext } from '../context';

interface SignatureStatus {
  err: unknown;
  confirmationStatus?: string | null;
}

/**
 * Where a signed transaction stands, from the chain alone: found (confirmed or failed), or not found —
 * 'pending' while its blockhash can still land it, 'expired' once the chain has passed it.
 */
export async function transactionOutcome(ctx: SolanaContext, signed: SignedTransaction): Promise<TransactionOutcome> {
  const [statuses, height] = (await ctx.batch([
    { method: 'getSignatureStatuses', params: [[signed.signature], { searchTransactionHistory: true }] },
    { method: 'getBlockHeight', params: [{ commitment: 'confirmed' }] },
  ])) as [{ value: (SignatureStatus | null)[] }, number | bigint];
  const status = statuses.value[0];
  if (status) {
    if (status.err) return 'failed';
    return status.confirmationStatus === 'processed' ? 'pending' : 'confirmed';
  }
  return BigInt(height) > BigInt(signed.lastValidBlockHeight) ? 'expired' : 'pending';
}
