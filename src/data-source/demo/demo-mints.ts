import type { CreateTokenOptions } from '@/entities/token/lib/create-options';
import { EXTENSION_AUTHORITIES, extensionParam } from '@/entities/token/lib/extension-param';
import { NO_HOOK_PROGRAM } from '@/entities/token/lib/hook-program';
import type { TransferFee } from '@/entities/token/lib/transfer-fee';
import type { AmountScale, TokenDetails, TokenHolding } from '@/entities/token/model';
import type { StateChange } from '@/entities/action/model';
import { accountFacts, changesBetween, mintFacts, refusals } from '../action-wording';

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

/** Whether the mint was created with this extension (named as the token page lists it). */
export const hasExtension = (mint: DemoMint, name: string) => mint.extensions.some((each) => each.name === name);

/**
 * As the token program rules a burn of a mint with permissioned burn: only with its burn authority's signature,
 * unless that authority was revoked.
 */
export function refusePermissionedBurn(mint: DemoMint, owner: string) {
  const authority = mintParam(mint, 'PermissionedBurn', 'authority');
  if (authority && authority !== owner) throw refusals.burnAuthorityNeeded(authority);
}

/** A parameter of one of the mint's extensions, as the token page lists it. */
export const mintParam = (mint: DemoMint, extension: string, name: string) =>
  extensionParam(mint.extensions, extension, name);

/** The mint with one of its extensions' authorities handed over, or revoked (null). */
export const withAuthorityParam = (
  mint: DemoMint,
  extension: string,
  name: string,
  value: string | null,
): DemoMint => ({
  ...mint,
  extensions: mint.extensions.map((each) =>
    each.name === extension
      ? { ...each, params: each.params.map((p) => (p.name === name ? { ...p, value } : p)) }
      : each,
  ),
});

/** The mint with these parameters of one extension set to new values (the others kept). */
export const withParams = (mint: DemoMint, extension: string, values: Record<string, string>): DemoMint => ({
  ...mint,
  extensions: mint.extensions.map((each) =>
    each.name === extension
      ? { ...each, params: each.params.map((p) => (p.name in values ? { ...p, value: values[p.name]! } : p)) }
      : each,
  ),
});

/** A parameter of the mint's transfer-fee extension, as the token page lists it. */
export const feeParamOf = (mint: DemoMint, name: string) => extensionParam(mint.extensions, 'TransferFeeConfig', name);

/** The mint's transfer fee, when it has one (Demo's fee is always in force: it keeps no epochs). */
export function demoTransferFee(mint: DemoMint | undefined): TransferFee | null {
  const basisPoints = mint && feeParamOf(mint, 'newerTransferFee.transferFeeBasisPoints');
  if (!mint || !basisPoints) return null;
  return {
    basisPoints: Number(basisPoints),
    maximumFee: BigInt(feeParamOf(mint, 'newerTransferFee.maximumFee') ?? '0'),
  };
}

/** The transfer fees withheld in the mint itself: harvested there from holders' accounts, until withdrawn. */
export const withheldInMint = (mint: DemoMint) => BigInt(feeParamOf(mint, 'withheldAmount') ?? '0');

export const nowSeconds = () => Math.floor(Date.now() / 1000);

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

/** A hooked mint as the token page lists its extension: its authority and its program ("None" when unset). */
export const hookExtension = (
  authority: string | null,
  program: string | null,
): TokenDetails['extensions'][number] => ({
  name: 'TransferHook',
  params: [
    { name: 'authority', value: authority, address: true },
    program ? { name: 'programId', value: program, address: true } : { name: 'programId', value: NO_HOOK_PROGRAM },
  ],
});

/** What the mint imposes on holders, read from its extensions as the chain's reads do: the pause and the amount rule. */
export function demoTraits(mint: DemoMint | undefined): Pick<TokenHolding, 'paused' | 'scale' | 'transferHook'> {
  if (!mint) return {};
  const param = (extension: string, name: string) => mintParam(mint, extension, name);
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
  const hook = param('TransferHook', 'programId');
  return {
    ...(hook && hook !== NO_HOOK_PROGRAM && { transferHook: hook }),
    ...(param('PausableConfig', 'paused') === 'Yes' && { paused: true }),
    ...(scale && { scale }),
  };
}

