import type { ProposalView } from '@/entities/multisig/model';
import { useDataSource } from '@/data-hooks/use-data-source';
import { explorerTxUrl } from '@/entities/cluster/explorer';
import { cn } from '@/shared/lib/cn';
import { Badge } from '@/shared/ui/badge';
import { ExternalLink } from '@/shared/ui/external-link';

const STATUS: Record<ProposalView['status'], { label: string; className: string }> = {
  open: { label: 'Open', className: 'border-blue-500/40 text-blue-700 dark:text-blue-300' },
  landed: { label: 'Submitted', className: 'border-green-600/40 text-green-700 dark:text-green-300' },
  withdrawn: { label: 'Withdrawn', className: 'border-destructive/40 text-destructive' },
  advanced: { label: 'No longer valid', className: 'border-destructive/40 text-destructive' },
};

/** Whether the proposal may still land, landed (with its transaction), or can no longer. */
export function ProposalStatus({ proposal }: { proposal: ProposalView }) {
  const { cluster } = useDataSource();
  const status = STATUS[proposal.status];
  return (
    <div className="flex flex-col items-start gap-1 text-sm" data-testid="proposal-status">
      <Badge className={cn(status.className)}>{status.label}</Badge>
      {proposal.status === 'landed' && (
        <span className="flex flex-col gap-0.5">
          <span className="font-mono text-xs [overflow-wrap:anywhere]">{proposal.signature}</span>
          <ExternalLink href={explorerTxUrl(cluster, proposal.signature)}>
            View the transaction on explorer
          </ExternalLink>
        </span>
      )}
      {proposal.status === 'withdrawn' && (
        <span className="text-muted-foreground">
          Its proposer took it back by advancing its nonce: it can no longer be signed or submitted.
        </span>
      )}
      {proposal.status === 'advanced' && (
        <span className="text-muted-foreground">
          Its nonce moved on without it (it was submitted elsewhere, or replaced): it can never land now.
        </span>
      )}
    </div>
  );
}
