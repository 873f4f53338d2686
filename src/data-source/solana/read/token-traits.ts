import { getSysvarClockDecoder, SYSVAR_CLOCK_ADDRESS } from '@solana/sysvars';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import type { Address } from '@solana/kit';
import type { Mint, Token } from '@solana-program/token-2022';
import type { AmountScale, TokenTraits } from '@/entities/token/model';
import { accountBytes, extensionOf, unknownExtensions, type RawAccount } from './raw-account';

/** The Clock sysvar: its unix timestamp is the time the program computes scaled amounts at. */
export const CLOCK_SYSVAR: string = SYSVAR_CLOCK_ADDRESS;

/** The cluster's unix time from the Clock sysvar (kit's decoder); the local clock when the node gave none. */
export function clusterTime(raw: RawAccount | null | undefined): number {
  const bytes = raw ? accountBytes(raw) : null;
  if (!bytes || bytes.length < getSysvarClockDecoder().fixedSize) return Math.floor(Date.now() / 1000);
  return Number(getSysvarClockDecoder().decode(bytes).unixTimestamp);
}

/** The mint's amount rule (a multiplier or an interest rate) at unix time `now`; none for a plain mint. */
export function scaleOf(mint: Mint, now: number): AmountScale | undefined {
  const scaled = extensionOf(mint, 'ScaledUiAmountConfig');
  if (scaled) {
    return {
      kind: 'multiplier',
      multiplier: scaled.multiplier,
      newMultiplier: scaled.newMultiplier,
      newMultiplierAt: Number(scaled.newMultiplierEffectiveTimestamp),
      now,
    };
  }
  const interest = extensionOf(mint, 'InterestBearingConfig');
  if (interest) {
    return {
      kind: 'interest',
      rate: interest.currentRate,
      averageRateBefore: interest.preUpdateAverageRate,
      initializedAt: Number(interest.initializationTimestamp),
      updatedAt: Number(interest.lastUpdateTimestamp),
      now,
    };
  }
  return undefined;
}

/** The mint's transfer hook program; none when it has no hook, or an unset one (stored as zeroes: the system program). */
export function transferHookOf(mint: Mint): Address | undefined {
  const hook = extensionOf(mint, 'TransferHook');
  return hook && hook.programId !== SYSTEM_PROGRAM_ADDRESS ? hook.programId : undefined;
}

/** What the mint imposes on every holder: its amount rule, a pause, no transfers, a hook, unknown extensions. */
export function mintTraits(mint: Mint, raw: RawAccount, now: number): TokenTraits {
  const scale = scaleOf(mint, now);
  const hook = transferHookOf(mint);
  const unknown = unknownExtensions(accountBytes(raw));
  return {
    ...(scale && { scale }),
    ...(extensionOf(mint, 'PausableConfig')?.paused && { paused: true }),
    ...(extensionOf(mint, 'NonTransferable') && { nonTransferable: true }),
    ...(hook && { transferHook: hook }),
    ...(unknown.length > 0 && { unknownExtensions: unknown }),
  };
}

const holdsBytes = (bytes: ArrayLike<number>) => Array.prototype.some.call(bytes, (byte: number) => byte !== 0);

/** What one token account adds: a confidential balance, required memos, extensions unknown to the app. */
export function accountTraits(account: Token, raw: RawAccount): TokenTraits {
  const confidential = extensionOf(account, 'ConfidentialTransferAccount');
  const unknown = unknownExtensions(accountBytes(raw));
  return {
    ...(confidential &&
      (holdsBytes(confidential.availableBalance) ||
        holdsBytes(confidential.pendingBalanceLow) ||
        holdsBytes(confidential.pendingBalanceHigh)) && { confidentialBalance: true }),
    ...(extensionOf(account, 'MemoTransfer')?.requireIncomingTransferMemos && { memoRequired: true }),
    ...(extensionOf(account, 'CpiGuard')?.lockCpi && { cpiGuard: true }),
    ...(unknown.length > 0 && { unknownExtensions: unknown }),
  };
}

/** Whether a recipient's account takes an ordinary transfer: null when it does, else why not. */
export function recipientAccountRefusal(account: Token): 'confidential-only' | null {
  const confidential = extensionOf(account, 'ConfidentialTransferAccount');
  return confidential && !confidential.allowNonConfidentialCredits ? 'confidential-only' : null;
}

/** The mint's traits and the account's together (unknown extensions of both, listed once). */
export function joinTraits(mint: TokenTraits, account: TokenTraits): TokenTraits {
  const unknown = [...new Set([...(mint.unknownExtensions ?? []), ...(account.unknownExtensions ?? [])])];
  return { ...mint, ...account, ...(unknown.length > 0 && { unknownExtensions: unknown }) };
}
