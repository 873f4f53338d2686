import type { ChainActionOf } from '../../contract';
import { proposalRefusals, refuseClosed } from '../../proposal-rules';
import type { DemoActionModule } from '../demo-action-module';
import { randomAddress, type DemoChain } from '../demo-chain';
import { demoNetworkFee } from '../demo-fees';
import { demoStatusOf, openDemoProposal } from '../demo-multisig';

/** The proposal, still open, and its proposer the one taking it back: as the Solana source refuses. */
function openToWithdraw(chain: DemoChain, owner: string, link: string) {
  const { id, proposal } = openDemoProposal(chain, link);
  const nonce = chain.nonces.get(proposal.nonce);
  refuseClosed(demoStatusOf(chain, proposal), id);
  if (nonce?.authority !== owner) throw proposalRefusals.notProposer(proposal.proposer);
  return { proposal, nonce };
}

/** Its nonce advanced: every open proposal on that nonce value is withdrawn, as on a cluster. */
export const withdrawProposal: DemoActionModule<ChainActionOf<'withdraw-proposal'>> = {
  preview(chain, owner, input) {
    openToWithdraw(chain, owner, input.link);
    return { networkFee: demoNetworkFee(1), rentLamports: 0n };
  },
  prepare(chain, owner, input) {
    const { proposal, nonce } = openToWithdraw(chain, owner, input.link);
    return (signature) => {
      for (const each of chain.proposals.values()) {
        if (each.nonce === proposal.nonce && each.nonceValue === nonce.nonce && !each.landed) each.withdrawn = true;
      }
      nonce.nonce = randomAddress();
      // The line a cluster's history shows for a nonce advanced alone (its memo aside).
      const entry = { type: 'nonce-advance', amount: null, decimals: null, from: owner, to: nonce.address } as const;
      return chain.record(owner, entry, signature);
    };
  },
};
