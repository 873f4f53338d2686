// Block space under congestion: sends wait in a queue, and each slot background load takes the block
// first at a clearing price drawn for that slot; queued transactions priced at least that high compete
// for what it leaves, highest price first, each writable account taking at most its own limit of the
// slot's units (a validator's cost tracker: block and per-writable-account limits). The rest wait until
// their blockhash expires. The background load is taken to write none of the queued transactions' accounts.

/** Share of a block the background load leaves to queued transactions. */
export const OPEN_SHARE = 0.2;
const MIN_CLEARING_PRICE = 1_000;
const MAX_CLEARING_PRICE = 100_000;

export interface Queued<T> {
  signature: string;
  /** Micro-lamports per compute unit. */
  unitPrice: bigint;
  /** Compute units the transaction reserves (its limit, not what it will use). */
  units: bigint;
  /** The accounts it writes: each may take at most `accountUnits` of a slot. */
  writable?: readonly string[];
  value: T;
}

export interface SlotPlan<T> {
  /** The background load's price this slot; null when the chain is not congested. */
  clearingPrice: bigint | null;
  /** What lands this slot, in order. */
  picks: T[];
}

export interface SchedulerOptions {
  blockUnits: number;
  /** Units of a slot one writable account may take; default no limit of its own. */
  accountUnits?: number;
  /** Uniform in [0, 1); seeded in tests. */
  random: () => number;
  openShare?: number;
}

/** Log-uniform, so every decade of price (1k..10k, 10k..100k) is as likely. */
export function drawClearingPrice(random: () => number): bigint {
  return BigInt(Math.round(MIN_CLEARING_PRICE * (MAX_CLEARING_PRICE / MIN_CLEARING_PRICE) ** random()));
}

export class Scheduler<T> {
  private queue: (Queued<T> & { order: number })[] = [];
  private arrivals = 0;
  private readonly openUnits: bigint;

  constructor(private options: SchedulerOptions) {
    this.openUnits = BigInt(Math.floor(options.blockUnits * (options.openShare ?? OPEN_SHARE)));
  }

  /** False when the signature is already waiting (a validator does not queue a duplicate). */
  add(item: Queued<T>): boolean {
    if (this.has(item.signature)) return false;
    this.queue.push({ ...item, order: this.arrivals++ });
    return true;
  }

  has(signature: string): boolean {
    return this.queue.some((q) => q.signature === signature);
  }

  get size(): number {
    return this.queue.length;
  }

  /**
   * Decides one slot. Expired transactions leave the queue silently; without congestion everything
   * still valid lands (the queue drains once congestion is switched off).
   */
  plan(congested: boolean, stillValid: (value: T) => boolean): SlotPlan<T> {
    this.queue = this.queue.filter((q) => stillValid(q.value));
    const byPrice = [...this.queue].sort((a, b) =>
      a.unitPrice === b.unitPrice ? a.order - b.order : a.unitPrice > b.unitPrice ? -1 : 1,
    );
    if (!congested) {
      this.queue = [];
      return { clearingPrice: null, picks: byPrice.map((q) => q.value) };
    }
    const clearingPrice = drawClearingPrice(this.options.random);
    let room = this.openUnits;
    const perAccount = new Map<string, bigint>();
    const accountLimit = BigInt(this.options.accountUnits ?? Number.MAX_SAFE_INTEGER);
    const taken = new Set<Queued<T>>();
    for (const q of byPrice) {
      if (q.unitPrice < clearingPrice) break;
      // A large transaction that does not fit leaves room for smaller ones behind it.
      if (q.units > room) continue;
      const writable = q.writable ?? [];
      if (writable.some((a) => (perAccount.get(a) ?? 0n) + q.units > accountLimit)) continue;
      room -= q.units;
      for (const a of writable) perAccount.set(a, (perAccount.get(a) ?? 0n) + q.units);
      taken.add(q);
    }
    this.queue = this.queue.filter((q) => !taken.has(q));
    return { clearingPrice, picks: [...taken].map((q) => q.value) };
  }
}
