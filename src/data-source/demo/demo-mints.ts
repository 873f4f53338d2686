import type { CreateTokenOptions } from '@/entities/token/lib/create-options';
import type { TokenDetails, TokenHolding } from '@/entities/token/model';
import { formatAmount } from '@/shared/lib/amount';
import { DataError } from '../errors';
import type { StateChange, TokenAction } from '../model';

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
  };
}

/** The state an action touches: the mint, the wallet's balance, and the holder's frozen state. */
export interface DemoActionState {
  mint: DemoMint;
  balance: bigint;
  decimals: number;
  supply: bigint;
}

const who = (value: string | null, owner: string) =>
  value === null ? 'Revoked' : value === owner ? `You (${value})` : value;

function factsOf(state: DemoActionState, owner: string, holder: string | null): Map<string, string> {
  const { mint } = state;
  const facts = new Map([
    ['Supply', formatAmount(state.supply, state.decimals)],
    ['Mint authority', who(mint.mintAuthority, owner)],
    ['Freeze authority', who(mint.freezeAuthority, owner)],
  ]);
  if (mint.metadata) {
    facts.set('Name', mint.name);
    facts.set('Symbol', mint.symbol);
    facts.set('Metadata URI', mint.metadata.uri || '—');
    for (const [key, value] of mint.metadata.additional) facts.set(`Field "${key}"`, value);
    facts.set('Metadata update authority', who(mint.metadata.updateAuthority, owner));
  }
  const fee = mint.extensions.find((extension) => extension.name === 'TransferFeeConfig')?.params;
  if (fee) {
    const param = (name: string) => fee.find((each) => each.name === name)?.value ?? '0';
    facts.set(
      'Transfer fee',
      `${param('newerTransferFee.transferFeeBasisPoints')} basis points, at most ${formatAmount(BigInt(param('newerTransferFee.maximumFee')), state.decimals)}`,
    );
  }
  facts.set('Your account: Balance', formatAmount(state.balance, state.decimals));
  if (holder) facts.set("The holder's account: State", mint.frozen.includes(holder) ? 'Frozen' : 'Active');
  return facts;
}

/** What changes between two states, worded as the chain preview words it. */
export function demoChanges(
  before: DemoActionState,
  after: DemoActionState,
  owner: string,
  holder: string | null,
): StateChange[] {
  const was = factsOf(before, owner, holder);
  const will = factsOf(after, owner, holder);
  return [...new Set([...was.keys(), ...will.keys()])].flatMap((label) => {
    const from = was.get(label) ?? '—';
    const to = will.get(label) ?? '—';
    return from === to ? [] : [{ label, before: from, after: to }];
  });
}

function requireAuthority(current: string | null, owner: string, what: string) {
  if (current === null)
    throw new DataError('simulation-failed', `No one holds the ${what} of this token: it was revoked, or never set.`);
  if (current !== owner) throw new DataError('simulation-failed', `This wallet is not the ${what} of this token.`);
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
      if (!mint.metadata) {
        throw new DataError(
          'invalid',
          'This token keeps no metadata in its mint (a classic SPL token names itself through a separate Metaplex account): it cannot be changed here.',
        );
      }
      requireAuthority(mint.metadata.updateAuthority, owner, 'metadata update authority');
      mint.name = action.name;
      mint.symbol = action.symbol;
      mint.metadata = { ...mint.metadata, uri: action.uri, additional: action.additional.map(([k, v]) => [k, v]) };
      return next;
    }
    case 'set-authority': {
      const what = { mint: 'mint authority', freeze: 'freeze authority', metadata: 'metadata update authority' }[
        action.role
      ];
      if (action.newAuthority === owner) throw new DataError('invalid', `This wallet already is the ${what}.`);
      if (action.role === 'metadata') {
        if (!mint.metadata) throw new DataError('invalid', 'This token keeps no metadata in its mint.');
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
      if (action.amount <= 0n) throw new DataError('invalid', 'The amount must be greater than zero.');
      if (action.amount > state.balance) {
        throw new DataError(
          'invalid',
          `You can burn at most ${formatAmount(state.balance, state.decimals)}: that is what your account holds.`,
        );
      }
      return { ...next, balance: state.balance - action.amount, supply: state.supply - action.amount };
    }
    case 'freeze':
    case 'thaw': {
      requireAuthority(mint.freezeAuthority, owner, 'freeze authority');
      if (!holds(action.holder)) throw new DataError('invalid', 'This address holds no account of this token.');
      const frozen = mint.frozen.includes(action.holder);
      if (action.kind === 'freeze' && frozen) throw new DataError('invalid', 'That account is already frozen.');
      if (action.kind === 'thaw' && !frozen) throw new DataError('invalid', 'That account is not frozen.');
      mint.frozen =
        action.kind === 'freeze' ? [...mint.frozen, action.holder] : mint.frozen.filter((h) => h !== action.holder);
      return next;
    }
    case 'set-transfer-fee':
    case 'withdraw-fees': {
      const fee = mint.extensions.find((extension) => extension.name === 'TransferFeeConfig');
      if (!fee) throw new DataError('invalid', 'This token has no transfer fee.');
      // Demo's transfers withhold nothing: there is never a fee to withdraw.
      if (action.kind === 'withdraw-fees')
        throw new DataError('invalid', 'No fees are withheld: there is nothing to withdraw.');
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
