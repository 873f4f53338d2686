import { isAppError } from '@/shared/lib/app-error';
import type { TransactionPage, TransactionRecord } from '@/entities/transaction/model';
import { classifyTransaction } from '../classify/classify-transaction';
import type { ParsedTransactionJson } from '../classify/parsed-transaction';
import type { SolanaContext } from '../context';
import { isUnsupportedVersion, refusesVersionParam, versionToAsk } from '../rpc/transaction-version';
import { isUnreadable, readTransactions } from './read-transactions';

/** A provider gives at most this many whole transactions a call. */
const MOST_A_CALL = 100;
/** The most calls one page may take: a provider whose tokens never end is left for the plain path. */
const MOST_CALLS_A_PAGE = 10;
/** Cursors of this path say so: a page is continued by the path that made it. */
const PREFIX = 'indexed:';

export const isIndexedCursor = (cursor: string) => cursor.startsWith(PREFIX);

/** One entry of a page: a transaction as the provider gave it, or one it did not give whole, and why. */
type Entry =
  | { signature: string; transaction: ParsedTransactionJson }
  | { signature: string; slot: number | null; blockTime: number | null; failed: boolean; unreadable: string };

interface Page {
  entries: Entry[];
  token: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);
const MALFORMED = 'The history provider returned this transaction in a form that could not be read.';

/** One item of a page: a transaction, an unreadable line where it names its signature, else null. */
function entryOf(item: unknown): Entry | null {
  if (!isObject(item)) return null;
  const transaction = isObject(item.transaction) ? (item.transaction as ParsedTransactionJson['transaction']) : null;
  const signature = transaction?.signatures?.[0] ?? item.signature;
  if (typeof signature !== 'string') return null;
  const meta = isObject(item.meta) ? (item.meta as ParsedTransactionJson['meta']) : null;
  const wellFormed =
    !!transaction &&
    Array.isArray(transaction.message?.accountKeys) &&
    Array.isArray(transaction.message?.instructions) &&
    (meta === null || (Array.isArray(meta.preBalances) && Array.isArray(meta.postBalances)));
  if (!wellFormed) {
    const failed = isObject(meta) ? !!meta.err : !!item.err;
    return {
      signature,
      slot: numberOrNull(item.slot),
      blockTime: numberOrNull(item.blockTime),
      failed,
      unreadable: MALFORMED,
    };
  }
  return {
    signature,
    transaction: {
      slot: numberOrNull(item.slot) ?? 0,
      ...((typeof item.version === 'number' || item.version === 'legacy') && { version: item.version }),
      blockTime: numberOrNull(item.blockTime),
      // A transaction without its meta is still a line: what it could not read, it says.
      meta,
      transaction: transaction!,
    },
  };
}

/** A page as the provider's documentation has it, or null when it is not one (then nothing of it is trusted). */
function pageOf(answer: unknown): Page | null {
  if (!isObject(answer) || !Array.isArray(answer.data)) return null;
  const token = answer.paginationToken ?? null;
  if (token !== null && typeof token !== 'string') return null;
  const entries: Entry[] = [];
  for (const item of answer.data as unknown[]) {
    const entry = entryOf(item);
    if (!entry) return null;
    entries.push(entry);
  }
  return { entries, token };
}

/**
 * A page the provider would not give whole (a transaction newer than it returns to us): its signatures, then
 * each transaction read on its own, so the one refused is one line and the rest stand.
 */
async function pageBySignatures(
  ctx: SolanaContext,
  params: Record<string, unknown>,
  owner: string,
): Promise<Page | null> {
  const { encoding: _encoding, maxSupportedTransactionVersion: _version, ...rest } = params;
  const answer = await ctx.single({
    method: 'getTransactionsForAddress',
    params: [owner, { ...rest, transactionDetails: 'signatures' }],
  });
  if (!isObject(answer) || !Array.isArray(answer.data)) return null;
  const token = answer.paginationToken ?? null;
  if (token !== null && typeof token !== 'string') return null;
  const listed = (answer.data as unknown[]).filter(
    (item): item is Record<string, unknown> => isObject(item) && typeof item.signature === 'string',
  );
  const read = await readTransactions(
    ctx,
    listed.map((item) => item.signature as string),
  );
  const entries = listed.map((item): Entry => {
    const signature = item.signature as string;
    const found = read.get(signature);
    if (found && !isUnreadable(found)) return { signature, transaction: found };
    const unreadable = isUnreadable(found) ? found.unreadable : 'The node has not returned this transaction yet.';
    return {
      signature,
      slot: numberOrNull(item.slot),
      blockTime: numberOrNull(item.blockTime),
      failed: !!item.err,
      unreadable,
    };
  });
  return { entries, token };
}

