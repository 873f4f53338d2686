import { CheckCircle2 } from 'lucide-react';
import { explorerTxUrl } from '@/entities/cluster/explorer';
import type { Cluster } from '@/entities/cluster/model';
import { describePaid, type PaidFee } from '@/entities/priority/model';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { ExternalLink } from '@/shared/ui/external-link';

export interface ConfirmedAction {
  signature: string;
  /** The cluster the action ran on (the explorer link names it, whatever is selected now). */
  cluster: Cluster;
  /** What happened, in words: "50 GLD sent to 7Ytt...2G5, confirmed on Localnet". */
  summary: string;
  /** What it cost as the wallet signed it, and the safety checks the wallet added. */
  paid?: PaidFee;
}

/** The success alert of a confirmed action: its title, what happened, the signature and its explorer link. */
export function SignatureAlert({ title, action }: { title: string; action: ConfirmedAction }) {
  return (
    <Alert variant="success">
      <AlertTitle className="flex items-center gap-2">
        <CheckCircle2 className="size-4" aria-hidden /> {title}
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-1">
        <span>{action.summary}</span>
        {action.paid && <span data-testid="paid-fee">{describePaid(action.paid)}</span>}
        <span className="font-mono text-xs">{action.signature}</span>
        <ExternalLink href={explorerTxUrl(action.cluster, action.signature)}>View on explorer</ExternalLink>
      </AlertDescription>
    </Alert>
  );
}
