import { multiplierIssue, type CreateTokenOptions } from '@/entities/token/lib/create-options';
import { EXTENSION_AUTHORITIES, extensionParam } from '@/entities/token/lib/extension-param';
import type { TransferFee } from '@/entities/token/lib/transfer-fee';
import type { AmountScale, TokenDetails, TokenHolding } from '@/entities/token/model';
import { AppError } from '@/shared/lib/app-error';
import { pausedSentence } from '@/entities/token/lib/token-traits';
import type { StateChange, TokenAction } from '../contract';
import {
  accountFacts,
  changesBetween,
  FEE_AUTHORITY_NAMES,
  ISSUER_AUTHORITY_NAMES,
  mintFacts,
  refusals,
  requireAuthority,
  ROLE_NAMES,
} from '../action-wording';

/** Demo's pretend mint: what the chain keeps in the mint account, apart from balances. */
export interface DemoMint {
  name: string;
  symbol: string;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  metadata: NonNullable<TokenDetails['metadata']> | null;
  /** Wallets whose account of this mint is frozen. */
  frozen: string[];
  /** Token-2022 extensions beyond the metadata, as the token page lists them. */
  extensions: TokenDetails['extensions'];
  /** Transfer fees withheld from transfers so far, in holders' accounts, until the authority withdraws them. */
  withheld: bigint;
}

/** A parameter of one of the mint's extensions, as the token page lists it. */
const param = (mint: DemoMint, extension: string, name: string) => extensionParam(mint.extensions, extension, name);

/** An extension's authority handed over, or revoked (null). */
function setAuthorityParam(mint: DemoMint, extension: string, name: string, value: string | null) {
  mint.extensions = mint.extensions.map((each) =>
    each.name === extension
      ? { ...each, params: each.params.map((p) => (p.name === name ? { ...p, value } : p)) }
      : each,
  );
}

/** The mint's extension with these parameters set to new values (the others kept). */
function setParams(mint: DemoMint, extension: string, values: Record<string, string>) {
  mint.extensions = mint.extensions.map((each) =>
    each.name === extension
      ? { ...each, params: each.params.map((p) => (p.name in values ? { ...p, value: values[p.name]! } : p)) }
      : each,
  );
}

/** A parameter of the mint's transfer-fee extension, as the token page lists it. */
const feeParamOf = (mint: DemoMint, name: string) => extensionParam(mint.extensions, 'TransferFeeConfig', name);