/** The first question to each data source, while it is out: reads at the same moment wait for its answer. */
const firstAsks = new WeakMap<SolanaContext, Promise<unknown>>();

/** The provider's index cannot be trusted for this session: said once, the plain path reads from now on. */
function giveUp(ctx: SolanaContext): null {
  ctx.indexedHistory = false;
  return null;
}

/**
 * The entries of one page, newest first, in as few calls as it needs (at most MOST_CALLS_A_PAGE); null when the
 * endpoint does not offer the method or pages cannot be trusted (a page that cannot be read, a token seen
 * before, an empty page that says there is more, too many calls): then this data source asks no more.
 */
async function readPages(ctx: SolanaContext, owner: string, first: string | null, pageSize: number) {
  let token = first;
  const seen = new Set<string>(first ? [first] : []);
  const entries: Entry[] = [];
  for (let calls = 0; ;) {
    if (++calls > MOST_CALLS_A_PAGE) return giveUp(ctx);
    const params: Record<string, unknown> = {
      transactionDetails: 'full',
      encoding: 'jsonParsed',
      maxSupportedTransactionVersion: versionToAsk(ctx),
      commitment: 'confirmed',
      sortOrder: 'desc',
      limit: Math.min(MOST_A_CALL, pageSize - entries.length),
      // Every transaction naming one of the wallet's token accounts, as reading each account would.
      filters: { tokenAccounts: 'all' },
      ...(token && { paginationToken: token }),
    };
    let page: Page | null;
    try {
      page = pageOf(await ctx.single({ method: 'getTransactionsForAddress', params: [owner, params] }));
    } catch (error) {
      // A node that refuses the version parameter is asked as it takes it; the page is asked again.
      if (refusesVersionParam(error) && versionToAsk(ctx) > 0) {
        ctx.transactionVersion = 0;
        continue;
      }
      // -32015: one transaction newer than the provider returns us. Not "not offered": the same page is
      // asked again by its signatures, each transaction then read on its own.
      if (isUnsupportedVersion(error)) page = await pageBySignatures(ctx, params, owner);
      // Not offered here (a plain node, or a plan without it): known once, never asked again.
      else if (ctx.indexedHistory === undefined && isAppError(error, 'rpc')) return giveUp(ctx);
      else throw error;
    }
    if (!page) return giveUp(ctx);
    if (page.token !== null && (seen.has(page.token) || page.entries.length === 0)) return giveUp(ctx);
    ctx.indexedHistory = true;
    entries.push(...page.entries);
    token = page.token;
    if (token) seen.add(token);
    if (!token || entries.length >= pageSize) break;
  }
  return { entries, token };
}

/**
 * One history page through the provider's index (getTransactionsForAddress, the wallet's token accounts
 * included). Null when the endpoint does not offer it: the caller then reads as a plain node allows.
 */
export async function indexedPage(
  ctx: SolanaContext,
  owner: string,
  cursorText: string | null | undefined,
  pageSize: number,
  name: (items: TransactionRecord[]) => Promise<void>,
): Promise<TransactionPage | null> {
  const asking = firstAsks.get(ctx);
  if (ctx.indexedHistory === undefined && asking) await asking.catch(() => undefined);
  if (ctx.indexedHistory === false) return null;
  const read = readPages(ctx, owner, cursorText ? cursorText.slice(PREFIX.length) : null, pageSize);
  if (ctx.indexedHistory === undefined) firstAsks.set(ctx, read);
  const found = await read;
  if (!found) return null;
  const { entries, token } = found;

  // What a provider's index says is shown, never kept: the transaction cache other readers trust (a report's
  // check among them) holds only what the node itself returned.
  const labelOf = (mint: string) => ctx.mintLabels.get(mint);
  const items = entries.map((entry) => {
    if ('transaction' in entry) {
      const tx = entry.transaction;
      const status = tx.meta?.err ? 'failed' : 'confirmed';
      return classifyTransaction(tx, {
        owner,
        signature: entry.signature,
        status,
        blockTime: tx.blockTime ?? null,
        labelOf,
      });
    }
    const status = entry.failed ? 'failed' : 'confirmed';
    const input = { owner, signature: entry.signature, status, blockTime: entry.blockTime, labelOf } as const;
    return { ...classifyTransaction(null, input), unread: entry.unreadable };
  });
  await name(items);
  return { items, cursor: token ? `${PREFIX}${token}` : null };
}
