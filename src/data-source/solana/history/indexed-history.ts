import { isAppError } from '@/shared/lib/app-error';
import type { TransactionPage, TransactionRecord } from '@/entities/transaction/model';
import { classifyTransaction } from '../classify/classify-transaction';
import type { ParsedTransactionJson } from '../classify/parsed-transaction';
import type { SolanaContext } from '../context';

/** A provider gives at most this many whole transactions a call. */
const MOST_A_CALL = 100;
/** Cursors of this path say so: a page is continued by the path that made it. */
const PREFIX = 'indexed:';

export const isIndexedCursor = (cursor: string) => cursor.startsWith(PREFIX);

interface Page {
  transactions: ParsedTransactionJson[];
  token: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A page as the provider's documentation has it, or null when it is not one (then nothing of it is trusted). */
function pageOf(answer: unknown): Page | null {
  if (!isObject(answer) || !Array.isArray(answer.data)) return null;
  const token = answer.paginationToken ?? null;
  if (token !== null && typeof token !== 'string') return null;
  const transactions: ParsedTransactionJson[] = [];
  for (const item of answer.data as unknown[]) {
    if (!isObject(item) || !isObject(item.transaction)) return null;
    const transaction = item.transaction as ParsedTransactionJson['transaction'];
    if (typeof transaction.signatures?.[0] !== 'string' || !Array.isArray(transaction.message?.accountKeys)) {
      return null;
    }
    transactions.push({
      slot: typeof item.slot === 'number' ? item.slot : 0,
      blockTime: typeof item.blockTime === 'number' ? item.blockTime : null,
      // A transaction without its meta is still a line: what it could not read, it says.
      meta: isObject(item.meta) ? (item.meta as ParsedTransactionJson['meta']) : null,
      transaction,
    });
  }
  return { transactions, token };
}

/** The first question to each data source, while it is out: reads at the same moment wait for its answer. */
const firstAsks = new WeakMap<SolanaContext, Promise<unknown>>();

/**
 * The transactions of one page, newest first, in as few calls as it needs; null when the endpoint does not
 * offer the method or answers pages that cannot be read (remembered: this data source asks no more).
 */
async function readPages(ctx: SolanaContext, owner: string, first: string | null, pageSize: number) {
  let token = first;
  const transactions: ParsedTransactionJson[] = [];
  do {
    let answer: unknown;
    try {
      answer = await ctx.single({
        method: 'getTransactionsForAddress',
        params: [
          owner,
          {
            transactionDetails: 'full',
            encoding: 'jsonParsed',
            maxSupportedTransactionVersion: 0,
            commitment: 'confirmed',
            sortOrder: 'desc',
            limit: Math.min(MOST_A_CALL, pageSize - transactions.length),
            // Every transaction naming one of the wallet's token accounts, as reading each account would.
            filters: { tokenAccounts: 'all' },
            ...(token && { paginationToken: token }),
          },
        ],
      });
    } catch (error) {
      // Not offered here (a plain node, or a plan without it): known once, never asked again.
      if (ctx.indexedHistory === undefined && isAppError(error, 'rpc')) {
        ctx.indexedHistory = false;
        return null;
      }
      throw error;
    }
    const page = pageOf(answer);
    if (!page) {
      ctx.indexedHistory = false;
      return null;
    }
    ctx.indexedHistory = true;
    transactions.push(...page.transactions);
    token = page.token;
  } while (token && transactions.length < pageSize);
  return { transactions, token };
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
  const { transactions, token } = found;

  const items = transactions.map((tx) => {
    const signature = tx.transaction.signatures[0]!;
    ctx.transactions.set(signature, tx);
    return classifyTransaction(tx, {
      owner,
      signature,
      status: tx.meta?.err ? 'failed' : 'confirmed',
      blockTime: tx.blockTime ?? null,
      labelOf: (mint) => ctx.mintLabels.get(mint),
    });
  });
  await name(items);
  return { items, cursor: token ? `${PREFIX}${token}` : null };
}
