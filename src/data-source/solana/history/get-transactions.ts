import { shortenAddress } from '@/shared/lib/address';
import type { TransactionPage, TransactionRecord, TransactionStatus } from '@/entities/transaction/model';
import { classifyTransaction } from '../classify/classify-transaction';
import type { ParsedTransactionJson } from '../classify/parsed-transaction';
import type { SolanaContext } from '../context';
import { readMints } from '../read/read-mints';
import { decodeCursor, encodeCursor, type HistoryCursor } from './history-cursor';
import { mergeSignatureLists, type AddressPosition, type FetchedList, type SignatureInfo } from './merge-signatures';

export const HISTORY_PAGE_SIZE = 20;
/** How every history read asks for a transaction: parsed, versioned ones included, as confirmed. */
export const GET_TRANSACTION_CONFIG = {
  encoding: 'jsonParsed',
  maxSupportedTransactionVersion: 0,
  commitment: 'confirmed',
};

function statusOf(info: SignatureInfo): TransactionStatus {
  if (info.err) return 'failed';
  return info.confirmationStatus === 'processed' ? 'processing' : 'confirmed';
}

/** The wallet and every token account it has: a transfer *to* you names your token account, not you. */
async function firstPositions(ctx: SolanaContext, owner: string): Promise<AddressPosition[]> {
  const accounts = await ctx.tokenAccountsOf(owner);
  return [owner, ...new Set(accounts.map((account) => account.address))].map((address) => ({
    address,
    before: null,
    done: false,
  }));
}

/**
 * One page of history, newest first: each address's signatures in one batched request, merged and
 * de-duplicated; the page's transactions in a second batched request; then classified.
 */
export async function getTransactions(
  ctx: SolanaContext,
  owner: string,
  cursorText?: string | null,
  pageSize = HISTORY_PAGE_SIZE,
): Promise<TransactionPage> {
  const cursor: HistoryCursor = cursorText
    ? decodeCursor(cursorText)
    : { positions: await firstPositions(ctx, owner), boundary: [] };
  const open = cursor.positions.filter((position) => !position.done);
  const results = (await ctx.batch(
    open.map((position) => ({
      method: 'getSignaturesForAddress',
      params: [
        position.address,
        { limit: pageSize, commitment: 'confirmed', ...(position.before ? { before: position.before } : {}) },
      ],
    })),
  )) as SignatureInfo[][];
  const lists: FetchedList[] = open.map((position, index) => {
    const items = results[index] ?? [];
    return { position, items, complete: items.length < pageSize };
  });
  const merged = mergeSignatureLists(lists, pageSize, cursor.boundary);

  const transactions = (await ctx.batch(
    merged.page.map((info) => ({
      method: 'getTransaction',
      params: [info.signature, GET_TRANSACTION_CONFIG],
    })),
  )) as (ParsedTransactionJson | null)[];

  const labelOf = (mint: string) => ctx.mintLabels.get(mint);
  const items: TransactionRecord[] = merged.page.map((info, index) =>
    classifyTransaction(transactions[index] ?? null, {
      owner,
      signature: info.signature,
      status: statusOf(info),
      blockTime: info.blockTime ?? null,
      labelOf,
    }),
  );
  await nameUnknownTokens(ctx, items);

  const next = encodeCursor({
    positions: [...cursor.positions.filter((position) => position.done), ...merged.positions],
    boundary: merged.boundary,
  });
  return { items, cursor: next };
}

/** Names the page's tokens: from reads already made or under way, else one read of the mints still unknown. */
async function nameUnknownTokens(ctx: SolanaContext, items: TransactionRecord[]): Promise<void> {
  // The dashboard reads tokens at the same time: their mints are usually these very mints.
  await Promise.allSettled([...ctx.mintReads]);
  const unknown = [
    ...new Set(items.flatMap((item) => (item.mint && !ctx.mintLabels.has(item.mint) ? [item.mint] : []))),
  ];
  if (unknown.length > 0) {
    // Names are a nicety: if this read fails the page stays readable with shortened addresses.
    await readMints(ctx, unknown).catch(() => undefined);
  }
  for (const item of items) {
    if (!item.mint) continue;
    const label = ctx.mintLabels.get(item.mint);
    item.token = label?.symbol ?? shortenAddress(item.mint);
    // A transfer that states no decimals learns them from its mint; when even that is unknown they stay null.
    item.decimals ??= label?.decimals ?? null;
  }
}
