import type { AmountScale } from '@/entities/token/model';

export const TRANSACTION_TYPES = [
  'send',
  'receive',
  'mint',
  'create',
  'burn',
  'close',
  'freeze',
  'thaw',
  'authority',
  'metadata',
  'fee-change',
  'fee-withdrawal',
  'pause',
  'resume',
  'multiplier',
  'force-transfer',
  'force-burn',
  'multisig',
  'nonce',
  'nonce-advance',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number] | 'other';

/** How each kind reads in a list and in the type filter. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  send: 'Send',
  receive: 'Receive',
  mint: 'Mint',
  create: 'Create',
  burn: 'Burn',
  close: 'Close account',
  freeze: 'Freeze',
  thaw: 'Thaw',
  authority: 'Authority change',
  metadata: 'Metadata update',
  'fee-change': 'Fee change',
  'fee-withdrawal': 'Fee withdrawal',
  pause: 'Pause',
  resume: 'Resume',
  multiplier: 'Multiplier change',
  'force-transfer': 'Force transfer',
  'force-burn': 'Force burn',
  multisig: 'Multisig created',
  nonce: 'Nonce account created',
  'nonce-advance': 'Nonce advanced',
  other: 'Other',
};
export type TransactionStatus = 'confirmed' | 'processing' | 'failed';

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
  /** The multisig whose authority this was done under, its signers signing for it; absent when none. */
  multisig?: string;
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
