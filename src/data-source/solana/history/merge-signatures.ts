/** One entry of getSignaturesForAddress. */
export interface SignatureInfo {
  signature: string;
  slot: number;
  err: unknown;
  blockTime?: number | null;
  confirmationStatus?: string | null;
}

/** Where one address's history continues. */
export interface AddressPosition {
  address: string;
  /** The last signature already shown from this address (getSignaturesForAddress `before`). */
  before: string | null;
  /** Nothing older is left for this address. */
  done: boolean;
}

export interface FetchedList {
  position: AddressPosition;
  /** Newest first, as the node returns them. */
  items: SignatureInfo[];
  /** The node returned fewer than asked: this is the end of the address's history. */
  complete: boolean;
}

export interface MergedPage {
  page: SignatureInfo[];
  positions: AddressPosition[];
  /** Signatures shown at the page's oldest slot: another address may still list them on the next page. */
  boundary: string[];
}

/**
 * Merges several newest-first lists into one page, newest first, each signature once. It takes from
 * whichever list has the newest head, and stops early when a list runs out while the node has more for
 * it — its next entries could be newer than what the other lists offer.
 */
export function mergeSignatureLists(lists: FetchedList[], pageSize: number, alreadyShown: string[] = []): MergedPage {
  const heads = lists.map(() => 0);
  const lastTaken: (string | null)[] = lists.map((list) => list.position.before);
  const seen = new Set(alreadyShown);
  const page: SignatureInfo[] = [];

  while (page.length < pageSize) {
    let best = -1;
    let mustStop = false;
    lists.forEach((list, index) => {
      const head = list.items[heads[index] ?? 0];
      if (!head) {
        if (!list.complete) mustStop = true;
        return;
      }
      const bestHead = best >= 0 ? lists[best]?.items[heads[best] ?? 0] : undefined;
      if (!bestHead || head.slot > bestHead.slot) best = index;
    });
    if (mustStop || best < 0) break;
    const list = lists[best]!;
    const item = list.items[heads[best]!]!;
    heads[best]! += 1;
    lastTaken[best] = item.signature;
    if (seen.has(item.signature)) continue;
    seen.add(item.signature);
    page.push(item);
  }

  const positions = lists.map((list, index) => ({
    address: list.position.address,
    before: lastTaken[index] ?? null,
    done: list.complete && (heads[index] ?? 0) >= list.items.length,
  }));
  const oldestSlot = page.at(-1)?.slot;
  const boundary = page.filter((item) => item.slot === oldestSlot).map((item) => item.signature);
  return { page, positions, boundary };
}
