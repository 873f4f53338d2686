import type { LandedTransaction } from '@/entities/transaction/landed';
import type { SolanaContext } from '../context';
import { instructionEvents } from '../classify/parser-registry';
import { tokenAccountBook } from '../classify/token-account-book';
import { isUnreadable, readTransactions, type TransactionRead } from '../history/read-transactions';
import { explainFailure } from '../send/explain-failure';

/**
 * Each signature's transaction as the chain keeps it (read once per data source, like history): its slot,
 * fee, the rent of the accounts it created, its error, and every token transfer with the recipient's wallet
 * (the owner of the account credited, as the node's token balances or an associated-account creation name it).
 */
export async function readLanded(
  ctx: SolanaContext,
  signatures: readonly string[],
  onProgress?: (read: number) => void,
): Promise<LandedTransaction[]> {
  const found = await readTransactions(ctx, signatures, onProgress);
  return signatures.map((signature) => landed(signature, found.get(signature) ?? null));
}

function landed(signature: string, tx: TransactionRead | null): LandedTransaction {
  if (isUnreadable(tx) || !tx?.meta) {
    return {
      signature,
      found: false,
      slot: null,
      feeLamports: 0n,
      rentLamports: 0n,
      failed: null,
      transfers: [],
      ...(isUnreadable(tx) && { unread: tx.unreadable }),
    };
  }
  const { meta } = tx;
  const events = instructionEvents(tx);
  const book = tokenAccountBook(tx, events);
  const transfers = events.flatMap((event) => {
    if (event.kind !== 'token-transfer') return [];
    const credited = book.get(event.destination);
    const mint = event.mint ?? credited?.mint;
    const sender = book.get(event.source)?.owner ?? event.authority;
    return mint ? [{ sender, recipient: credited?.owner ?? event.destination, mint, amount: event.amount }] : [];
  });
  // An account that held nothing before and holds lamports after was created here: its lamports are rent.
  const rentLamports = meta.preBalances.reduce(
    (sum, before, index) =>
      before === 0 && (meta.postBalances[index] ?? 0) > 0 ? sum + BigInt(meta.postBalances[index]!) : sum,
    0n,
  );
  return {
    signature,
    found: true,
    slot: BigInt(tx.slot),
    feeLamports: BigInt(meta.fee),
    rentLamports,
    failed:
      meta.err === null || meta.err === undefined
        ? null
        : explainFailure(meta.err, meta.logMessages ?? [], 'send-batch'),
    transfers: meta.err === null || meta.err === undefined ? transfers : [],
  };
}
