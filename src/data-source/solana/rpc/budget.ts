import { parseJsonWithBigInts, stringifyJsonWithBigInts } from '@solana/rpc-spec-types';
import { readStoredJson, writeStoredJson } from '@/shared/lib/stored-json';
import type { FetchFn } from './http';

/** What an endpoint allows: calls per window (each call of a batch counted), per method, and per batch. */
export interface RpcLimits {
  windowMs: number;
  /** null: no pacing (a node of our own). */
  callsPerWindow: number | null;
  callsPerMethod: number | null;
  maxBatch: number;
}

// The public endpoints allow 100 calls and 40 of one method per 10 s per IP; we keep a tenth below, so
// a client's clock and the server's window never disagree into a 429.
export const PUBLIC_LIMITS: RpcLimits = { windowMs: 10_000, callsPerWindow: 90, callsPerMethod: 36, maxBatch: 10 };
export const UNPACED: RpcLimits = { windowMs: 10_000, callsPerWindow: null, callsPerMethod: null, maxBatch: 100 };

interface Call {
  method?: unknown;
}

export interface SentCall {
  /** When it went, then when its answer came: a node counts a call on arrival, never after its answer. */
  at: number;
  method: string;
  /** The request it went in, to find it again when the answer comes. */
  id?: string;
}

/** Where the calls of the current window are kept. */
export interface CallLog {
  read(): SentCall[];
  write(calls: SentCall[]): void;
}

const memoryLog = (): CallLog => {
  let calls: SentCall[] = [];
  return { read: () => calls, write: (next) => (calls = next) };
};

/**
 * The window kept in this browser, per endpoint: the node counts by IP, so a reload or a second tab must
 * not start from an empty count while the node still remembers the calls before it.
 */
export function storedCallLog(endpoint: string): CallLog {
  const key = `tokenManager.rpcCalls:${endpoint}`;
  return {
    read() {
      const stored = readStoredJson(key);
      return Array.isArray(stored)
        ? stored.filter((call): call is SentCall => typeof call?.at === 'number' && typeof call?.method === 'string')
        : [];
    },
    // Storage full or blocked: this tab still paces itself.
    write: (calls) => writeStoredJson(key, calls),
  };
}

/** What background work (history's scan of token accounts) leaves free of a limit for what the user waits on. */
const reserveOf = (limit: number) => Math.ceil(limit / 6);

/** A fetch that also has a background lane: the same budget, but it never takes the last of a window. */
export type BudgetedFetch = FetchFn & { background: FetchFn };

interface Waiter {
  methods: string[];
  background: boolean;
  go: (id: string) => void;
}

/**
 * The one place the RPC budget is kept, as a fetch for everything the data source sends: batches cut to
 * the endpoint's cap, a provider that refuses batches detected (and then asked one call at a time), and
 * calls paced so no window of `windowMs` holds more than the endpoint allows. A request that fits goes at
 * once, even past one still waiting for its method's count: a long scan never holds up a page. Background
 * requests leave a reserve free, so what the user waits on finds room. Bodies keep their exact integers;
 * answers are joined as text, so nothing is parsed twice or rounded.
 */
