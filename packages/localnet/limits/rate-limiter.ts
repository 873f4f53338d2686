// Per-client request limits over a sliding window: every accepted call is logged with its time, and a
// request is weighed against the calls of the last `windowMs` (no burst at a fixed window's edge).

export interface RateLimits {
  /** Calls per client per window, all methods together. */
  total: number;
  /** Calls of any one method per client per window. */
  perMethod: number;
  windowMs: number;
}

export type Verdict =
  | { ok: true }
  /** `method` names the method over its own limit; null when the total is what is over. */
  | { ok: false; retryAfterSeconds: number; method: string | null };

interface Call {
  at: number;
  method: string;
}

export class RateLimiter {
  private clients = new Map<string, Call[]>();
  private lastSweep: number;

  constructor(
    readonly limits: RateLimits,
    private now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /** Counts the calls when all of them fit; a refused request counts for nothing. */
  take(client: string, methods: string[]): Verdict {
    if (methods.length === 0) return { ok: true };
    const now = this.now();
    this.sweep(now);
    const since = now - this.limits.windowMs;
    const log = (this.clients.get(client) ?? []).filter((c) => c.at > since);
    let method: string | null | undefined;
    let waitMs = 0;
    const over = (earlier: Call[], adding: number, limit: number) => {
      const excess = earlier.length + adding - limit;
      if (excess <= 0) return false;
      // The oldest `excess` calls must leave the window first; a request larger than the limit never fits.
      const wait =
        excess > earlier.length ? this.limits.windowMs : earlier[excess - 1]!.at + this.limits.windowMs - now;
      waitMs = Math.max(waitMs, wait);
      return true;
    };
    const counts = new Map<string, number>();
    for (const m of methods) counts.set(m, (counts.get(m) ?? 0) + 1);
    for (const [m, n] of counts) {
      if (
        over(
          log.filter((c) => c.method === m),
          n,
          this.limits.perMethod,
        )
      )
        method ??= m;
    }
    if (over(log, methods.length, this.limits.total)) method ??= null;
    if (method !== undefined) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), method };
    for (const m of methods) log.push({ at: now, method: m });
    this.clients.set(client, log);
    return { ok: true };
  }

  /** Clients gone quiet for a whole window are forgotten, so the map holds only recent callers. */
  private sweep(now: number) {
    if (now - this.lastSweep < this.limits.windowMs) return;
    this.lastSweep = now;
    for (const [client, log] of this.clients) {
      if (log[log.length - 1]!.at <= now - this.limits.windowMs) this.clients.delete(client);
    }
  }
}
