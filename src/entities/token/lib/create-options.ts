import { isValidAddress } from '@/shared/lib/address';
import { groupAddressIssue, groupMaxSizeIssue } from './group-rules';
import { hookAddressIssue } from './hook-program';
import { additionalIssue, basisPointsIssue, uriIssue } from './token-rules';

/**
 * What a new token may carry beyond the spec's name, symbol, decimals and supply. Every authority an
 * option sets is the creating wallet.
 */
export interface CreateTokenOptions {
  /** https address of the metadata JSON (image, description). */
  uri?: string;
  additional?: [string, string][];
  /** Revoke the mint authority right after the initial mint, in the same transaction. */
  fixedSupply?: boolean;
  /** Keep a freeze authority (the wallet); without it no account of the token can ever be frozen. */
  freezeAuthority?: boolean;
  transferFee?: { basisPoints: number; /** base units */ maximumFee: bigint };
  nonTransferable?: boolean;
  /** Interest rate in basis points a year (the displayed amount grows; balances do not). */
  interestRate?: number;
  /** New accounts start frozen: the freeze authority thaws each. */
  defaultFrozen?: boolean;
  /** The wallet may move or burn tokens from any account. */
  permanentDelegate?: boolean;
  /** The wallet may close the mint once its supply is zero. */
  mintCloseAuthority?: boolean;
  /** Transfers, mints and burns can be paused by this authority (an address; null: no one, ever). */
  pausable?: { authority: string | null };
  /** Every amount is shown times this multiplier, which the wallet may change later (ScaledUiAmount). */
  multiplier?: number;
  /**
   * A program the token program calls on every transfer, which may refuse it (an executable program's address;
   * null: none yet, to be set later by the wallet, the transfer hook authority).
   */
  transferHook?: { program: string | null };
  /** This token is a group (a collection) others may join, up to this many members; its update authority: the wallet. */
  group?: { maxSize: bigint };
  /** This token joins a group (a group's mint) whose update authority the wallet holds. */
  memberOf?: { group: string };
  /** Every burn also needs the wallet's signature, as the permissioned burn authority (PermissionedBurn). */
  permissionedBurn?: boolean;
  /** The creator's own account starts with the CPI guard on: no program it calls may move its tokens for it. */
  cpiGuard?: boolean;
}

export type CreateOptionField = keyof CreateTokenOptions;

const I16 = 2 ** 15;
const U64_MAX = 2n ** 64n - 1n;

/**
 * What is wrong with a combination of options, field by field; empty when it can be created. The same
 * rules hold in the form (under each field) and in the data layer (before anything is signed).
 */
export function createOptionsIssues(
  options: CreateTokenOptions,
  initialSupply: bigint,
): Partial<Record<CreateOptionField, string>> {
  const issues: Partial<Record<CreateOptionField, string>> = {};
  const uri = uriIssue(options.uri ?? '');
  if (uri) issues.uri = uri;
  const additional = additionalIssue(options.additional ?? []);
  if (additional) issues.additional = additional;
  if (options.fixedSupply && initialSupply === 0n) {
    issues.fixedSupply = 'A fixed supply of zero means no token could ever exist';
  }
  const fee = options.transferFee;
  if (fee) {
    const points = basisPointsIssue(fee.basisPoints);
    if (points) {
      issues.transferFee = points;
    } else if (fee.maximumFee < 0n || fee.maximumFee > U64_MAX) {
      issues.transferFee = 'The maximum fee is out of range';
    } else if (options.nonTransferable) {
      issues.transferFee = 'A non-transferable token cannot charge a transfer fee';
    }
  }
  const rate = options.interestRate === undefined ? null : interestRateIssue(options.interestRate);
  if (rate) issues.interestRate = rate;
  if (options.multiplier !== undefined) {
    const multiplier = multiplierIssue(options.multiplier);
    if (multiplier) issues.multiplier = multiplier;
    else if (options.interestRate !== undefined) {
      issues.multiplier = 'A token shows its amounts by one rule: a multiplier or an interest rate, not both';
    }
  }
  const pauser = options.pausable?.authority;
  if (pauser !== undefined && pauser !== null && !isValidAddress(pauser)) {
    issues.pausable = 'The pause authority must be a valid Solana address';
  }
  const maxSize = options.group ? groupMaxSizeIssue(options.group.maxSize) : null;
  if (maxSize) issues.group = maxSize;
  const group = options.memberOf ? groupAddressIssue(options.memberOf.group) : null;
  if (group) issues.memberOf = group;
  const hook = options.transferHook?.program;
  const hookIssue = hook ? hookAddressIssue(hook) : null;
  if (hookIssue) issues.transferHook = hookIssue;
  if (options.defaultFrozen && !options.freezeAuthority) {
    issues.defaultFrozen = 'Accounts frozen by default need a freeze authority, or none could ever be thawed';
  }
  return issues;
}

