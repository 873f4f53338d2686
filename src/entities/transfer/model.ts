import type { NetworkFee } from '@/entities/priority/model';
import type { TransferFee } from '@/entities/token/lib/transfer-fee';

/**
 * A hooked token's transfer hook, as a transfer of it would run: the issuer's program (which the issuer may
 * change at any time) and the accounts the token program hands it, each marked when the hook may write it.
 */
export interface TransferHookCall {
  program: string;
  /** The program's name where it is a known one. */
  programName?: string;
  /** null: the accounts it needs could not be worked out (the transfer itself is then refused in words). */
  accounts: { address: string; writable: boolean }[] | null;
}

export interface SendEstimate {
  /** network fee in lamports (networkFee.total) */
  feeLamports: bigint;
  networkFee: NetworkFee;
  /** rent for the recipient's associated account when it must be created, else 0 */
  rentLamports: bigint;
  /** recipient is off the ed25519 curve (a program-derived address) */
  recipientOffCurve: boolean;
  /** The token's transfer fee in force now (Token-2022), withheld from what arrives; null when it has none. */
  transferFee: TransferFee | null;
  /** The recipient's account takes no transfer without a memo. */
  memoRequired: boolean;
  /** Why the recipient's account takes no transfer from this app (confidential transfers only); null when it does. */
  recipientRefusal: string | null;
  /** The hook this transfer runs; null for a token without one. */
  hook: TransferHookCall | null;
}

/** What a bulk send learns of its recipients' accounts before anything is signed. */
export interface RecipientsSurvey {
  /** Recipients with no account for this token yet: the sender pays each one's rent. */
  recipients: string[];
  rentLamports: bigint;
  transferFee: TransferFee | null;
  /** Recipients whose account takes no transfer without a memo. */
  memoRequired: string[];
  /** Recipients whose account takes no transfer from this app, with the sentence why. */
  refused: { recipient: string; reason: string }[];
  /** The hook every transfer runs (its accounts as for the first recipient); null for a token without one. */
  hook: TransferHookCall | null;
}
