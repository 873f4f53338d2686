import { amountIssue } from '@/entities/token/lib/amount-issue';
import { exactSol, parseAmount, SOL_DECIMALS } from '@/shared/lib/amount';
import { count } from '@/shared/lib/count';
import { readStoredJson, writeStoredJson } from '@/shared/lib/stored-json';

/**
 * How much a transaction bids for block space. Each level is a percentile of the non-zero prices that
 * recently landed on the accounts the transaction writes: under congestion, a transaction priced below
 * what the block takes is never scheduled.
 */
export const PRIORITY_LEVELS = ['normal', 'fast', 'turbo'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

export const PRIORITY_LABELS: Record<PriorityLevel, string> = { normal: 'Normal', fast: 'Fast', turbo: 'Turbo' };
export const PRIORITY_PERCENTILES: Record<PriorityLevel, number> = { normal: 50, fast: 75, turbo: 95 };

export interface PrioritySetting {
  level: PriorityLevel;
  /** The most the priority fee may cost one transaction, lamports (never zero). */
  capLamports: bigint;
}

/**
 * What a transaction costs the fee payer, exactly: 5,000 lamports a signature, plus its bid for block
 * space (the compute-unit limit from its simulation times the price the priority setting picked).
 */
export interface NetworkFee {
  base: bigint;
  priority: bigint;
  /** base + priority, lamports */
  total: bigint;
  unitLimit: number;
  /** micro-lamports per compute unit */
  unitPrice: bigint;
  level: PriorityLevel;
  /** The node refused to say what recently landed: no priority fee could be priced. */
  marketUnknown?: boolean;
}

/**
 * What a transaction cost as the wallet signed it (5,000 lamports a signature plus its priority fee, or
 * the fee the chain reports for one the wallet sent itself), and the safety checks the wallet added to
 * it (Lighthouse assertions, which move nothing).
 */
export interface PaidFee {
  lamports: bigint;
  walletGuards: number;
}

/** What was paid, in words, for a result: the fee, and what the wallet added where it added something. */
export function describePaid({ lamports, walletGuards }: PaidFee): string {
  const fee = `Network fee paid: ${exactSol(lamports)}.`;
  if (walletGuards === 0) return fee;
  return `${fee} Your wallet added ${count(walletGuards, 'safety check')} (Lighthouse assertions, which move nothing).`;
}

/** 0.001 SOL: about fifty times what a Turbo bid cost a token transfer on a busy mainnet day. */
export const DEFAULT_PRIORITY: PrioritySetting = { level: 'normal', capLamports: 1_000_000n };

/** The cap as typed, in SOL: the reason it is refused, or null. */
export function capIssue(text: string): string | null {
  return amountIssue(text, {
    decimals: SOL_DECIMALS,
    positiveMessage: 'The cap must be more than 0 SOL: at zero, no transaction could bid for a place.',
  });
}

/** The cap as typed, in lamports (call after `capIssue` said nothing). */
export function parseCap(text: string): bigint {
  const parsed = parseAmount(text, SOL_DECIMALS);
  if (!parsed.ok) throw new Error('parseCap needs a cap that capIssue accepted');
  return parsed.value;
}

const KEY = 'tokenManager.priority';
const CHANGED = 'token-manager:priority';

/** The stored setting; anything unreadable (another version, a hand edit) reads as the default. */
export function readPrioritySetting(): PrioritySetting {
  if (typeof localStorage === 'undefined') return DEFAULT_PRIORITY;
  const stored = readStoredJson(KEY) as { level?: unknown; capLamports?: unknown } | null;
  const level = PRIORITY_LEVELS.find((each) => each === stored?.level) ?? DEFAULT_PRIORITY.level;
  const cap = typeof stored?.capLamports === 'string' && /^[1-9]\d{0,18}$/.test(stored.capLamports);
  return { level, capLamports: cap ? BigInt(stored.capLamports as string) : DEFAULT_PRIORITY.capLamports };
}

export function writePrioritySetting(setting: PrioritySetting): void {
  writeStoredJson(KEY, { level: setting.level, capLamports: setting.capLamports.toString() });
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when the setting changes in this tab or another. */
export function onPriorityChange(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}