// A plain decimal number as typed ("2", "0.5", "1.25"): never an exponent, a sign, or "Infinity".
const MULTIPLIER_TEXT = /^\d+(\.\d+)?$/;

/** A multiplier as typed, or null when the text is not one the token program takes. */
export function typedMultiplier(text: string): number | null {
  const value = Number(text.trim());
  return MULTIPLIER_TEXT.test(text.trim()) && !multiplierIssue(value) ? value : null;
}

/** What is wrong with a multiplier as the token program takes it: a finite number above zero. */
/** An interest rate's bounds: whole basis points a year, as the token program's i16 holds them. */
export function interestRateIssue(rate: number): string | null {
  return Number.isInteger(rate) && Math.abs(rate) < I16
    ? null
    : 'The rate must be a whole number of basis points from -32,767 to 32,767';
}

export function multiplierIssue(multiplier: number): string | null {
  return Number.isFinite(multiplier) && multiplier > 0 ? null : 'The multiplier must be a number greater than 0';
}

/** The options set, in words, for the success alert. */
export function describeCreateOptions(
  options: CreateTokenOptions | undefined,
  decimalsShown: (base: bigint) => string,
): string[] {
  if (!options) return [];
  const set: string[] = [];
  if (options.uri) set.push(`Metadata URI ${options.uri}`);
  for (const [key, value] of options.additional ?? []) set.push(`Field "${key}": ${value}`);
  if (options.fixedSupply) set.push('Fixed supply (mint authority revoked)');
  set.push(options.freezeAuthority ? 'Freeze authority: you' : 'No freeze authority');
  if (options.transferFee) {
    set.push(
      `Transfer fee ${options.transferFee.basisPoints} basis points, at most ${decimalsShown(options.transferFee.maximumFee)}`,
    );
  }
  if (options.nonTransferable) set.push('Non-transferable');
  if (options.interestRate !== undefined) set.push(`Interest-bearing at ${options.interestRate} basis points a year`);
  if (options.defaultFrozen) set.push('New accounts start frozen');
  if (options.permanentDelegate) set.push('Permanent delegate: you');
  if (options.mintCloseAuthority) set.push('Mint close authority: you');
  if (options.pausable) set.push(`Pausable (pause authority: ${options.pausable.authority ?? 'none'})`);
  if (options.multiplier !== undefined) set.push(`Amounts shown ×${options.multiplier} (multiplier authority: you)`);
  if (options.transferHook) {
    const program = options.transferHook.program;
    set.push(
      program
        ? `Transfer hook: program ${program} (transfer hook authority: you)`
        : 'Transfer hook: no program yet (transfer hook authority: you)',
    );
  }
  if (options.group) set.push(`A group of at most ${options.group.maxSize} members (update authority: you)`);
  if (options.memberOf) set.push(`Member of the group ${options.memberOf.group}`);
  if (options.permissionedBurn) set.push('Permissioned burn (burn authority: you)');
  if (options.cpiGuard) set.push('CPI guard on your own account');
  return set;
}
