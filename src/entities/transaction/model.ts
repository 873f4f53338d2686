import type { AmountScale } from '@/entities/token/model';

export const TRANSACTION_TYPES = [
  'send',
  'receive',
  'swap',
  'pool-deposit',
  'pool-withdrawal',
  'self-transfer',
  'mint',
  'create',
  'burn',
  'close',
  'rent-withdrawal',
  'freeze',
  'thaw',
  'authority',
  'metadata',
  'fee-change',
  'fee-withdrawal',
  'fee-harvest',
  'pause',
  'resume',
  'multiplier',
  'interest-rate',
  'default-state',
  'transfer-hook',
  'group-size',
  'account-setting',
  'wrap',
  'unwrap',
  'force-transfer',
  'force-burn',
  'multisig',
  'nonce',
  'nonce-advance',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number] | 'other';

export type TransactionStatus = 'confirmed' | 'processing' | 'failed';

/** One asset's exact change for the wallet: SOL when `mint` is absent. Signed base units. */
export interface BalanceChange {
  mint?: string;
  /** Its symbol, 'SOL', or the mint shortened; undefined until named. */
  token?: string;
  amount: bigint;
  decimals: number | null;
  scale?: AmountScale;
}

/** The compute budget a landed transaction set, as the runtime read it (a v1 message's config, or its instructions). */
export interface TransactionBudget {
  /** The transaction's format: 'legacy', 0 or 1. */
  version: 'legacy' | number;
  unitLimit: number;
  /** Its priority fee in lamports (part of the network fee). */
  priorityLamports: bigint;
}

export interface TransactionRecord {
  signature: string;
  /** ms since epoch; null when the chain has no block time for it yet. */
  timestamp: number | null;
  type: TransactionType;
  /** Exact amount in base units of `decimals`; null when the transaction moves no amount we can name. */
  amount: bigint | null;
  /** Null when the token's decimals are not known: the amount is then shown as unknown, never as whole tokens. */
  decimals: number | null;
  /** A scaled token's amount rule, as read when the history was: `amount` stays raw. */
  scale?: AmountScale;
  /** Token symbol, or 'SOL' for a SOL transfer; undefined when unknown. */
  token?: string;
  mint?: string;
  from: string;
  to: string;
  status: TransactionStatus;
  /** Network fee in lamports, when this wallet paid it. */
  feeLamports?: bigint;
  /** The compute budget it set, when this wallet paid its fee. */
  budget?: TransactionBudget;
  /** The multisig whose authority this was done under, its signers signing for it; absent when none. */
  multisig?: string;
  /**
   * Everything the transaction changed for this wallet, as the node recorded it: each token and SOL, exact,
   * the network fee apart. Absent where the node gave no balances (and in Demo, whose lines are exact).
   */
  changes?: BalanceChange[];
  /** A swap's other side: what came in for `amount` of `token`. */
  received?: BalanceChange;
  /** The program that did it, when not a token or system program: its address and, when known, name. */
  program?: { address: string; name?: string };
  /** A batch: each recipient's part of `amount`, in order. */
  parts?: { to: string; amount: bigint }[];
  /** A transfer-fee token: the fee the mint withheld from what arrived (`amount` is what the line's wallet saw move). */
  feeWithheld?: bigint;
  /**
   * The wallets this transaction paid, as a payment the wallet made to a wallet: never a swap's pool, a
   * program's account, or an address named only in someone else's instruction. "Recently paid" is these.
   */
  paid?: string[];
  /** What the node's answer did not let us read, in words; the line shows what could be. */
  unread?: string;
}

/** A history read under way: the entries known so far, and how many token accounts have been checked. */
export interface HistoryProgress {
  /** The wallet's own entries, with token-account receipts merged in as they arrive; not yet final. */
  items: TransactionRecord[];
  /** Every one of the wallet's own entries the page will hold is in `items`: only receipts may still join. */
  ownComplete: boolean;
  checked: number;
  total: number;
}

export interface TransactionPage {
  items: TransactionRecord[];
  /** Pass back to load the next (older) page; null when there is no more. */
  cursor: string | null;
}
