import { unwrapOption, type Address } from '@solana/kit';
import { AccountState, type Mint } from '@solana-program/token-2022';
import { AppError } from '@/shared/lib/app-error';
import { memoIssue } from '@/shared/lib/memo';
import { refusals } from '../../action-wording';
import { recipientTokenAccount } from '../builders/send-tokens';
import type { SolanaContext } from '../context';
import { decodeTokenAccountFull, extensionOf, type RawAccount } from './raw-account';
import { readAccounts } from './read-mints';
import { recipientAccountRefusal } from './token-traits';

/** A recipient's associated account of the mint, as read before anything is sent to it. */
export interface RecipientAccount {
  wallet: Address;
  address: Address;
  /** Null: it does not exist yet (the sender pays its rent). */
  raw: RawAccount | null;
  /** It takes no transfer that a memo does not come right before. */
  memoRequired: boolean;
  /** It accepts only confidential transfers, which this app does not make. */
  confidentialOnly: boolean;
}

/** What a recipient's account, as read, says about sending to it. */
export function recipientAccount(wallet: Address, address: Address, raw: RawAccount | null): RecipientAccount {
  let account = null;
  try {
    account = raw ? decodeTokenAccountFull(raw) : null;
  } catch {
    // Not a token account: the transfer's simulation says what is wrong.
  }
  return {
    wallet,
    address,
    raw,
    memoRequired: !!account && !!extensionOf(account, 'MemoTransfer')?.requireIncomingTransferMemos,
    confidentialOnly: !!account && recipientAccountRefusal(account) === 'confidential-only',
  };
}

/**
 * Associated accounts derived before: a derivation costs about a millisecond (hashes and a curve check),
 * and a bulk send of 10,000 derives each recipient's when it is checked, packed and sent. The address is
 * a pure function of wallet, mint and program, so keeping it can never be stale; the map is emptied when
 * it grows past a large send's worth.
 */
const derived = new Map<string, Promise<Address>>();
const DERIVED_KEPT = 30_000;

function associatedAccount(where: { mint: Address; programId: Address }, recipient: Address): Promise<Address> {
  const key = `${where.programId}:${where.mint}:${recipient}`;
  let found = derived.get(key);
  if (!found) {
    if (derived.size >= DERIVED_KEPT) derived.clear();
    found = recipientTokenAccount({ ...where, recipient });
    derived.set(key, found);
  }
  return found;
}

/** Each wallet's associated account of the mint, in one request, once per wallet. */
export async function readRecipientAccounts(
  ctx: SolanaContext,
  where: { mint: Address; programId: Address },
  wallets: readonly Address[],
): Promise<RecipientAccount[]> {
  const unique = [...new Set(wallets)];
  const addresses = await Promise.all(unique.map((recipient) => associatedAccount(where, recipient)));
  const raws = await readAccounts(ctx, addresses);
  return unique.map((wallet, index) => recipientAccount(wallet, addresses[index]!, raws[index] ?? null));
}

/**
 * Said before the wallet is asked: a memo that cannot be sent as typed, a recipient who takes no
 * ordinary transfer, or none without a memo.
 */
export function refuseUnreachable(accounts: readonly RecipientAccount[], memo: string | undefined) {
  const issue = memo ? memoIssue(memo) : null;
  if (issue) throw new AppError('invalid', issue);
  const confidential = accounts.find((account) => account.confidentialOnly);
  if (confidential) throw refusals.confidentialOnly(confidential.wallet);
  const needsMemo = accounts.find((account) => account.memoRequired);
  if (needsMemo && !memo) throw refusals.memoRequired(needsMemo.wallet);
}

/** Whether new accounts of this mint start frozen and the signer may thaw them. */
export function thawsNewAccounts(signer: Address, mint: Mint): boolean {
  const defaultState = extensionOf(mint, 'DefaultAccountState');
  return defaultState?.state === AccountState.Frozen && unwrapOption(mint.freezeAuthority) === signer;
}

/**
 * A mint whose new accounts start frozen (DefaultAccountState): when the signer is its freeze authority,
 * each account its mint or send creates is thawed in the same transaction, or nothing could land in it.
 * The wallets whose associated account does not exist yet.
 */
export function newAccountsToThaw(signer: Address, mint: Mint, accounts: readonly RecipientAccount[]): Set<Address> {
  if (!thawsNewAccounts(signer, mint)) return new Set();
  return new Set(accounts.filter((account) => !account.raw).map((account) => account.wallet));
}
