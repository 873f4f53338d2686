import type { RpcCall } from '../rpc/batch';
import type { KnownList, SignatureInfo } from './history-page';

/** How many signatures one getSignaturesForAddress asks for: most token accounts end inside one read. */
export const SIGNATURE_READ = 100;

interface Entry {
  items: SignatureInfo[];
  complete: boolean;
  /** When the newest entries were last asked for. */
  at: number;
  /** What the address looked like then (a token account's balance): a change means something new. */
  mark: string | undefined;
  /** Landings counted then: the wallet's own list is stale once one of its transactions lands. */
  landings: number;
}

export interface Freshness {
  /** Newest entries asked for longer ago than this are asked again (only what is new: `until`). */
  maxAgeMs: number;
  /** Also stale once a transaction sent from here has landed since. */
  afterLanding?: boolean;
  /** A scan the user is not waiting on: it goes through the budget's background lane. */
  background?: boolean;
}

export interface Watched {
  address: string;
  mark?: string;
}

/** Sends one batch of calls; `background` picks the budget's lane. */
export type ReadCalls = (calls: RpcCall[], background: boolean) => Promise<unknown[]>;

/**
 * Each address's signatures, kept for the life of the data source: a refresh asks only for what is newer
 * than the newest known (`until`), a deeper page only for what is older than the oldest (`before`), and
 * a read already under way for an address is joined, not repeated. History, the look-alike check and a
 * token's activity all read through it.
 */
export function createSignatureCache(read: ReadCalls, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<void>>();
  let landings = 0;

  const ask = (address: string, options: { until?: string; before?: string }): RpcCall => ({
    method: 'getSignaturesForAddress',
    params: [
      address,
      {
        limit: SIGNATURE_READ,
        commitment: 'confirmed',
        ...(options.until ? { until: options.until } : {}),
        ...(options.before ? { before: options.before } : {}),
      },
    ],
  });

  const isFresh = (entry: Entry | undefined, watched: Watched, freshness: Freshness) =>
    !!entry &&
    now() - entry.at < freshness.maxAgeMs &&
    entry.mark === watched.mark &&
    (!freshness.afterLanding || entry.landings === landings);

  /**
   * Runs `work` for the addresses no read is under way for, and waits for those that are. A joined read
   * that fails fails this one too: its addresses stay unread, and nothing may go on as if they were.
   */
  const joined = async (addresses: string[], work: (mine: string[]) => Promise<void>) => {
    const waiting = addresses.flatMap((address) => inFlight.get(address) ?? []);
    const mine = addresses.filter((address) => !inFlight.has(address));
    const done = mine.length ? work(mine) : Promise.resolve();
    for (const address of mine) inFlight.set(address, done);
    try {
      await Promise.all([done, ...waiting]);
    } finally {
      for (const address of mine) if (inFlight.get(address) === done) inFlight.delete(address);
    }
  };

  /** Everything newer than what is known, paging down to it when more came than one read holds. */
  const readNewest = async (watched: Watched[], background: boolean) => {
    const started = now();
    const seenLandings = landings;
    const finish = (each: Watched, got: SignatureInfo[], ended: boolean) => {
      const known = entries.get(each.address);
      const anchored = !!known?.items.length;
      entries.set(each.address, {
        items: anchored ? [...got, ...known!.items] : got,
        // A first read that came back full is a list known down to its last entry; `extend` reads on.
        complete: anchored ? known!.complete : ended,
        at: started,
        mark: each.mark,
        landings: seenLandings,
      });
    };
    let open = watched.map((each) => ({
      each,
      until: entries.get(each.address)?.items[0]?.signature,
      got: [] as SignatureInfo[],
    }));
    while (open.length) {
      const answers = (await read(
        open.map(({ each, until, got }) => ask(each.address, { until, before: got.at(-1)?.signature })),
        background,
      )) as SignatureInfo[][];
      const next: typeof open = [];
      open.forEach((item, index) => {
        const answer = answers[index] ?? [];
        item.got.push(...answer);
        const full = answer.length >= SIGNATURE_READ;
        // More came than one read holds: read on down to what is known, so the list keeps no gap.
        if (full && item.until) next.push(item);
        else finish(item.each, item.got, !full);
      });
      open = next;
    }
  };

  return {
    /** Brings these addresses' newest entries up to date, unless they are fresh enough. */
    async refresh(watched: Watched[], freshness: Freshness): Promise<void> {
      const stale = watched.filter((each) => !isFresh(entries.get(each.address), each, freshness));
      const byAddress = new Map(stale.map((each) => [each.address, each]));
      await joined([...byAddress.keys()], (mine) =>
        readNewest(
          mine.map((address) => byAddress.get(address)!),
          !!freshness.background,
        ),
      );
    },

    /** One read further back for each of these addresses. */
    async extend(addresses: string[], background = false): Promise<void> {
      const open = addresses.filter((address) => entries.get(address) && !entries.get(address)!.complete);
      await joined(open, async (mine) => {
        const answers = (await read(
          mine.map((address) => ask(address, { before: entries.get(address)!.items.at(-1)?.signature })),
          background,
        )) as SignatureInfo[][];
        mine.forEach((address, index) => {
          const entry = entries.get(address)!;
          const older = answers[index] ?? [];
          entries.set(address, {
            ...entry,
            items: [...entry.items, ...older],
            complete: older.length < SIGNATURE_READ,
          });
        });
      });
    },

    /** What is known of an address (an empty, unfinished list when nothing is). */
    known(address: string): KnownList {
      const entry = entries.get(address);
      return { address, items: entry?.items ?? [], complete: entry?.complete ?? false };
    },

    has: (address: string) => entries.has(address),

    /** A transaction sent from here landed: the wallet's own list has something new. */
    landed() {
      landings += 1;
    },
  };
}

export type SignatureCache = ReturnType<typeof createSignatureCache>;
