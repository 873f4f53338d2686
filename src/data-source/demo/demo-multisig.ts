import { firstMultisigIssue } from '@/entities/multisig/lib/multisig-rules';
import { formatAmount } from '@/shared/lib/amount';
import { AppError } from '@/shared/lib/app-error';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { changesBetween, proposalTitles, ROLE_NAMES } from '../action-wording';
import { chooseSigners, innerAction, proposalRefusals, refuseUnproposable } from '../proposal-rules';
import { demoTraits } from './demo-mints';
import type { ChainAction, ChainActionOf, MultisigAccount, ProposableAction } from '../contract';
import { rentExemptLamports } from '../fee-rules';
import { encodeProposalLink } from '../proposal-link';
import type { DemoActionModule } from './demo-action-module';
import { randomAddress, type DemoChain } from './demo-chain';
import { demoNetworkFee } from './demo-fees';

const MULTISIG_BYTES = 355;
const NONCE_BYTES = 80;

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

type ModuleOf = (action: ChainAction) => DemoActionModule<ChainAction>;

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

/** Demo's create-multisig, create-nonce and propose, as the chain would refuse or carry them out. */
export function demoMultisigModules(moduleOf: ModuleOf) {
  const createMultisig: DemoActionModule<ChainActionOf<'create-multisig'>> = {
    preview(_chain, _owner, input) {
      const issue = firstMultisigIssue(input.signers, input.threshold);
      if (issue) throw new AppError('invalid', issue);
      return { networkFee: demoNetworkFee(2), rentLamports: rentExemptLamports(MULTISIG_BYTES) };
    },
    prepare(chain, owner, input) {
      const issue = firstMultisigIssue(input.signers, input.threshold);
      if (issue) throw new AppError('invalid', issue);
      return (signature) => {
        const address = randomAddress();
        const signers = input.signers.map((signer) => signer.trim());
        chain.multisigs.set(address, { address, program: input.program, threshold: input.threshold, signers });
        chain.registerAccount(address);
        const entry = { type: 'multisig', amount: null, decimals: null, from: owner, to: address } as const;
        for (const signer of signers) if (signer !== owner) chain.record(signer, entry, signature);
        chain.record(owner, entry, signature);
        return { signature, address };
      };
    },
  };

  const createNonce: DemoActionModule<ChainActionOf<'create-nonce'>> = {
    preview: () => ({ networkFee: demoNetworkFee(2), rentLamports: rentExemptLamports(NONCE_BYTES) }),
    prepare(chain, owner) {
      return (signature) => {
        const address = randomAddress();
        chain.nonces.set(address, { address, authority: owner, nonce: randomAddress() });
        chain.registerAccount(address);
        chain.record(owner, { type: 'nonce', amount: null, decimals: null, from: owner, to: address }, signature);
        return { signature, address };
      };
    },
  };

  /** The proposal checked as the Solana source checks it; the action previewed with the multisig as its authority. */
  const plan = (chain: DemoChain, owner: string, input: ChainActionOf<'propose'>) => {
    refuseUnproposable(input.action);
    const multisig = demoMultisig(chain, input.multisig);
    const signers = chooseSigners(multisig, owner, input.signers);
    const nonce = chain.nonces.get(input.nonce);
    if (!nonce) throw new AppError('invalid', `${input.nonce} is not a nonce account.`);
    if (nonce.authority !== owner) throw proposalRefusals.foreignNonce(input.nonce);
    const action = innerAction(input.action, owner);
    refuseOtherProgram(chain, multisig.address, action.mint);
    return { multisig, signers, nonce, action, cost: proposalCost(chain, moduleOf, multisig.address, action) };
  };

  const propose: DemoActionModule<ChainActionOf<'propose'>> = {
    preview(chain, owner, input) {
      const { signers, cost } = plan(chain, owner, input);
      // The proposer signs as fee payer too; a signer who is the proposer signs once.
      return { ...cost, networkFee: demoNetworkFee(new Set([owner, ...signers]).size) };
    },
    prepare(chain, owner, input) {
      const { multisig, signers, nonce, action } = plan(chain, owner, input);
      return (signature) => {
        const signed = new Set([owner].filter((each) => signers.includes(each)));
        chain.proposals.set(signature, {
          action,
          multisig: multisig.address,
          proposer: owner,
          signers,
          signed,
          nonce: nonce.address,
          nonceValue: nonce.nonce,
          landed: false,
        });
        return { signature, link: demoProposalLink(signature, signed) };
      };
    },
  };

  return { 'create-multisig': createMultisig, 'create-nonce': createNonce, propose };
}
