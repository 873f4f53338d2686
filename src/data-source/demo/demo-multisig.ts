import { formatAmount } from '@/shared/lib/amount';
import { AppError } from '@/shared/lib/app-error';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { changesBetween, proposalTitles, ROLE_NAMES } from '../action-wording';
import { proposalRefusals } from '../proposal-rules';
import { reclaimTitle } from '../reclaim-wording';
import { demoTraits } from './demo-mints';
import type { PlannedAction, ProposableAction } from '../contract';
import type { MultisigAccount } from '@/entities/multisig/model';
import { encodeProposalLink } from '../proposal-link';
import type { DemoActionModule } from './demo-action-module';
import type { DemoChain } from './demo-chain';

/** A Demo proposal's link: its id and who has signed, as the fragment a real one is. */
export const demoProposalLink = (id: string, signed: Iterable<string>) =>
  encodeProposalLink({
    network: 'demo',
    genesisHash: 'demo',
    wire: new TextEncoder().encode(JSON.stringify({ id, signed: [...signed] })),
  });

export function demoMultisig(chain: DemoChain, address: string): MultisigAccount {
  const multisig = chain.multisigs.get(address);
  if (!multisig) throw new AppError('invalid', `There is no token multisig at ${address} on Demo.`);
  return multisig;
}

/** What a proposal does, in the words the Solana source reads from its transaction. */
export function demoProposalTitle(chain: DemoChain, action: ProposableAction): string {
  if (action.kind === 'reclaim-rent') return reclaimTitle(action.accounts[0] ?? '', action.destination ?? '');
  const token = chain.holdingsOf(action.mint)[0]?.token;
  const symbol = token?.symbol ?? action.mint;
  switch (action.kind) {
    case 'mint':
      return proposalTitles.mint(`${formatAmount(action.amount, token?.decimals ?? 0)} ${symbol}`);
    case 'freeze':
    case 'thaw':
      return proposalTitles[action.kind](symbol);
    case 'set-authority':
      return action.newAuthority
        ? proposalTitles.handOver(ROLE_NAMES[action.role], symbol, action.newAuthority)
        : proposalTitles.revoke(ROLE_NAMES[action.role], symbol);
    case 'set-transfer-fee':
      return proposalTitles.transferFee(symbol);
    case 'update-multiplier':
      return proposalTitles.multiplier(symbol);
    case 'update-interest-rate':
      return proposalTitles.interestRate(symbol, action.rate);
    case 'update-default-state':
      return proposalTitles.defaultState(symbol, action.frozen);
    case 'pause':
    case 'resume':
      return proposalTitles[action.kind](symbol);
    default:
      return proposalTitles.unknown(symbol);
  }
}

/** A multisig of one token program can never sign for a token of the other: refused, as on chain. */
export function refuseOtherProgram(chain: DemoChain, multisigAddress: string, mint: string) {
  const multisig = chain.multisigs.get(multisigAddress);
  const program = chain.holdingsOf(mint)[0]?.token.program;
  if (multisig && program && multisig.program !== program)
    throw proposalRefusals.otherProgram(multisig.program, program);
}

export type ModuleOf = (action: PlannedAction) => DemoActionModule<PlannedAction>;

/**
 * What a proposal changes and costs, the action previewed with the multisig as its authority; co-signers
 * decide on what it changes, so a mint says its supply before and after too.
 */
export function proposalCost(chain: DemoChain, moduleOf: ModuleOf, multisig: string, action: ProposableAction) {
  const cost = moduleOf(action).preview(chain, multisig, action);
  if (action.kind !== 'mint') return cost;
  const holdings = chain.holdingsOf(action.mint);
  const token = holdings[0]!.token;
  const scaled = { decimals: token.decimals, scale: demoTraits(chain.mintStateOf(action.mint)).scale };
  const supply = holdings.reduce((sum, each) => sum + each.token.balance, 0n);
  const fact = (amount: bigint) => new Map([['Supply', shownAmount(amount, scaled)]]);
  return {
    ...cost,
    changes: [...changesBetween(fact(supply), fact(supply + action.amount), ''), ...(cost.changes ?? [])],
  };
}
