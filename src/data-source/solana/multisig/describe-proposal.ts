import {
  AccountState,
  identifyToken2022Instruction,
  parseToken2022Instruction,
  Token2022Instruction,
  type ParsedToken2022Instruction,
} from '@solana-program/token-2022';
import { isSome, type Instruction } from '@solana/kit';
import { shortenAddress } from '@/shared/lib/address';
import { formatAmount } from '@/shared/lib/amount';
import { proposalTitles, ROLE_NAMES } from '../../action-wording';
import { reclaimTitle } from '../../reclaim-wording';
import type { ActionKind } from '../../contract';
import { ROLE_OF } from './authority-roles';
import type { MintLabel } from '../context';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../read/token-programs';
import type { ProposableInstruction } from './proposal-shape';

export interface Described {
  title: string;
  action: ActionKind;
}

/** What a title is made from: the instruction's token, amounts in its decimals, and whose an account is. */
interface Reading {
  symbol: string;
  amount: (baseUnits: bigint) => string;
  /** A token account's owner, where it can be told (read from the chain, or the account created for it). */
  ownerOf: (account: string) => string;
}

/** Every instruction a proposal may hold, and the other ways to take withheld fees: each has its own title. */
type Titled = ProposableInstruction | Token2022Instruction.WithdrawWithheldTokensFromAccounts;
type ParsedOf<K extends Titled> = Extract<ParsedToken2022Instruction, { instructionType: K }>;

/** Where each instruction keeps the mint its title names (the source whose rent is withdrawn, for reclaimed rent). */
const mintOf = (parsed: object): string | undefined => {
  const accounts = ('accounts' in parsed ? parsed.accounts : {}) as Record<string, { address: string } | undefined>;
  return (accounts.mint ?? accounts.owned ?? accounts.source)?.address;
};

/** A mint or a burn, checked or not: titled by its amount alone. */
const minted = ({ data }: { data: { amount: bigint } }, read: Reading): Described => ({
  title: proposalTitles.mint(read.amount(data.amount)),
  action: 'mint',
});
const burned = ({ data }: { data: { amount: bigint } }, read: Reading): Described => ({
  title: proposalTitles.burn(read.amount(data.amount)),
  action: 'force-burn',
});

const TITLES: { [K in Titled]: (parsed: ParsedOf<K>, read: Reading) => Described } = {
  [Token2022Instruction.MintTo]: minted,
  [Token2022Instruction.MintToChecked]: minted,
  [Token2022Instruction.FreezeAccount]: (_, read) => ({ title: proposalTitles.freeze(read.symbol), action: 'freeze' }),
  [Token2022Instruction.ThawAccount]: (_, read) => ({ title: proposalTitles.thaw(read.symbol), action: 'thaw' }),
  [Token2022Instruction.SetAuthority]: ({ data }, read) => {
    const role = ROLE_OF[data.authorityType];
    const what = role ? ROLE_NAMES[role] : 'authority';
    return {
      title: isSome(data.newAuthority)
        ? proposalTitles.handOver(what, read.symbol, data.newAuthority.value)
        : proposalTitles.revoke(what, read.symbol),
      action: 'set-authority',
    };
  },
  [Token2022Instruction.SetTransferFee]: ({ data }, read) => ({
    title: proposalTitles.transferFee(read.symbol, data.transferFeeBasisPoints, read.amount(data.maximumFee)),
    action: 'set-transfer-fee',
  }),
  [Token2022Instruction.WithdrawWithheldTokensFromMint]: ({ accounts }, read) => ({
    title: proposalTitles.withdrawFees(read.symbol, 'mint', read.ownerOf(accounts.feeReceiver.address)),
    action: 'withdraw-fees',
  }),
  [Token2022Instruction.WithdrawWithheldTokensFromAccounts]: ({ accounts }, read) => ({
    title: proposalTitles.withdrawFees(read.symbol, 'accounts', read.ownerOf(accounts.feeReceiver.address)),
    action: 'withdraw-fees',
  }),
  [Token2022Instruction.HarvestWithheldTokensToMint]: (_, read) => ({
    title: proposalTitles.harvest(read.symbol),
    action: 'harvest-fees',
  }),
  [Token2022Instruction.UpdateMultiplierScaledUiMint]: (_, read) => ({
    title: proposalTitles.multiplier(read.symbol),
    action: 'update-multiplier',
  }),
  [Token2022Instruction.UpdateRateInterestBearingMint]: ({ data }, read) => ({
    title: proposalTitles.interestRate(read.symbol, data.rate),
    action: 'update-interest-rate',
  }),
  [Token2022Instruction.UpdateDefaultAccountState]: ({ data }, read) => ({
    title: proposalTitles.defaultState(read.symbol, data.state === AccountState.Frozen),
    action: 'update-default-state',
  }),
  [Token2022Instruction.UpdateTransferHook]: ({ data }, read) => ({
    title: proposalTitles.transferHook(read.symbol, isSome(data.programId) ? data.programId.value : null),
    action: 'update-transfer-hook',
  }),
  [Token2022Instruction.Pause]: (_, read) => ({ title: proposalTitles.pause(read.symbol), action: 'pause' }),
  [Token2022Instruction.Resume]: (_, read) => ({ title: proposalTitles.resume(read.symbol), action: 'resume' }),
  [Token2022Instruction.Burn]: burned,
  [Token2022Instruction.BurnChecked]: burned,
  // The amount is the program's to work out: what the source holds above today's minimum.
  [Token2022Instruction.WithdrawExcessLamports]: ({ accounts }) => ({
    title: reclaimTitle(accounts.source.address, accounts.destination.address),
    action: 'reclaim-rent',
  }),
};

