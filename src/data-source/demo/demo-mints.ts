import type { CreateTokenOptions } from '@/entities/token/lib/create-options';
import { extensionParam } from '@/entities/token/lib/extension-param';
import type { TransferFee } from '@/entities/token/lib/transfer-fee';
import type { TokenDetails, TokenHolding } from '@/entities/token/model';
import { AppError } from '@/shared/lib/app-error';
import type { StateChange, TokenAction } from '../contract';
import {
  accountFacts,
  changesBetween,
  FEE_AUTHORITY_NAMES,
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

/** The extensions a token created with these options carries, every authority the creator. */
export function demoExtensions(options: CreateTokenOptions, owner: string): TokenDetails['extensions'] {
  const you = (name: string) => ({ name, value: owner, address: true });
  const list: TokenDetails['extensions'] = [];
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
    list.push({
      name: 'InterestBearingConfig',
      params: [you('rateAuthority'), { name: 'currentRate', value: String(options.interestRate) }],
    });
  }
  if (options.defaultFrozen) list.push({ name: 'DefaultAccountState', params: [{ name: 'state', value: 'Frozen' }] });
  if (options.permanentDelegate) list.push({ name: 'PermanentDelegate', params: [you('delegate')] });
  if (options.mintCloseAuthority) list.push({ name: 'MintCloseAuthority', params: [you('closeAuthority')] });
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
    extensions: [],
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
  return {
    decimals: state.decimals,
    supply: state.supply,
    mintAuthority: mint.mintAuthority,
    freezeAuthority: mint.freezeAuthority,
    metadata: mint.metadata && { ...mint.metadata, name: mint.name, symbol: mint.symbol },
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
        accountFacts({ amount: before.balance }, before.decimals),
        accountFacts({ amount: after.balance }, after.decimals),
        'Your account: ',
      ),
    );
  }
  if (action.kind === 'freeze' || action.kind === 'thaw') {
    const state = (of: DemoActionState) =>
      accountFacts({ amount: 0n, frozen: of.mint.frozen.includes(action.holder) }, 0);
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
      } else {
        requireAuthority(mint.freezeAuthority, owner, what);
        mint.freezeAuthority = action.newAuthority;
      }
      return next;
    }
    case 'burn': {
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
