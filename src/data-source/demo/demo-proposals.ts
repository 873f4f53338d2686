import { AppError } from '@/shared/lib/app-error';
import type { ActionOptions, ActionResult, DataSource, WalletSigner } from '../contract';
import type { ProposalView } from '@/entities/multisig/model';
import { CUT_SHORT, decodeProposalLink, networkName } from '../proposal-link';
import { proposalRefusals, refuseClosed } from '../proposal-rules';
import { moduleOf } from './actions';
import { randomAddress, sleep, type DemoChain, type DemoProposal, type DemoTiming } from './demo-chain';
import { demoNetworkFee } from './demo-fees';
import { demoMultisig, demoProposalLink, demoProposalTitle, proposalCost } from './demo-multisig';

type DemoProposals = Pick<DataSource, 'getMultisigs' | 'getMultisig' | 'getNonceAccounts' | 'readProposal'> & {
  /** The wallet signs its part; resolves with the link grown by its signature. */
  sign(signer: WalletSigner, link: string, options?: ActionOptions): Promise<string>;
  /** The fully signed proposal lands, once. */
  submit(link: string, options?: ActionOptions): Promise<ActionResult>;
};

/** Demo's multisigs and proposals: the same checks and words as on a cluster, kept for this session. */
export function demoProposals(chain: DemoChain, timing: DemoTiming): DemoProposals {
  const pause = () => sleep(timing.loadMs / 3);

  /** The link read back: Demo's own, whole, every signature it claims one this session saw. */
  function open(link: string): { id: string; proposal: DemoProposal } {
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

  const statusOf = (proposal: DemoProposal): ProposalView['status'] =>
    proposal.landed ? 'landed' : chain.nonces.get(proposal.nonce)?.nonce === proposal.nonceValue ? 'open' : 'advanced';

  /** Every key that signs: the proposer (fee payer and nonce authority) first, then the multisig's chosen signers. */
  const requiredOf = (proposal: DemoProposal) => [...new Set([proposal.proposer, ...proposal.signers])];
  const signedBy = (proposal: DemoProposal, address: string) =>
    address === proposal.proposer || proposal.signed.has(address);

  return {
    async getMultisigs(owner) {
      await pause();
      return [...chain.multisigs.values()]
        .map((multisig) => ({
          ...multisig,
          createdHere: chain
            .walletOf(owner)
            .transactions.some((t) => t.type === 'multisig' && t.to === multisig.address && t.from === owner),
        }))
        .filter((multisig) => multisig.createdHere || multisig.signers.includes(owner));
    },
    async getMultisig(address) {
      await pause();
      return demoMultisig(chain, address);
    },
    async getNonceAccounts(owner) {
      await pause();
      return [...chain.nonces.values()].filter((nonce) => nonce.authority === owner);
    },
    async readProposal(link) {
      await pause();
      const { id, proposal } = open(link);
      const status = statusOf(proposal);
      let preview: ProposalView['preview'] = null;
      let failure: string | null = null;
      if (status === 'open') {
        try {
          const cost = proposalCost(chain, moduleOf, proposal.multisig, proposal.action);
          const networkFee = demoNetworkFee(requiredOf(proposal).length);
          preview = {
            changes: cost.changes ?? [],
            feeLamports: networkFee.total,
            networkFee,
            transactions: 1,
            rentLamports: cost.rentLamports ?? 0n,
          };
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
        }
      }
      return {
        title: demoProposalTitle(chain, proposal.action),
        multisig: demoMultisig(chain, proposal.multisig),
        proposer: proposal.proposer,
        signers: requiredOf(proposal).map((address) => ({ address, signed: signedBy(proposal, address) })),
        status,
        // Demo's proposals are made by Demo itself: every one is an action it names.
        refusal: null,
        signature: id,
        preview,
        failure,
        squadsMessage: null,
      };
    },
    async sign(signer, link, { onStage } = {}) {
      onStage?.('building');
      await pause();
      const { id, proposal } = open(link);
      refuseClosed(statusOf(proposal), id);
      const required = requiredOf(proposal);
      if (!required.includes(signer.address)) throw proposalRefusals.notASigner(signer.address, required);
      if (signedBy(proposal, signer.address))
        throw new AppError('invalid', 'This wallet has already signed this proposal.');
      onStage?.('signing');
      await pause();
      proposal.signed.add(signer.address);
      return demoProposalLink(id, proposal.signed);
    },
    async submit(link, { onStage } = {}) {
      onStage?.('building');
      await pause();
      const { id, proposal } = open(link);
      refuseClosed(statusOf(proposal), id);
      const missing = requiredOf(proposal).filter((address) => !signedBy(proposal, address));
      if (missing.length) throw proposalRefusals.missing(missing, requiredOf(proposal).length);
      onStage?.('simulating');
      const module = moduleOf(proposal.action);
      const cost = module.preview(chain, proposal.multisig, proposal.action);
      const land = module.prepare(chain, proposal.multisig, proposal.action);
      const payer = chain.walletOf(proposal.proposer);
      const lamports = demoNetworkFee(requiredOf(proposal).length).total + (cost.rentLamports ?? 0n);
      if (payer.lamports < lamports)
        throw new AppError(
          'simulation-failed',
          'Insufficient SOL for this transaction (fee and rent for new accounts).',
        );
      for (const stage of ['sending', 'confirming'] as const) {
        onStage?.(stage);
        await sleep(timing.actionMs / 5);
      }
      land(id);
      payer.lamports -= lamports;
      proposal.landed = true;
      chain.nonces.get(proposal.nonce)!.nonce = randomAddress();
      // The multisig's line, in each signer's history, named by the multisig it went through.
      const entry = chain.walletOf(proposal.multisig).transactions.find((each) => each.signature === id);
      for (const signer of requiredOf(proposal)) {
        const history = chain.walletOf(signer).transactions;
        const kept = history.filter((each) => each.signature !== id);
        if (entry) history.splice(0, history.length, { ...entry, multisig: proposal.multisig }, ...kept);
      }
      return { signature: id };
    },
  };
}
