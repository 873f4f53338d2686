import { AppError } from '@/shared/lib/app-error';
import type { ChainActionOf } from '../../contract';
import { chooseSigners, innerAction, proposalRefusals, refuseUnproposable } from '../../proposal-rules';
import type { DemoActionModule } from '../demo-action-module';
import type { DemoChain } from '../demo-chain';
import { demoNetworkFee } from '../demo-fees';
import { demoMultisig, demoProposalLink, proposalCost, refuseOtherProgram, type ModuleOf } from '../demo-multisig';

/**
 * Demo's propose: the proposal checked as the Solana source checks it, the action it carries previewed
 * through the registry (`moduleOf`) with the multisig as its authority.
 */
export function proposeModule(moduleOf: ModuleOf): DemoActionModule<ChainActionOf<'propose'>> {
  /** The proposal checked as the Solana source checks it; the action previewed with the multisig as its authority. */
  const plan = (chain: DemoChain, owner: string, input: ChainActionOf<'propose'>) => {
    refuseUnproposable(input.action);
    const multisig = demoMultisig(chain, input.multisig);
    const signers = chooseSigners(multisig, owner, input.signers);
    const nonce = chain.nonces.get(input.nonce);
    if (!nonce) throw new AppError('invalid', `${input.nonce} is not a nonce account.`);
    if (nonce.authority !== owner) throw proposalRefusals.foreignNonce(input.nonce);
    const action = innerAction(input.action, owner);
    if (action.kind !== 'reclaim-rent') refuseOtherProgram(chain, multisig.address, action.mint);
    return { multisig, signers, nonce, action, cost: proposalCost(chain, moduleOf, multisig.address, action) };
  };

  return {
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
}