/** The mint's transfer fee, when it has one (Demo's fee is always in force: it keeps no epochs). */
export function demoTransferFee(mint: DemoMint | undefined): TransferFee | null {
  const basisPoints = mint && feeParamOf(mint, 'newerTransferFee.transferFeeBasisPoints');
  if (!mint || !basisPoints) return null;
  return {
    basisPoints: Number(basisPoints),
    maximumFee: BigInt(feeParamOf(mint, 'newerTransferFee.maximumFee') ?? '0'),
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A scaled amount rule as the token page lists its extension (the chain's own parameter names). */
export function scaleExtension(scale: AmountScale, authority: string | null): TokenDetails['extensions'][number] {
  const who = { name: 'authority', value: authority, address: true };
  return scale.kind === 'multiplier'
    ? {
        name: 'ScaledUiAmountConfig',
        params: [
          who,
          { name: 'multiplier', value: String(scale.multiplier) },
          { name: 'newMultiplierEffectiveTimestamp', value: String(scale.newMultiplierAt) },
          { name: 'newMultiplier', value: String(scale.newMultiplier) },
        ],
      }
    : {
        name: 'InterestBearingConfig',
        params: [
          { ...who, name: 'rateAuthority' },
          { name: 'initializationTimestamp', value: String(scale.initializedAt) },
          { name: 'preUpdateAverageRate', value: String(scale.averageRateBefore) },
          { name: 'lastUpdateTimestamp', value: String(scale.updatedAt) },
          { name: 'currentRate', value: String(scale.rate) },
        ],
      };
}

/** A pausable mint as the token page lists its extension. */
export const pauseExtension = (authority: string | null, paused: boolean): TokenDetails['extensions'][number] => ({
  name: 'PausableConfig',
  params: [
    { name: 'authority', value: authority, address: true },
    { name: 'paused', value: paused ? 'Yes' : 'No' },
  ],
});

/** What the mint imposes on holders, read from its extensions as the chain's reads do: the pause and the amount rule. */
export function demoTraits(mint: DemoMint | undefined): Pick<TokenHolding, 'paused' | 'scale'> {
  if (!mint) return {};
  const param = (extension: string, name: string) => extensionParam(mint.extensions, extension, name);
  const number = (extension: string, name: string) => Number(param(extension, name) ?? 0);
  const now = nowSeconds();
  const scale: AmountScale | undefined = param('ScaledUiAmountConfig', 'multiplier')
    ? {
        kind: 'multiplier',
        multiplier: number('ScaledUiAmountConfig', 'multiplier'),
        newMultiplier: number('ScaledUiAmountConfig', 'newMultiplier'),
        newMultiplierAt: number('ScaledUiAmountConfig', 'newMultiplierEffectiveTimestamp'),
        now,
      }
    : param('InterestBearingConfig', 'currentRate')
      ? {
          kind: 'interest',
          rate: number('InterestBearingConfig', 'currentRate'),
          averageRateBefore: number('InterestBearingConfig', 'preUpdateAverageRate'),
          initializedAt: number('InterestBearingConfig', 'initializationTimestamp'),
          updatedAt: number('InterestBearingConfig', 'lastUpdateTimestamp'),
          now,
        }
      : undefined;
  return {
    ...(param('PausableConfig', 'paused') === 'Yes' && { paused: true }),
    ...(scale && { scale }),
  };
}

/** The extensions a token created with these options carries, every authority the creator. */
export function demoExtensions(options: CreateTokenOptions, owner: string): TokenDetails['extensions'] {
  const you = (name: string) => ({ name, value: owner, address: true });
  const list: TokenDetails['extensions'] = [];
  const now = nowSeconds();
  if (options.transferFee) {
    list.push({
      name: 'TransferFeeConfig',
      params: [
        you('transferFeeConfigAuthority'),
        you('withdrawWithheldAuthority'),
        { name: 'withheldAmount', value: '0' },
        { name: 'newerTransferFee.transferFeeBasisPoints', value: String(options.transferFee.basisPoints) },
        { name: 'newerTransferFee.maximumFee', value: options.transferFee.maximumFee.toString() },
      ],
    });
  }
  if (options.nonTransferable) list.push({ name: 'NonTransferable', params: [] });
  if (options.interestRate !== undefined) {
    const rate = options.interestRate;
    list.push(
      scaleExtension(
        { kind: 'interest', rate, averageRateBefore: rate, initializedAt: now, updatedAt: now, now },
        owner,
      ),
    );
  }
  if (options.defaultFrozen) list.push({ name: 'DefaultAccountState', params: [{ name: 'state', value: 'Frozen' }] });
  if (options.permanentDelegate) list.push({ name: 'PermanentDelegate', params: [you('delegate')] });
  if (options.mintCloseAuthority) list.push({ name: 'MintCloseAuthority', params: [you('closeAuthority')] });
  if (options.pausable) list.push(pauseExtension(options.pausable.authority, false));
  if (options.multiplier !== undefined) {
    const multiplier = options.multiplier;
    list.push(
      scaleExtension({ kind: 'multiplier', multiplier, newMultiplier: multiplier, newMultiplierAt: 0, now }, owner),
    );
  }
  return list;
}

/** A mint as Demo first meets it: a sample token may be frozen by its owner, a created one by no one (as on chain). */
export function demoMintFrom(token: TokenHolding, sample: boolean): DemoMint {
  return {
    name: token.name,
    symbol: token.symbol,
    mintAuthority: token.mintAuthority,
    freezeAuthority: sample ? token.mintAuthority : null,
    metadata: token.program === 'token-2022' ? { updateAuthority: token.mintAuthority, uri: '', additional: [] } : null,
    frozen: [],
    // A sample Token-2022 token is a regulated issuer's: its amount rule, its pause and a permanent delegate,
    // every one held by its mint authority.
    extensions: [
      ...(token.scale ? [scaleExtension(token.scale, token.mintAuthority)] : []),
      ...(token.paused ? [pauseExtension(token.mintAuthority, true)] : []),
      ...(token.program === 'token-2022'
        ? [{ name: 'PermanentDelegate', params: [{ name: 'delegate', value: token.mintAuthority, address: true }] }]
        : []),
    ],
    withheld: 0n,
  };
}

/** The state an action touches: the mint, the wallet's balance, and the holder's frozen state. */
export interface DemoActionState {
  mint: DemoMint;
  balance: bigint;
  decimals: number;
  supply: bigint;
}

/** A Demo mint as the shared preview wording reads it. */
function mintView(state: DemoActionState) {
  const { mint } = state;
  const fee = demoTransferFee(mint);
  const { paused, scale } = demoTraits(mint);
  return {
    decimals: state.decimals,
    supply: state.supply,
    mintAuthority: mint.mintAuthority,
    freezeAuthority: mint.freezeAuthority,
    metadata: mint.metadata && { ...mint.metadata, name: mint.name, symbol: mint.symbol },
    ...(mint.extensions.some((each) => each.name === 'PausableConfig') && { paused: !!paused }),
    ...(scale && { scale }),
    ...(fee && { transferFee: fee }),
  };
}

/**
 * What changes between two states, worded as the chain preview words it: the mint; for a burn, your
 * account; for a freeze or thaw, the holder's.
 */
export function demoChanges(
  before: DemoActionState,
  after: DemoActionState,
  owner: string,
  action: TokenAction,
): StateChange[] {
  const changes = changesBetween(mintFacts(mintView(before), owner), mintFacts(mintView(after), owner), '');
  if (action.kind === 'burn' || action.kind === 'withdraw-fees') {
    changes.push(
      ...changesBetween(
        accountFacts({ amount: before.balance }, { decimals: before.decimals, scale: demoTraits(before.mint).scale }),
        accountFacts({ amount: after.balance }, { decimals: after.decimals, scale: demoTraits(after.mint).scale }),
        action.kind === 'withdraw-fees' && action.destination && action.destination !== owner
          ? 'Receiving account: '
          : 'Your account: ',
      ),
    );
  }
  if (action.kind === 'freeze' || action.kind === 'thaw') {
    const state = (of: DemoActionState) =>
      accountFacts({ amount: 0n, frozen: of.mint.frozen.includes(action.holder) }, { decimals: 0 });
    changes.push(...changesBetween(state(before), state(after), "The holder's account: "));
  }
  return changes;
}

/**
 * The state after the action, or the refusal the chain would give. `holds(holder)` says whether a wallet
 * holds this token (a freeze needs an account to freeze).
 */
export function nextDemoState(
  state: DemoActionState,
  action: TokenAction,
  owner: string,
  holds: (holder: string) => boolean,
): DemoActionState {
  const mint = { ...state.mint, frozen: [...state.mint.frozen] };
  const next = { ...state, mint };
  switch (action.kind) {
    case 'update-metadata': {
      if (!mint.metadata) throw refusals.noMetadata();
      requireAuthority(mint.metadata.updateAuthority, owner, ROLE_NAMES.metadata);
      mint.name = action.name;
      mint.symbol = action.symbol;
      mint.metadata = { ...mint.metadata, uri: action.uri, additional: action.additional.map(([k, v]) => [k, v]) };
      return next;
    }
    case 'set-authority': {
      const what = ROLE_NAMES[action.role];
      if (action.newAuthority === owner) throw refusals.alreadyHeld(action.role);
      if (action.role === 'metadata') {
        if (!mint.metadata) throw refusals.noMetadata();
        requireAuthority(mint.metadata.updateAuthority, owner, what);
        mint.metadata = { ...mint.metadata, updateAuthority: action.newAuthority };
      } else if (action.role === 'mint') {
        requireAuthority(mint.mintAuthority, owner, what);
        mint.mintAuthority = action.newAuthority;
      } else if (action.role !== 'freeze') {
        const [extension, name] = EXTENSION_AUTHORITIES[action.role];
        if (!mint.extensions.some((each) => each.name === extension)) {
          throw new AppError('invalid', `This token has no ${what}.`);
        }
        requireAuthority(param(mint, extension, name), owner, what);
        setAuthorityParam(mint, extension, name, action.newAuthority);
      } else {
        requireAuthority(mint.freezeAuthority, owner, what);
        mint.freezeAuthority = action.newAuthority;
      }
      return next;
    }
    case 'burn': {
      if (demoTraits(state.mint).paused) throw new AppError('simulation-failed', pausedSentence(mint.symbol));
      if (action.amount <= 0n) throw new AppError('invalid', 'The amount must be greater than zero.');
      if (action.amount > state.balance) throw refusals.burnLimit(state.balance, state.decimals);
      return { ...next, balance: state.balance - action.amount, supply: state.supply - action.amount };
    }
    case 'freeze':
    case 'thaw': {
      requireAuthority(mint.freezeAuthority, owner, ROLE_NAMES.freeze);
      if (!holds(action.holder)) throw refusals.noHolderAccount();
      if (mint.frozen.includes(action.holder) === (action.kind === 'freeze')) throw refusals.freezeState(action.kind);
      mint.frozen =
        action.kind === 'freeze' ? [...mint.frozen, action.holder] : mint.frozen.filter((h) => h !== action.holder);
      return next;
    }
    case 'pause':
    case 'resume': {
      const config = mint.extensions.find((extension) => extension.name === 'PausableConfig');
      if (!config) throw refusals.notPausable();
      requireAuthority(param(mint, 'PausableConfig', 'authority'), owner, ISSUER_AUTHORITY_NAMES.pause);
      if (!!demoTraits(mint).paused === (action.kind === 'pause')) throw refusals.pauseState(action.kind);
      setParams(mint, 'PausableConfig', { paused: action.kind === 'pause' ? 'Yes' : 'No' });
      return next;
    }
    case 'update-multiplier': {
      const issue = multiplierIssue(action.multiplier);
      if (issue) throw new AppError('invalid', `${issue}.`);
      if (!mint.extensions.some((extension) => extension.name === 'ScaledUiAmountConfig')) throw refusals.notScaled();
      requireAuthority(param(mint, 'ScaledUiAmountConfig', 'authority'), owner, ISSUER_AUTHORITY_NAMES.multiplier);
      const at = action.effectiveAt ?? 0;
      const value = String(action.multiplier);
      // As the token program does: a time already passed puts the new multiplier in force at once.
      setParams(mint, 'ScaledUiAmountConfig', {
        ...(at <= nowSeconds() && { multiplier: value }),
        newMultiplier: value,
        newMultiplierEffectiveTimestamp: String(at),
      });
      return next;
    }
    case 'set-transfer-fee':
    case 'withdraw-fees': {
      const fee = mint.extensions.find((extension) => extension.name === 'TransferFeeConfig');
      if (!fee) throw refusals.noTransferFee();
      if (action.kind === 'withdraw-fees') {
        requireAuthority(feeParamOf(mint, 'withdrawWithheldAuthority'), owner, FEE_AUTHORITY_NAMES.withdraw);
        const { withheld } = mint;
        if (withheld === 0n) throw refusals.nothingWithheld();
        mint.withheld = 0n;
        return { ...next, balance: state.balance + withheld };
      }
      requireAuthority(feeParamOf(mint, 'transferFeeConfigAuthority'), owner, FEE_AUTHORITY_NAMES.config);
      const set = (name: string, value: string) => (param: { name: string; value: string | null }) =>
        param.name === name ? { ...param, value } : param;
      mint.extensions = mint.extensions.map((extension) =>
        extension === fee
          ? {
              ...fee,
              params: fee.params
                .map(set('newerTransferFee.transferFeeBasisPoints', String(action.basisPoints)))
                .map(set('newerTransferFee.maximumFee', action.maximumFee.toString())),
            }
          : extension,
      );
      return next;
    }
  }
}