/** The extensions a token created with these options carries, every authority the creator. */
export function demoExtensions(
  options: Omit<CreateTokenOptions, 'memberOf'> & { memberOf?: { group: string; memberNumber: bigint } },
  owner: string,
  mint: string,
): TokenDetails['extensions'] {
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
  if (options.transferHook) list.push(hookExtension(owner, options.transferHook.program));
  if (options.group) {
    list.push(
      { name: 'GroupPointer', params: [you('authority'), { name: 'groupAddress', value: mint, address: true }] },
      {
        name: 'TokenGroup',
        params: [
          you('updateAuthority'),
          { name: 'mint', value: mint, address: true },
          { name: 'size', value: '0' },
          { name: 'maxSize', value: options.group.maxSize.toString() },
        ],
      },
    );
  }
  if (options.memberOf) {
    list.push(
      { name: 'GroupMemberPointer', params: [you('authority'), { name: 'memberAddress', value: mint, address: true }] },
      {
        name: 'TokenGroupMember',
        params: [
          { name: 'mint', value: mint, address: true },
          { name: 'group', value: options.memberOf.group, address: true },
          { name: 'memberNumber', value: String(options.memberOf.memberNumber) },
        ],
      },
    );
  }
  if (options.permissionedBurn) list.push({ name: 'PermissionedBurn', params: [you('authority')] });
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
  const { paused, scale, transferHook } = demoTraits(mint);
  return {
    decimals: state.decimals,
    supply: state.supply,
    mintAuthority: mint.mintAuthority,
    freezeAuthority: mint.freezeAuthority,
    metadata: mint.metadata && { ...mint.metadata, name: mint.name, symbol: mint.symbol },
    ...(hasExtension(mint, 'PausableConfig') && { paused: !!paused }),
    ...(hasExtension(mint, 'DefaultAccountState') && {
      newAccountsFrozen: mintParam(mint, 'DefaultAccountState', 'state') === 'Frozen',
    }),
    extensionAuthorities: Object.fromEntries(
      Object.entries(EXTENSION_AUTHORITIES).flatMap(([role, [extension, param]]) =>
        hasExtension(mint, extension) ? [[role, mintParam(mint, extension, param)]] : [],
      ),
    ),
    ...(hasExtension(mint, 'TokenGroup') && {
      group: {
        size: BigInt(mintParam(mint, 'TokenGroup', 'size') ?? '0'),
        maxSize: BigInt(mintParam(mint, 'TokenGroup', 'maxSize') ?? '0'),
      },
    }),
    ...(hasExtension(mint, 'TransferHook') && { transferHook: transferHook ?? null }),
    ...(scale && { scale }),
    ...(fee && { transferFee: { ...fee, withheld: withheldInMint(mint) } }),
  };
}

/** What changes in the mint between two states, worded as the chain preview words it. */
export const demoMintChanges = (before: DemoActionState, after: DemoActionState, owner: string): StateChange[] =>
  changesBetween(mintFacts(mintView(before), owner), mintFacts(mintView(after), owner), '');

/** A mint closed: its first fact (the supply) said as closed, as a chain preview says an account gone. */
export const demoMintClosing = (before: DemoActionState, owner: string): StateChange[] =>
  changesBetween(mintFacts(mintView(before), owner), new Map(), '');

/** What changes in an account's balance between two states, under `label` ("Your account: "). */
export function demoBalanceChanges(before: DemoActionState, after: DemoActionState, label: string): StateChange[] {
  const facts = (state: DemoActionState) =>
    accountFacts({ amount: state.balance }, { decimals: state.decimals, scale: demoTraits(state.mint).scale });
  return changesBetween(facts(before), facts(after), label);
}
