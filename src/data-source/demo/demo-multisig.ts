import { formatAmount } from '@/shared/lib/amount';
import { AppError } from '@/shared/lib/app-error';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { changesBetween, proposalTitles, ROLE_NAMES } from '../action-wording';
import { proposalRefusals } from '../proposal-rules';
import { reclaimTitle } from '../reclaim-wording';
import { demoTraits } from './demo-mints';
import type { PlannedAction, ProposableAction } from '../contract';
import type { MultisigAccount, ProposalStatus, ProposalStep } from '@/entities/multisig/model';
import { CUT_SHORT, decodeProposalLink, encodeProposalLink, networkName } from '../proposal-link';
import type { DemoActionModule } from './demo-action-module';
import type { DemoChain, DemoProposal } from './demo-chain';

/** A Demo proposal's link: its id and who has signed, as the fragment a real one is. */
export const demoProposalLink = (id: string, signed: Iterable<string>) =>
  encodeProposalLink({
    network: 'demo',
    genesisHash: 'demo',
    wire: new TextEncoder().encode(JSON.stringify({ id, signed: [...signed] })),
  });

/** A Demo link read back: Demo's own, whole, every signature it claims one this session saw. */
export function openDemoProposal(chain: DemoChain, link: string): { id: string; proposal: DemoProposal } {
  const data = decodeProposalLink(link);
  if (data.genesisHash !== 'demo') {
    throw proposalRefusals.otherCluster(networkName(data.network), data.genesisHash, 'Demo');
  }
  let claimed: { id?: unknown; signed?: unknown };
  try {
    claimed = JSON.parse(new TextDecoder().decode(data.wire)) as typeof claimed;
  } catch {
    throw new AppError('invalid', CUT_SHORT);
  }
  if (typeof claimed.id !== 'string' || !Array.isArray(claimed.signed)) throw new AppError('invalid', CUT_SHORT);
  const proposal = chain.proposals.get(claimed.id);
  if (!proposal) {
    throw new AppError(
      'invalid',
      'This proposal is not in this Demo session: Demo keeps what you make only until the page is reloaded.',
    );
  }
  if (claimed.signed.some((signer) => typeof signer !== 'string' || !proposal.signed.has(signer))) {
    throw proposalRefusals.tampered();
  }
  return { id: claimed.id, proposal };
}

/** Whether a Demo proposal may still land, as a cluster tells it from its nonce. */
export function demoStatusOf(chain: DemoChain, proposal: DemoProposal): ProposalStatus {
  if (proposal.landed) return 'landed';
  if (chain.nonces.get(proposal.nonce)?.nonce === proposal.nonceValue) return 'open';
  return proposal.withdrawn ? 'withdrawn' : 'advanced';
}

export function demoMultisig(chain: DemoChain, address: string): MultisigAccount {
  const multisig = chain.multisigs.get(address);
  if (!multisig) throw new AppError('invalid', `There is no token multisig at ${address} on Demo.`);
  return multisig;
}

type Titled = Exclude<ProposableAction, { kind: 'reclaim-rent' }>;
type TitleOf<K extends Titled['kind']> = (
  action: Extract<Titled, { kind: K }>,
  symbol: string,
  amount: (baseUnits: bigint) => string,
) => string;

/** Every proposable action's title: a kind without one does not compile. */
const DEMO_TITLES: { [K in Titled['kind']]: TitleOf<K> } = {
  mint: (action, _, amount) => proposalTitles.mint(amount(action.amount)),
  burn: (action, _, amount) => proposalTitles.burn(amount(action.amount)),
  freeze: (_, symbol) => proposalTitles.freeze(symbol),
  thaw: (_, symbol) => proposalTitles.thaw(symbol),
  'set-authority': (action, symbol) =>
    action.newAuthority
      ? proposalTitles.handOver(ROLE_NAMES[action.role], symbol, action.newAuthority)
      : proposalTitles.revoke(ROLE_NAMES[action.role], symbol),
  'set-transfer-fee': (action, symbol, amount) =>
    proposalTitles.transferFee(symbol, action.basisPoints, amount(action.maximumFee)),
  // Demo's withdrawal takes the mint's withheld fees, harvested first, as the Solana source's does.
  'withdraw-fees': (action, symbol) => proposalTitles.withdrawFees(symbol, 'mint', action.destination ?? ''),
  'update-multiplier': (_, symbol) => proposalTitles.multiplier(symbol),
  'update-interest-rate': (action, symbol) => proposalTitles.interestRate(symbol, action.rate),
  'update-default-state': (action, symbol) => proposalTitles.defaultState(symbol, action.frozen),
  'update-transfer-hook': (action, symbol) => proposalTitles.transferHook(symbol, action.program),
  pause: (_, symbol) => proposalTitles.pause(symbol),
  resume: (_, symbol) => proposalTitles.resume(symbol),
  // Refused before it is proposed (a multisig cannot sign metadata): named for what it would be.
  'update-metadata': (_, symbol) => proposalTitles.unknown(symbol),
};

/** What a proposal does, in the words the Solana source reads from its transaction. */
export function demoProposalTitle(chain: DemoChain, action: ProposableAction): string {
  if (action.kind === 'reclaim-rent') return reclaimTitle(action.accounts[0] ?? '', action.destination ?? '');
  const token = chain.holdingsOf(action.mint)[0]?.token;
  const symbol = token?.symbol ?? action.mint;
  const amount = (baseUnits: bigint) => `${formatAmount(baseUnits, token?.decimals ?? 0)} ${symbol}`;
  return (DEMO_TITLES[action.kind] as TitleOf<Titled['kind']>)(action, symbol, amount);
}

/**
 * A Demo proposal instruction by instruction, as the Solana source reads a transaction: the nonce it uses
 * once, then its action on the token (or the account whose rent it withdraws) through the multisig.
 */
export function demoProposalSteps(chain: DemoChain, proposal: DemoProposal, title: string): ProposalStep[] {
  const { action, multisig, proposer } = proposal;
  const target = action.kind === 'reclaim-rent' ? (action.accounts[0] ?? '') : action.mint;
  const symbol = action.kind === 'reclaim-rent' ? undefined : chain.holdingsOf(action.mint)[0]?.token.symbol;
  return [
    {
      what: 'Uses its nonce once: after this lands, no copy of the link can land again',
      accounts: [
        { role: 'nonce account', address: proposal.nonce, whose: 'the proposer’s', written: true },
        { role: 'nonce authority', address: proposer, whose: 'the proposer’s', written: false },
      ],
    },
    {
      what: title,
      accounts: [
        {
          role: action.kind === 'reclaim-rent' ? 'source' : 'mint',
          address: target,
          whose: symbol ? `the token ${symbol}` : null,
          written: true,
        },
        { role: 'authority', address: multisig, whose: 'the multisig', written: false },
      ],
    },
  ];
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
