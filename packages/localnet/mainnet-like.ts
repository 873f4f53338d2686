// The mainnet-like profile: the public mainnet endpoint's limits and refusals, and a congested chain at
// mainnet's pace (its slot time and per-slot limits since SIMD-0525's last step, 2026-10, epoch 1053).
import { DEFAULT_ACCOUNT_UNITS, DEFAULT_BLOCK_UNITS } from './chain/chain-options';

export interface MainnetLike {
  /** Requests per client IP per window, every call of a batch counted. Default 100. */
  requestsPerWindow: number;
  /** Requests of one method per client IP per window. Default 40. */
  methodRequestsPerWindow: number;
  /** Default 10_000 ms. */
  windowMs: number;
  /** Most calls one batch may carry. Default 10. */
  maxBatch: number;
  /** Slot time. Default 200 ms (a `slotMs` given on its own wins). */
  slotMs: number;
  /** Compute units one slot holds. Default 50_000_000. */
  blockUnits: number;
  /** Compute units of a slot one writable account may take. Default 20_000_000. */
  accountUnits: number;
}

export const MAINNET_LIKE: MainnetLike = {
  requestsPerWindow: 100,
  methodRequestsPerWindow: 40,
  windowMs: 10_000,
  maxBatch: 10,
  slotMs: 200,
  blockUnits: DEFAULT_BLOCK_UNITS,
  accountUnits: DEFAULT_ACCOUNT_UNITS,
};

/** The profile an option asks for (true: the defaults), or null when it is off; throws on a bad figure. */
export function mainnetLikeOf(option: boolean | Partial<MainnetLike> | undefined): MainnetLike | null {
  if (!option) return null;
  const given = option === true ? {} : Object.fromEntries(Object.entries(option).filter(([, v]) => v !== undefined));
  const profile = { ...MAINNET_LIKE, ...given };
  for (const [key, value] of Object.entries(profile)) {
    if (!(key in MAINNET_LIKE)) throw new Error(`Invalid mainnetLike option: unknown figure "${key}"`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
      throw new Error(`Invalid mainnetLike option: ${key} must be a positive integer`);
  }
  return profile;
}
