// Fault injection for the reliability tests: every knob is off by default.
export interface Faults {
  /** Added delay before every HTTP answer, in milliseconds. */
  latencyMs: number;
  /** Share (0..1) of HTTP requests answered with status 500. */
  errorRate: number;
  /** Share (0..1) of HTTP requests answered with 429 and a Retry-After header. */
  rateLimitRate: number;
  /** Seconds announced in Retry-After on a 429. */
  retryAfterSeconds: number;
  /** Share (0..1) of sendTransaction calls that return a signature but are silently dropped. */
  dropRate: number;
  /**
   * Share (0..1) of sendTransaction calls answered with a lagging node's error (-32002, blockhash not
   * found) although the transaction was taken and goes on to land, as when another node forwarded it.
   */
  sendErrorRate: number;
  /** Refuse WebSocket connections (existing ones are closed). */
  wsRefused: boolean;
  /** Sends wait for block space behind background load at a price drawn each slot (chain/scheduler.ts). */
  congestion: boolean;
}

export const NO_FAULTS: Faults = {
  latencyMs: 0,
  errorRate: 0,
  rateLimitRate: 0,
  retryAfterSeconds: 1,
  dropRate: 0,
  sendErrorRate: 0,
  wsRefused: false,
  congestion: false,
};

const SHARES = ['errorRate', 'rateLimitRate', 'dropRate', 'sendErrorRate'] as const;
const SWITCHES = ['wsRefused', 'congestion'] as const;

/** Checks a partial fault set from an option or the control method; returns an error sentence or null. */
export function faultProblem(f: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(f)) {
    if (!(key in NO_FAULTS)) return `unknown fault "${key}"`;
    if ((SWITCHES as readonly string[]).includes(key)) {
      if (typeof value !== 'boolean') return `${key} must be a boolean`;
    } else if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      return `${key} must be a non-negative number`;
    } else if ((SHARES as readonly string[]).includes(key) && value > 1) {
      return `${key} must be between 0 and 1`;
    }
  }
  return null;
}
