// The chain's options and defaults, and what it tells its listeners.
import type { Outcome } from './execute';
import type { TxRecord } from './records';
import type { TxError } from './tx-errors';

/**
 * Mainnet's per-slot limits since SIMD-0525's last step (200 ms slots, epoch 1053) with SIMD-0286's 100M
 * blocks: Agave runtime/src/slot_params.rs at 200 ms with `raise_block_limits_to_100m` gives 50,000,000
 * units a block and 20,000,000 a writable account (its test `test_cost_limits_scaling_matches_simd_0525`).
 */
export const DEFAULT_BLOCK_UNITS = 50_000_000;
export const DEFAULT_ACCOUNT_UNITS = 20_000_000;

/**
 * Rent by default: mainnet's since SIMD-0437's second step (2026), 5,080 lamports a byte (a token account
 * 1,488,440 lamports). The rate before it, 6,960, is `--lamports-per-byte 6960`.
 */
export const DEFAULT_LAMPORTS_PER_BYTE = 5_080;
/** What the rate was through the summer of 2026, for tests of what it left behind. */
export const EARLIER_LAMPORTS_PER_BYTE = 6_960;

/**
 * Programs that own accounts before any transaction runs: the system program, the sysvars, the loaders of
 * builtins and programs, the token programs (their native mints), and the native programs that own state.
 */
export const INITIAL_OWNERS = [
  '11111111111111111111111111111111',
  'Sysvar1111111111111111111111111111111111111',
  'NativeLoader1111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  'AddressLookupTab1e1111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'Feature111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Vote111111111111111111111111111111111111111',
];

/** A slot's length when none is given: a validator's 400 ms. */
export const DEFAULT_SLOT_MS = 400;

export interface ChainOptions {
  ledgerDir: string;
  reset?: boolean;
  slotMs?: number;
  /** Slots between "confirmed" and "finalized" (a validator needs about 32). */
  finalityDepth?: number;
  /** Compute units one slot holds, for congestion's scheduler; default 50,000,000 like mainnet. */
  blockUnits?: number;
  /** Compute units of a slot one writable account may take; default 20,000,000 like mainnet. */
  accountUnits?: number;
  /** Seeds congestion's clearing prices; default random. */
  congestionSeed?: number;
  /** Rent, in lamports a byte of an account (its data and 128 bytes of overhead); default today's mainnet's. */
  lamportsPerByte?: number;
  /** Seconds between performance samples (getRecentPerformanceSamples); a validator's 60 by default. */
  performanceSampleSecs?: number;
}

export interface ChainListener {
  /** A new slot began; everything in earlier slots is now confirmed (and durable). */
  onSlot?(slot: number): void;
  onProcessed?(rec: TxRecord, writableKeys: string[]): void;
}

export type SubmitResult =
  { kind: 'landed'; rec: TxRecord } | { kind: 'rejected'; err: TxError; outcome: Outcome | null };
