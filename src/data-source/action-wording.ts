// What Demo and the Solana data source share about token actions: how a token's state is worded in a
// preview, and the words of each refusal. One wording, so a preview or a refusal reads the same on both.
import { formatAmount } from '@/shared/lib/amount';
import { shortenAddress } from '@/shared/lib/address';
import { shownAmount, type ScaledToken } from '@/entities/token/lib/token-traits';
import type { AmountScale } from '@/entities/token/model';
import type { ExtensionAuthorityRole } from '@/entities/token/lib/extension-param';
import { neutralizeText } from '@/shared/lib/untrusted-text';
import { AppError } from '@/shared/lib/app-error';
import { memoRequiredBy } from '@/shared/lib/memo';
import type { AuthorityRole } from './contract';
import type { StateChange } from '@/entities/action/model';

/** What a person checks about an account before and after a change: label -> text. */
export type Facts = Map<string, string>;

/** A mint as a preview words it, whichever data source read it. */
export interface MintView {
  decimals: number;
  supply: bigint;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  /** Token-2022 metadata kept in the mint; null when it has none. */
  metadata: {
    name: string;
    symbol: string;
    uri: string;
    additional: Iterable<[string, string]>;
    updateAuthority: string | null;
  } | null;
  /** Pausable mints only: whether transfers, mints and burns are paused. */
  paused?: boolean;
  /** Mints with a default account state only: whether new accounts start frozen. */
  newAccountsFrozen?: boolean;
  /** Who holds each authority the mint's extensions keep (null: revoked); a role the mint has not, left out. */
  extensionAuthorities?: Partial<Record<ExtensionAuthorityRole, string | null>>;
  /** Groups only: how many members it holds, and may. */
  group?: { size: bigint; maxSize: bigint };
  /** Hooked mints only: the program called on every transfer (null: none set). */
  transferHook?: string | null;
  /** Scaled and interest-bearing mints: supply and balances are said as the token program shows them. */
  scale?: AmountScale;
  transferFee?: {
    basisPoints: number;
    maximumFee: bigint;
    /** The epoch the fee applies from, where known. */
    epoch?: bigint;
    /** Withheld in the mint itself, where known. */
    withheld?: bigint;
  };
}

/** A token account as a preview words it. */
export interface AccountView {
  amount: bigint;
  /** Undefined where the preview does not follow the frozen state. */
  frozen?: boolean;
  /** Transfer fees withheld in the account, where the mint charges any. */
  withheld?: bigint;
  /** Whether every incoming transfer needs a memo, where the preview follows it. */
  memoRequired?: boolean;
  /** Whether the CPI guard is on, where the preview follows it. */
  cpiGuard?: boolean;
}

/** The authorities of a regulated issuer's extensions. */
export const ISSUER_AUTHORITY_NAMES = {
  pause: 'pause authority',
  multiplier: 'multiplier authority',
  delegate: 'permanent delegate',
  rate: 'rate authority',
  close: 'mint close authority',
  hook: 'transfer hook authority',
  burn: 'permissioned burn authority',
  group: 'group update authority',
} as const;

/** The transfer-fee extension's own two authorities. */
export const FEE_AUTHORITY_NAMES = {
  config: 'transfer fee authority',
  withdraw: 'withdraw-withheld authority',
} as const;

export const ROLE_NAMES: Record<AuthorityRole, string> = {
  mint: 'mint authority',
  freeze: 'freeze authority',
  metadata: 'metadata update authority',
  'transfer-fee': FEE_AUTHORITY_NAMES.config,
  'withdraw-fees': FEE_AUTHORITY_NAMES.withdraw,
  pause: ISSUER_AUTHORITY_NAMES.pause,
  multiplier: ISSUER_AUTHORITY_NAMES.multiplier,
  'interest-rate': ISSUER_AUTHORITY_NAMES.rate,
  'close-mint': ISSUER_AUTHORITY_NAMES.close,
  'transfer-hook': ISSUER_AUTHORITY_NAMES.hook,
  'permissioned-burn': ISSUER_AUTHORITY_NAMES.burn,
};

