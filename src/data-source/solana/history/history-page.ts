import { AppError } from '@/shared/lib/app-error';
/** One entry of getSignaturesForAddress. */
export interface SignatureInfo {
  signature: string;
  slot: number;
  err: unknown;
  blockTime?: number | null;
  confirmationStatus?: string | null;
}

/** One address's signatures as far as they are known: newest first, with no gap from the newest. */
export interface KnownList {
  address: string;
  items: readonly SignatureInfo[];
  /** The list reaches the address's first signature: nothing older exists. */
  complete: boolean;
}

/** Where the next page starts: entries below `slot`, and those at `slot` not yet shown. */
export interface HistoryCursor {
  slot: number;
  shown: string[];
}

export interface HistoryPage {
  /** Newest first, each signature once. */
  page: SignatureInfo[];
  /** Addresses whose known entries stop too high to be sure of the page: read further back, then ask again. */
  short: string[];
  /** Where the next page starts; null when there is nothing older. Meaningful only when `short` is empty. */
  next: HistoryCursor | null;
}

const isPast = (cursor: HistoryCursor | null) => (info: SignatureInfo) =>
  !cursor || info.slot < cursor.slot || (info.slot === cursor.slot && !cursor.shown.includes(info.signature));

/**
 * The page after `cursor` from the lists known so far: every list merged, newest first, each signature
 * once. The page is the exact one a full scan would give when `short` is empty: every list is then either
 * complete or known to below the page's oldest slot, so nothing unread can belong in it.
 */
export function historyPage(lists: readonly KnownList[], cursor: HistoryCursor | null, pageSize: number): HistoryPage {
  const seen = new Set<string>();
  const merged: SignatureInfo[] = [];
  for (const list of lists) {
    for (const info of list.items) {
      if (seen.has(info.signature)) continue;
      seen.add(info.signature);
      merged.push(info);
    }
  }
  // Array.prototype.sort is stable: within a slot, the wallet's own order comes first.
  const after = merged.filter(isPast(cursor)).sort((a, b) => b.slot - a.slot);
  const page = after.slice(0, pageSize);
  const full = page.length === pageSize;
  // A list must reach below the page's oldest slot (entries at that very slot could still be unread).
  const floor = full ? page.at(-1)!.slot : -Infinity;
  const short = lists
    .filter((list) => !list.complete && (list.items.at(-1)?.slot ?? Infinity) >= floor)
    .map((list) => list.address);
  const more = after.length > pageSize || lists.some((list) => !list.complete);
  if (!full || !more) return { page, short, next: null };
  const shownAtFloor = page.filter((info) => info.slot === floor).map((info) => info.signature);
  const carried = cursor?.slot === floor ? cursor.shown : [];
  return { page, short, next: { slot: floor, shown: [...carried, ...shownAtFloor] } };
}

interface Encoded {
  v: 2;
  s: number;
  b: string[];
}

export function encodeCursor(cursor: HistoryCursor | null): string | null {
  if (!cursor) return null;
  const encoded: Encoded = { v: 2, s: cursor.slot, b: cursor.shown };
  return JSON.stringify(encoded);
}

export function decodeCursor(text: string): HistoryCursor {
  let encoded: Encoded | undefined;
  try {
    encoded = JSON.parse(text) as Encoded;
  } catch {
    // answered below
  }
  if (encoded?.v !== 2 || typeof encoded.s !== 'number' || !Array.isArray(encoded.b)) {
    throw new AppError('invalid', 'This history cursor is not one the Solana data source made.');
  }
  return { slot: encoded.s, shown: encoded.b.map(String) };
}