export function budgetedFetch(
  fetchFn: FetchFn,
  limits: RpcLimits,
  { now = Date.now, log = memoryLog() }: { now?: () => number; log?: CallLog } = {},
): BudgetedFetch {
  let sent: SentCall[] = [];
  let batches = true;
  const waiters: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** Lets every waiter whose calls fit now go, in order; wakes again when the next one could. */
  const grant = () => {
    timer = undefined;
    sent = log
      .read()
      .filter((call) => call.at > now() - limits.windowMs)
      .sort((a, b) => a.at - b.at);
    let nextWait = Infinity;
    for (const waiter of [...waiters]) {
      const wait = waitFor(waiter.methods, waiter.background);
      if (wait > 0) {
        nextWait = Math.min(nextWait, wait);
        continue;
      }
      const at = now();
      const id = `${at}-${Math.random()}`;
      for (const method of waiter.methods) sent.push({ at, method, id });
      log.write(sent);
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.go(id);
    }
    if (waiters.length > 0) timer = setTimeout(grant, nextWait);
  };

  /** Resolves when these calls fit the window; they are counted as they go. */
  const pace = (methods: string[], background: boolean) =>
    new Promise<string>((go) => {
      waiters.push({ methods, background, go });
      if (timer !== undefined) clearTimeout(timer);
      grant();
    });

  /**
   * The request's calls count from when its answer came: the node saw them at some moment before that,
   * so a window measured from here always holds at least what the node's holds, however long the trip.
   */
  const answered = (id: string) => {
    const at = now();
    log.write(log.read().map((call) => (call.id === id ? { ...call, at } : call)));
  };

  /** How long until the oldest call in the way leaves the window; 0 when these fit now. */
  const waitFor = (methods: string[], background: boolean): number => {
    const blocking: number[] = [];
    const total = limits.callsPerWindow! - (background ? reserveOf(limits.callsPerWindow!) : 0);
    if (sent.length + methods.length > total)
      blocking.push(sent[sent.length + methods.length - total - 1]?.at ?? now());
    if (limits.callsPerMethod !== null) {
      const perMethod = limits.callsPerMethod - (background ? reserveOf(limits.callsPerMethod) : 0);
      for (const method of new Set(methods)) {
        const same = sent.filter((call) => call.method === method);
        const adding = methods.filter((each) => each === method).length;
        if (same.length + adding > perMethod) blocking.push(same[same.length + adding - perMethod - 1]?.at ?? now());
      }
    }
    return blocking.length ? Math.max(...blocking) + limits.windowMs - now() + 1 : 0;
  };

  const lane = (background: boolean): FetchFn => {
    const post = async (url: RequestInfo | URL, init: RequestInit, calls: Call[], body: string) => {
      if (limits.callsPerWindow === null) return fetchFn(url, { ...init, body });
      const id = await pace(
        calls.map((call) => String(call.method)),
        background,
      );
      try {
        return await fetchFn(url, { ...init, body });
      } finally {
        answered(id);
      }
    };

    /** The calls cut to `size` a request (a single call each at size 1), in order, answers joined as one. */
    const inPieces = async (url: RequestInfo | URL, init: RequestInit, payload: Call[], size: number) => {
      const parts: string[] = [];
      for (let i = 0; i < payload.length; i += size) {
        const piece = payload.slice(i, i + size);
        const response = await post(url, init, piece, stringifyJsonWithBigInts(size === 1 ? piece[0] : piece));
        if (piece.length > 1 && (await refusesBatches(response))) return 'refused' as const;
        // A failed piece fails the whole: the retry layer above decides what to do with it.
        if (!response.ok) return response;
        const text = (await response.text()).trim();
        parts.push(text.startsWith('[') ? text.slice(1, -1) : text);
      }
      const joined = `[${parts.filter(Boolean).join(',')}]`;
      return new Response(joined, { status: 200, headers: { 'content-type': 'application/json' } });
    };

    return async (url, init) => {
      if (typeof init?.body !== 'string') return fetchFn(url, init);
      const payload = parseJsonWithBigInts(init.body) as Call | Call[];
      if (!Array.isArray(payload)) return post(url, init, [payload], init.body);
      if (batches && payload.length <= limits.maxBatch) {
        const response = await post(url, init, payload, init.body);
        if (payload.length === 1 || !(await refusesBatches(response))) return response;
        batches = false;
      }
      const answer = await inPieces(url, init, payload, batches ? limits.maxBatch : 1);
      if (answer !== 'refused') return answer;
      batches = false;
      return inPieces(url, init, payload, 1) as Promise<Response>;
    };
  };

  return Object.assign(lane(false), { background: lane(true) });
}

/** A batch answered with one error object (not an array), or refused as a bad request: batches are not served. */
async function refusesBatches(response: Response): Promise<boolean> {
  if (response.status === 400 || response.status === 413) return true;
  if (!response.ok) return false;
  const text = (await response.clone().text()).trimStart();
  return text.startsWith('{');
}