/** What a proposal does, in the same words whichever data source read it. */
export const proposalTitles = {
  mint: (amount: string) => `Mint ${amount}`,
  freeze: (symbol: string) => `Freeze an account of ${symbol}`,
  thaw: (symbol: string) => `Thaw an account of ${symbol}`,
  handOver: (what: string, symbol: string, to: string) => `Hand the ${what} of ${symbol} to ${shortenAddress(to)}`,
  revoke: (what: string, symbol: string) => `Revoke the ${what} of ${symbol}`,
  transferFee: (symbol: string, basisPoints: number, maximum: string) =>
    `Set the transfer fee of ${symbol} to ${basisPoints} basis points, at most ${maximum}`,
  /** Fees withheld in the mint, or in holders' accounts, taken out to a token account of `owner`. */
  withdrawFees: (symbol: string, from: 'mint' | 'accounts', owner: string) =>
    `Withdraw the fees of ${symbol} withheld in ${from === 'mint' ? 'the mint' : "holders' accounts"} to an account of ${shortenAddress(owner)}`,
  harvest: (symbol: string) => `Move the fees of ${symbol} withheld in holders' accounts into the mint`,
  multiplier: (symbol: string) => `Change the multiplier of ${symbol}`,
  interestRate: (symbol: string, rate: number) => `Set the interest rate of ${symbol} to ${rate} basis points a year`,
  defaultState: (symbol: string, frozen: boolean) =>
    `Make new accounts of ${symbol} start ${frozen ? 'frozen' : 'usable'}`,
  transferHook: (symbol: string, program: string | null) =>
    program
      ? `Make ${symbol}'s transfers call the program ${shortenAddress(program)}`
      : `Remove the transfer hook program of ${symbol}`,
  groupMaxSize: (symbol: string, maxSize: bigint) => `Let the group ${symbol} hold at most ${maxSize} members`,
  pause: (symbol: string) => `Pause ${symbol}`,
  resume: (symbol: string) => `Resume ${symbol}`,
  burn: (amount: string) => `Burn ${amount}`,
  move: (amount: string) => `Move ${amount}`,
  unknown: (symbol: string) => `A ${symbol} instruction this app does not name`,
};

/**
 * Token-2022 takes the metadata update authority's own signature, never a multisig's: metadata whose
 * authority is a multisig can no longer change.
 */
export const MULTISIG_METADATA =
  'A multisig cannot sign metadata updates: Token-2022 takes the update authority’s own signature. Handed to a multisig, the metadata can no longer change.';

/** Why an empty account cannot be closed yet, where both data sources can tell. */
export const FROZEN_ACCOUNT_BLOCKED = 'Frozen by the token’s freeze authority: it must be thawed first.';

const who = (value: string | null, owner: string) =>
  value === null ? 'Revoked' : value === owner ? `You (${value})` : value;

/** A mint's supply, authorities, metadata and fee settings, as the token page words them. */
export function mintFacts(mint: MintView, owner: string): Facts {
  // Supply and balances as every wallet shows them; fees in the raw units the program charges them in.
  const shown = (value: bigint) => shownAmount(value, mint);
  const amount = (value: bigint) => formatAmount(value, mint.decimals);
  const facts: Facts = new Map([
    ['Supply', shown(mint.supply)],
    ['Mint authority', who(mint.mintAuthority, owner)],
    ['Freeze authority', who(mint.freezeAuthority, owner)],
  ]);
  if (mint.metadata) {
    facts.set('Name', neutralizeText(mint.metadata.name));
    facts.set('Symbol', neutralizeText(mint.metadata.symbol));
    facts.set('Metadata URI', neutralizeText(mint.metadata.uri) || '—');
    for (const [key, value] of mint.metadata.additional) {
      facts.set(`Field "${neutralizeText(key)}"`, neutralizeText(value));
    }
    facts.set('Metadata update authority', who(mint.metadata.updateAuthority, owner));
  }
  if (mint.paused !== undefined) facts.set('Transfers', mint.paused ? 'Paused' : 'Allowed');
  if (mint.newAccountsFrozen !== undefined) {
    facts.set('New accounts', mint.newAccountsFrozen ? 'Start frozen' : 'Start usable');
  }
  for (const [role, holder] of Object.entries(mint.extensionAuthorities ?? {}) as [
    ExtensionAuthorityRole,
    string | null,
  ][]) {
    const name = ROLE_NAMES[role];
    facts.set(name.charAt(0).toUpperCase() + name.slice(1), who(holder, owner));
  }
  if (mint.group) facts.set('Group members', `${mint.group.size} of at most ${mint.group.maxSize}`);
  if (mint.transferHook !== undefined) facts.set('Transfer hook program', mint.transferHook ?? 'None');
  const scale = mint.scale;
  if (scale?.kind === 'multiplier') {
    const { multiplier, newMultiplier, newMultiplierAt } = scale;
    facts.set(
      'Multiplier',
      newMultiplier === multiplier || newMultiplierAt <= 0
        ? `×${newMultiplier}`
        : `×${multiplier}, then ×${newMultiplier} from ${new Date(newMultiplierAt * 1000).toISOString().replace('.000Z', 'Z')}`,
    );
  }
  if (scale?.kind === 'interest') facts.set('Interest rate', `${scale.rate} basis points a year`);
  const fee = mint.transferFee;
  if (fee) {
    const from = fee.epoch === undefined ? '' : ` (from epoch ${fee.epoch})`;
    facts.set('Transfer fee', `${fee.basisPoints} basis points, at most ${amount(fee.maximumFee)}${from}`);
    if (fee.withheld !== undefined) facts.set('Fees withheld in the mint', amount(fee.withheld));
  }
  return facts;
}

