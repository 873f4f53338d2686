import { shortenAddress } from '@/shared/lib/address';
import type {
  HistoryProgress,
  TransactionPage,
  TransactionRecord,
  TransactionStatus,
} from '@/entities/transaction/model';
import { classifyTransaction } from '../classify/classify-transaction';
import type { SolanaContext } from '../context';
import { readMints } from '../read/read-mints';
import { decodeCursor, encodeCursor, historyPage, type HistoryCursor, type SignatureInfo } from './history-page';
import { indexedPage, isIndexedCursor } from './indexed-history';
import { isUnreadable, readTransactions } from './read-transactions';

export const HISTORY_PAGE_SIZE = 20;

/** The wallet's own list is asked again unless read this recently (the dashboard's parts ask at once). */
const WALLET_FRESH_MS = 2_000;
/**
 * A token account whose balance has not moved is asked again after this long (a receipt moves it, so it
 * is asked at once); a scan of hundreds of accounts on a public endpoint takes minutes by itself.
 */
const ACCOUNT_FRESH_MS = 10 * 60_000;
/** Token accounts asked per request while history checks them. */
const ACCOUNTS_PER_STEP = 10;

function statusOf(info: SignatureInfo): TransactionStatus {
  if (info.err) return 'failed';
  return info.confirmationStatus === 'processed' ? 'processing' : 'confirmed';
}

/**
 * One page of history, newest first, exact: the same entries as reading every address in full. The
 * wallet's own signatures come first (a transfer *to* you names your token account, not you, so each
 * token account is checked too): `onProgress` sees the wallet's entries at once, then receipts merged
 * in as the token accounts are checked, in the budget's background lane. Signatures are cached per
 * address, so a refresh or the next page asks only for what is new or older.
 */
export async function getTransactions(
  ctx: SolanaContext,
  owner: string,
  cursorText?: string | null,
  pageSize = HISTORY_PAGE_SIZE,
  onProgress?: (progress: HistoryProgress) => void,
): Promise<TransactionPage> {
  // Where the provider indexes history, one call or a few give the page; a page continues on its own path.
  if (ctx.indexedHistory !== false && (!cursorText || isIndexedCursor(cursorText))) {
    const page = await indexedPage(ctx, owner, cursorText, pageSize, (items) => nameUnknownTokens(ctx, items));
    if (page) return page;
  }
  const cursor = cursorText && !isIndexedCursor(cursorText) ? decodeCursor(cursorText) : null;
  const cache = ctx.signatures;
  // A later page is relative to its cursor: what arrived since at the top does not change it.
  const age = (ms: number) => (cursor ? Infinity : ms);
  const accountsRead = ctx.tokenAccountsOf(owner);
  accountsRead.catch(() => undefined);

  await cache.refresh([{ address: owner }], { maxAgeMs: age(WALLET_FRESH_MS), afterLanding: true });
  await deepen(ctx, [owner], cursor, pageSize);

  const accounts = [...new Map((await accountsRead).map((account) => [account.address, account])).values()];
  const addresses = [owner, ...accounts.map((account) => account.address)];
  const known = () => addresses.filter((address) => address === owner || cache.has(address));
  // Progress is told alongside the scan, never in its way: its reads are the user's, the scan's are background.
  // A later page asks its accounts nothing new (they were checked for the first), so it tells no progress.
  const report = progressReporter(ctx, owner, cursor, pageSize, accounts.length, cursor ? undefined : onProgress);
  report(known(), 0);
  for (let start = 0; start < accounts.length; start += ACCOUNTS_PER_STEP) {
    const step = accounts.slice(start, start + ACCOUNTS_PER_STEP);
    await cache.refresh(
      step.map((account) => ({ address: account.address, mark: String(account.amount) })),
      { maxAgeMs: age(ACCOUNT_FRESH_MS), background: true },
    );
    report(known(), start + step.length);
  }
  await report.settled();

  const { page, next } = await deepen(ctx, addresses, cursor, pageSize);
  return { items: await recordsOf(ctx, owner, page), cursor: encodeCursor(next) };
}

/** Reads further back until the known lists are deep enough for the page to be exact. */
async function deepen(ctx: SolanaContext, addresses: string[], cursor: HistoryCursor | null, pageSize: number) {
  const [owner] = addresses;
  for (;;) {
    const result = historyPage(addresses.map(ctx.signatures.known), cursor, pageSize);
    if (result.short.length === 0) return result;
    // The wallet's own list is what the user waits on; token accounts go in the background lane.
    await Promise.all([
      ctx.signatures.extend(result.short.filter((address) => address === owner)),
      ctx.signatures.extend(
        result.short.filter((address) => address !== owner),
        true,
      ),
    ]);
  }
}

/**
 * Tells `onProgress` the page as known so far, one report at a time and only the latest when several
 * wait; the page's transactions are read again only when its entries change. A failed report is skipped:
 * the read it accompanies says what went wrong.
 */
function progressReporter(
  ctx: SolanaContext,
  owner: string,
  cursor: HistoryCursor | null,
  pageSize: number,
  total: number,
  onProgress: ((progress: HistoryProgress) => void) | undefined,
) {
  let shownKey: string | undefined;
  let shown: TransactionRecord[] = [];
  let latest: { known: string[]; checked: number } | null = null;
  let queue = Promise.resolve();
  const tell = async () => {
    if (!latest) return;
    const { known, checked } = latest;
    latest = null;
    const { page } = historyPage(known.map(ctx.signatures.known), cursor, pageSize);
    const key = page.map((info) => info.signature).join();
    if (key !== shownKey) {
      // A long page (the token page and the look-alike check read 50) shows its newest entries first:
      // a public endpoint allows fewer transaction reads per 10 s than that.
      for (let end = HISTORY_PAGE_SIZE; end < page.length; end += HISTORY_PAGE_SIZE) {
        onProgress!({ items: await recordsOf(ctx, owner, page.slice(0, end)), ownComplete: false, checked, total });
      }
      shown = await recordsOf(ctx, owner, page);
      shownKey = key;
    }
    onProgress!({ items: shown, ownComplete: true, checked, total });
  };
  const report = (known: string[], checked: number) => {
    if (!onProgress || total === 0) return;
    latest = { known, checked };
    queue = queue.then(tell).catch(() => undefined);
  };
  return Object.assign(report, { settled: () => queue });
}

/** The page's transactions (each read once per data source), classified and named. */
async function recordsOf(ctx: SolanaContext, owner: string, page: SignatureInfo[]): Promise<TransactionRecord[]> {
  const found = await readTransactions(
    ctx,
    page.map((info) => info.signature),
  );
  const labelOf = (mint: string) => ctx.mintLabels.get(mint);
  const items = page.map((info) => {
    const read = found.get(info.signature);
    const input = {
      owner,
      signature: info.signature,
      status: statusOf(info),
      blockTime: info.blockTime ?? null,
      labelOf,
    };
    // One transaction the node will not return is one line saying so; the page stands.
    if (isUnreadable(read)) return { ...classifyTransaction(null, input), unread: read.unreadable };
    return classifyTransaction(read ?? null, input);
  });
  await nameUnknownTokens(ctx, items);
  return items;
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
