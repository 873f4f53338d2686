import { AppError } from '@/shared/lib/app-error';
import type { ActionOptions, ActionResult, DataSource, WalletSigner } from '../contract';
import type { ProposalView } from '@/entities/multisig/model';
import { failingRefusal, proposalRefusals, refuseChangedEffects, refuseClosed } from '../proposal-rules';
import type { StateChange } from '@/entities/action/model';
import { moduleOf } from './actions';
import { randomAddress, sleep, type DemoChain, type DemoProposal, type DemoTiming } from './demo-chain';
import { demoNetworkFee } from './demo-fees';
import {
  demoMultisig,
  demoProposalLink,
  demoProposalSteps,
  demoProposalTitle,
  demoStatusOf,
  openDemoProposal,
  proposalCost,
} from './demo-multisig';

type DemoProposals = Pick<DataSource, 'getMultisigs' | 'getMultisig' | 'getNonceAccounts' | 'readProposal'> & {
  /** The wallet signs its part; resolves with the link grown by its signature. */
  sign(
    signer: WalletSigner,
    action: { link: string; shown: readonly StateChange[] },
    options?: ActionOptions,
  ): Promise<string>;
  /** The fully signed proposal lands, once. */
  submit(link: string, options?: ActionOptions): Promise<ActionResult>;
};

/** Demo's multisigs and proposals: the same checks and words as on a cluster, kept for this session. */
export function demoProposals(chain: DemoChain, timing: DemoTiming): DemoProposals {
  const pause = () => sleep(timing.loadMs / 3);

  const open = (link: string) => openDemoProposal(chain, link);

  const statusOf = (proposal: DemoProposal) => demoStatusOf(chain, proposal);

  /** Every key that signs: the proposer (fee payer and nonce authority) first, then the multisig's chosen signers. */
  const requiredOf = (proposal: DemoProposal) => [...new Set([proposal.proposer, ...proposal.signers])];
  const signedBy = (proposal: DemoProposal, address: string) =>
    address === proposal.proposer || proposal.signed.has(address);

  /** What the proposal would change now, or why it would fail: Demo's simulation. */
  function simulated(proposal: DemoProposal): Pick<ProposalView, 'preview' | 'failure'> {
    try {
      const cost = proposalCost(chain, moduleOf, proposal.multisig, proposal.action);
      const networkFee = demoNetworkFee(requiredOf(proposal).length);
      return {
        preview: {
          changes: cost.changes ?? [],
          feeLamports: networkFee.total,
          networkFee,
          transactions: 1,
          rentLamports: cost.rentLamports ?? 0n,
        },
        failure: null,
      };
    } catch (error) {
      return { preview: null, failure: error instanceof Error ? error.message : String(error) };
    }
  }

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
      const { preview, failure } = status === 'open' ? simulated(proposal) : { preview: null, failure: null };
      const title = demoProposalTitle(chain, proposal.action);
      return {
        title,
        multisig: demoMultisig(chain, proposal.multisig),
        proposer: proposal.proposer,
        signers: requiredOf(proposal).map((address) => ({ address, signed: signedBy(proposal, address) })),
        status,
        // Demo's proposals are made by Demo itself: every one is an action it names.
        refusal: null,
        steps: demoProposalSteps(chain, proposal, title),
        signature: id,
        preview,
        failure,
        squadsMessage: null,
      };
    },
    async sign(signer, { link, shown }, { onStage } = {}) {
      onStage?.('building');
      await pause();
      const { id, proposal } = open(link);
      refuseClosed(statusOf(proposal), id);
      const required = requiredOf(proposal);
      if (!required.includes(signer.address)) throw proposalRefusals.notASigner(signer.address, required);
      if (signedBy(proposal, signer.address))
        throw new AppError('invalid', 'This wallet has already signed this proposal.');
      // As on a cluster: what the signature approves is simulated again, and must be what the signer read.
      onStage?.('simulating');
      const { preview, failure } = simulated(proposal);
      if (failure !== null || !preview) throw failingRefusal(failure ?? '');
      refuseChangedEffects(shown, preview.changes);
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