/** A token account's balance (as wallets show it), state, withheld fees and memo setting. */
export function accountFacts(account: AccountView, token: ScaledToken): Facts {
  const facts: Facts = new Map([['Balance', shownAmount(account.amount, token)]]);
  if (account.frozen !== undefined) facts.set('State', account.frozen ? 'Frozen' : 'Active');
  if (account.withheld !== undefined) facts.set('Fees withheld', formatAmount(account.withheld, token.decimals));
  if (account.memoRequired !== undefined) {
    facts.set('Incoming transfers', account.memoRequired ? 'Memo required' : 'No memo needed');
  }
  if (account.cpiGuard !== undefined) facts.set('CPI guard', account.cpiGuard ? 'On' : 'Off');
  return facts;
}

/**
 * Every fact that differs, labelled with `prefix` ("", "Your account: "...). An account with no facts
 * did not exist (before) or was closed (after).
 */
export function changesBetween(was: Facts, will: Facts, prefix: string): StateChange[] {
  // An account made or closed is said by its first fact (its balance), not by every fact it starts or ends with.
  const labels =
    was.size && will.size ? [...new Set([...was.keys(), ...will.keys()])] : [...was.keys(), ...will.keys()].slice(0, 1);
  return labels.flatMap((label) => {
    const from = was.get(label) ?? (was.size ? '—' : 'No account');
    const to = will.get(label) ?? (will.size ? '—' : 'Closed');
    return from === to ? [] : [{ label: `${prefix}${label}`, before: from, after: to }];
  });
}

/**
 * Said before the wallet is asked, in the words a failed simulation would use: the wallet must hold this
 * authority, and a revoked one can never be used again.
 */
export function requireAuthority(current: string | null | undefined, owner: string, what: string): void {
  if (current === null || current === undefined) {
    throw new AppError('simulation-failed', `No one holds the ${what} of this token: it was revoked, or never set.`);
  }
  if (current !== owner) throw new AppError('simulation-failed', `This wallet is not the ${what} of this token.`);
}

/** What a simulation says when the wallet's SOL does not cover the fee and the rent of new accounts. */
export const INSUFFICIENT_SOL = 'Insufficient SOL for this transaction (fee and rent for new accounts).';