const isTitled = (kind: Token2022Instruction): kind is Titled => kind in TITLES;
const isTokenInstruction = (instruction: Instruction) =>
  instruction.programAddress === TOKEN_PROGRAM || instruction.programAddress === TOKEN_2022_PROGRAM;

/** The kind of a token instruction, or null where its program's client does not know its bytes. */
function kindOf(instruction: Instruction): Token2022Instruction | null {
  if (!instruction.data?.length) return null;
  try {
    return identifyToken2022Instruction(instruction.data);
  } catch {
    return null;
  }
}

/** One token instruction in words, from its own bytes; null where it is not one a title is kept for. */
export function describeInstruction(
  instruction: Instruction,
  labels: ReadonlyMap<string, MintLabel>,
  ownerOf: (account: string) => string | undefined = () => undefined,
): Described | null {
  const kind = kindOf(instruction);
  if (kind === null || !isTitled(kind) || !isTokenInstruction(instruction)) return null;
  let parsed: ParsedToken2022Instruction;
  try {
    parsed = parseToken2022Instruction(
      instruction as Parameters<typeof parseToken2022Instruction>[0],
    ) as ParsedToken2022Instruction;
  } catch {
    return null; // too few accounts for its kind: the program would refuse it, and so does the title
  }
  const mint = mintOf(parsed);
  const label = mint ? labels.get(mint) : undefined;
  const symbol = label?.symbol || (mint ? shortenAddress(mint) : 'the token');
  const reading: Reading = {
    symbol,
    amount: (baseUnits) =>
      label ? `${formatAmount(baseUnits, label.decimals)} ${symbol}` : `${baseUnits} base units of ${symbol}`,
    ownerOf: (account) => ownerOf(account) ?? account,
  };
  return (TITLES[kind] as (parsed: ParsedToken2022Instruction, read: Reading) => Described)(parsed, reading);
}

/**
 * What a proposal's transaction does, in words, read from its own action's bytes (never from text a link
 * could carry), and the action kind its failures are worded for. The action is its one token instruction that
 * takes an authority; a harvest ahead of a withdrawal is part of the withdrawal.
 */
export function describeInstructions(
  instructions: readonly Instruction[],
  labels: ReadonlyMap<string, MintLabel>,
  ownerOf?: (account: string) => string | undefined,
): Described {
  const tokens = instructions.filter(isTokenInstruction);
  const action = tokens.find((each) => kindOf(each) !== Token2022Instruction.HarvestWithheldTokensToMint) ?? tokens[0];
  const described = action && describeInstruction(action, labels, ownerOf);
  if (described) return described;
  const mint = action?.accounts?.[0]?.address;
  const symbol = (mint && labels.get(mint)?.symbol) || (mint ? shortenAddress(mint) : 'the token');
  return action
    ? { title: proposalTitles.unknown(symbol), action: 'propose' }
    : { title: 'A transaction this app does not name', action: 'propose' };
}
