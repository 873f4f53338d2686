import { PreviewTable } from '@/widgets/preview-table';
import { multisigSize } from '@/widgets/multisig-view';
import { useDataSource } from '@/data-hooks/use-data-source';
import { explorerAddressUrl } from '@/entities/cluster/explorer';
import { neutralizeText } from '@/shared/lib/untrusted-text';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { ExternalIconLink } from '@/shared/ui/external-link';
import { GroupedAddress } from '@/shared/ui/grouped-address';
import { ProposalActions, type ProposalRead } from './proposal-actions';
import { ProposalSigners } from './proposal-signers';
import { ProposalSteps } from './proposal-steps';
import { ProposalStatus } from './proposal-status';
import { ShareProposal } from './share-proposal';

/** A proposal as read from its link: what it does, through which multisig, who signed, and what it would change. */
export function ProposalDetails(read: ProposalRead) {
  const { link, proposal } = read;
  const { cluster } = useDataSource();
  const { multisig } = proposal;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="text-xl [overflow-wrap:anywhere]" data-testid="proposal-title">
              {neutralizeText(proposal.title)}
            </CardTitle>
            <ProposalStatus proposal={proposal} />
          </CardHeader>
          <CardContent className="flex flex-col gap-4 text-sm">
            <div className="flex flex-col gap-1">
              <p className="font-medium" data-testid="proposal-multisig">
                {multisigSize(multisig)}
              </p>
              <div className="flex items-start gap-1">
                <GroupedAddress address={multisig.address} className="text-xs" />
                <ExternalIconLink
                  href={explorerAddressUrl(cluster, multisig.address)}
                  label="View the multisig on the explorer"
                />
              </div>
            </div>
            <ProposalSigners proposal={proposal} />
            {proposal.refusal && (
              <Alert variant="destructive" data-testid="proposal-refusal">
                <AlertTitle>Do not sign this proposal</AlertTitle>
                <AlertDescription className="[overflow-wrap:anywhere]">{proposal.refusal}</AlertDescription>
              </Alert>
            )}
            <ProposalSteps steps={proposal.steps} />
            {proposal.status === 'open' &&
              (proposal.preview ? (
                <PreviewTable preview={proposal.preview} />
              ) : (
                proposal.failure && (
                  <Alert variant="warning" data-testid="proposal-failure">
                    <AlertTitle>It would fail if submitted now</AlertTitle>
                    <AlertDescription>{proposal.failure}</AlertDescription>
                  </Alert>
                )
              ))}
          </CardContent>
        </Card>
        {/* Another proposal opened in this page starts clean: what was said of the last one is not this one's. */}
        <ProposalActions key={proposal.signature} {...read} />
      </div>
      <ShareProposal link={link} proposal={proposal} />
    </div>
  );
}