/** The refusals both data sources say, in the same words. */
export const refusals = {
  noMetadata: () =>
    new AppError(
      'invalid',
      'This token keeps no metadata in its mint (a classic SPL token names itself through a separate Metaplex account): it cannot be changed here.',
    ),
  alreadyHeld: (role: AuthorityRole) => new AppError('invalid', `This wallet already is the ${ROLE_NAMES[role]}.`),
  burnLimit: (balance: bigint, decimals: number) =>
    new AppError(
      'invalid',
      `You can burn at most ${formatAmount(balance, decimals)}: that is what your account holds.`,
    ),
  noHolderAccount: () => new AppError('invalid', 'This address holds no account of this token.'),
  freezeState: (kind: 'freeze' | 'thaw') =>
    new AppError('invalid', kind === 'freeze' ? 'That account is already frozen.' : 'That account is not frozen.'),
  noTransferFee: () => new AppError('invalid', 'This token has no transfer fee.'),
  nothingWithheld: () => new AppError('invalid', 'No fees are withheld: there is nothing to withdraw.'),
  nothingToHarvest: () =>
    new AppError('invalid', 'No fees are withheld in holders’ accounts: there is nothing to harvest.'),
  accountsNotListed: () =>
    new AppError(
      'invalid',
      'This node does not list a token’s accounts (getProgramAccounts), so the accounts holding fees cannot be found through it.',
    ),
  frozenAccount: () => new AppError('simulation-failed', 'The token account is frozen.'),
  /** A mint by a wallet that may not: said before the wallet is asked, in the words a failed simulation uses. */
  cannotMint: (mintAuthority: string | null) =>
    new AppError(
      'simulation-failed',
      mintAuthority
        ? 'This wallet is not the mint authority of this token.'
        : "This token's supply is fixed: no one can mint more.",
    ),
  emptyBatch: () => new AppError('invalid', 'A batch holds at least one transfer.'),
  /** A packed batch that grew since (a recipient's account closed): the bulk send splits it, nothing signed. */
  batchTooLarge: () =>
    new AppError(
      'invalid',
      'These transfers no longer fit one transaction (an account was closed since they were packed).',
      {
        tooLarge: true,
      },
    ),
  /** A recipient's account that takes only confidential transfers (Token-2022), which this app does not make. */
  confidentialOnly: (wallet: string) =>
    new AppError(
      'invalid',
      `The account of ${wallet} accepts only confidential transfers, which this app does not make: ask the recipient for another address.`,
    ),
  memoRequired: (wallet: string) => new AppError('invalid', memoRequiredBy(wallet)),
  cpiGuardClassic: () =>
    new AppError('invalid', 'The CPI guard is a Token-2022 setting: a classic SPL token account cannot have it.'),
  cpiGuardState: (enabled: boolean) =>
    new AppError('invalid', enabled ? 'The CPI guard is already on.' : 'The CPI guard is already off.'),
  memoTransferClassic: () =>
    new AppError('invalid', 'Required memos are a Token-2022 setting: a classic SPL token account cannot have it.'),
  memoTransferState: (required: boolean) =>
    new AppError(
      'invalid',
      required
        ? 'Your account already requires a memo with every incoming transfer.'
        : 'Your account does not require memos.',
    ),
  notPausable: () =>
    new AppError('invalid', 'This token is not pausable: it was created without the Pausable extension.'),
  pauseState: (kind: 'pause' | 'resume') =>
    new AppError('invalid', kind === 'pause' ? 'This token is already paused.' : 'This token is not paused.'),
  noDefaultState: () =>
    new AppError(
      'invalid',
      'This token has no default account state: it was created without the Default account state extension.',
    ),
  defaultStateAlready: (frozen: boolean) =>
    new AppError('invalid', frozen ? 'New accounts already start frozen.' : 'New accounts already start usable.'),
  notClosable: () =>
    new AppError('invalid', 'This mint cannot be closed: it was created without a mint close authority.'),
  supplyLeft: (supply: string) =>
    new AppError('invalid', `Burn every token first: a mint closes only when its supply is 0 (it is ${supply}).`),
  /** A burn of a token with permissioned burn, by a wallet that is not its burn authority (the app signs with one wallet). */
  burnAuthorityNeeded: (authority: string) =>
    new AppError(
      'simulation-failed',
      `Every burn of this token also needs the signature of its permissioned burn authority, ${authority}: this wallet is not it.`,
    ),
  notGroup: () =>
    new AppError('invalid', 'This token is not a group: it was created without the Token group extension.'),
  noTransferHook: () =>
    new AppError(
      'invalid',
      'This token has no transfer hook: a hook program can only be set on a token created with the Transfer hook extension.',
    ),
  hookAccountsUnknown: (program: string, why: string) =>
    new AppError(
      'invalid',
      `The accounts this token's transfer hook program ${program} needs could not be worked out (${why}): nothing was sent.`,
    ),
  hookAlready: (program: string | null) =>
    new AppError(
      'invalid',
      program
        ? `The transfer hook program already is ${program}.`
        : 'This token has no transfer hook program to remove.',
    ),
  notInterestBearing: () =>
    new AppError('invalid', 'This token earns no interest: it was created without the Interest-bearing extension.'),
  notScaled: () =>
    new AppError('invalid', 'This token has no multiplier: it was created without the Scaled UI amount extension.'),
  noPermanentDelegate: () =>
    new AppError('invalid', 'This token has no permanent delegate: no one can move or burn holders’ tokens.'),
  forcedLimit: (held: bigint, decimals: number) =>
    new AppError(
      'invalid',
      `That account holds ${formatAmount(held, decimals)}: no more can be moved or burned from it.`,
    ),
  forcedToSameAccount: () =>
    new AppError('invalid', 'The recipient’s account is the holder’s own: the tokens would not move.'),
  batchOverBalance: () => new AppError('simulation-failed', 'The batch moves more than this account holds.'),
  notNativeMint: () =>
    new AppError('invalid', 'Only wrapped SOL’s mints hold SOL: this token cannot be wrapped or unwrapped.'),
  amountNotPositive: () => new AppError('invalid', 'The amount must be greater than zero.'),
  wrapLimit: (lamports: bigint) =>
    new AppError('invalid', `You can wrap at most ${formatAmount(lamports, 9)} SOL: that is your balance.`),
  unwrapLimit: (wrapped: bigint) =>
    new AppError('invalid', `You can unwrap at most ${formatAmount(wrapped, 9)} SOL: that is what is wrapped.`),
};

/** A holder's switch on their own Token-2022 account: required memos, or the CPI guard. */
export type AccountSetting = 'memo' | 'cpi-guard';

/** How each switch is refused, in the same words on both data sources. */
export const ACCOUNT_SETTING_REFUSALS: Record<AccountSetting, { classic(): AppError; state(on: boolean): AppError }> = {
  memo: { classic: refusals.memoTransferClassic, state: refusals.memoTransferState },
  'cpi-guard': { classic: refusals.cpiGuardClassic, state: refusals.cpiGuardState },
};
