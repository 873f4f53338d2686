import { useLocation } from '@/shared/lib/router';
import { useProposal } from '@/data-hooks/use-proposal';
import { useWallet } from '@/entities/wallet/use-wallet';
import { isAppError } from '@/shared/lib/app-error';
import { reasonOf } from '@/shared/lib/describe-error';
import { Button } from '@/shared/ui/button';
import { Card, CardContent } from '@/shared/ui/card';
import { LoadingLine } from '@/shared/ui/loading-line';
import { PageLayout } from '@/shared/ui/page-layout';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { linkFromHash } from '../lib/proposal-link';
import { ProposalDetails } from './proposal-details';

export default function ProposalPage() {
  const link = linkFromHash(useLocation().hash);
  return (
    <PageLayout {...PAGE_HEADINGS.proposal}>
      {link ? (
        <ProposalReader link={link} />
      ) : (
        <Message text="This page opens a proposal from its link, and this address carries none." />
      )}
    </PageLayout>
  );
}

function ProposalReader({ link }: { link: string }) {
  // The connected wallet's own accounts are shown first in what the proposal would change.
  const { address } = useWallet();
  const proposal = useProposal(link, address ?? undefined);
  if (proposal.isPending) return <LoadingLine>Reading the proposal…</LoadingLine>;
  if (proposal.isError) {
    return (
      <Message
        text={`This proposal could not be opened. ${reasonOf(proposal.error)}`}
        // A link refused in words will not get better; a read that failed on the way may.
        onRetry={isAppError(proposal.error, 'invalid') ? undefined : () => void proposal.refetch()}
      />
    );
  }
  return (
    <ProposalDetails
      link={link}
      proposal={proposal.data}
      stale={proposal.isPlaceholderData}
      onReread={() => void proposal.refetch()}
      rereading={proposal.isFetching}
    />
  );
}

function Message({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Card className="max-w-3xl">
      <CardContent className="flex flex-col items-start gap-2 pt-6">
        <p className="font-medium [overflow-wrap:anywhere]" role="alert">
          {text}
        </p>
        <p className="text-sm text-muted-foreground">
          Ask whoever proposed it for the whole link, and open it on the cluster it was made on.
        </p>
        {onRetry && (
          <Button variant="link" onClick={onRetry}>
            Retry
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
