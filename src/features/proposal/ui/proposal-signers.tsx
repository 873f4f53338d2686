import type { ProposalView } from '@/entities/multisig/model';
import { SignerAddress } from '@/widgets/multisig-view';
import { useWallet } from '@/entities/wallet/use-wallet';
import { Check, Circle } from 'lucide-react';

/** Every key the transaction needs, in its order, each signed or not; the proposer pays the fee. */
export function ProposalSigners({ proposal }: { proposal: ProposalView }) {
  const { address } = useWallet();
  const signed = proposal.signers.filter((each) => each.signed).length;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium">
        Signatures: {signed} of {proposal.signers.length}
      </p>
      <ul className="flex flex-col gap-2" data-testid="proposal-signers">
        {proposal.signers.map((each) => (
          <li key={each.address} className="flex flex-col gap-0.5 rounded-lg border p-2">
            <SignerAddress address={each.address} owner={address} />
            <span className="flex items-center gap-1 text-xs">
              {each.signed ? (
                <>
                  <Check className="size-3.5 text-green-600" aria-hidden /> Signed
                </>
              ) : (
                <>
                  <Circle className="size-3.5 text-muted-foreground" aria-hidden /> Not signed
                </>
              )}
              {each.address === proposal.proposer && (
                <span className="text-muted-foreground"> · Proposer (pays the fee)</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
