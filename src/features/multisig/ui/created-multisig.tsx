import { CheckCircle2 } from 'lucide-react';
import type { MultisigAccount } from '@/entities/multisig/model';
import { MultisigView } from '@/widgets/multisig-view';
import { useDataSource } from '@/data-hooks/use-data-source';
import { explorerTxUrl } from '@/entities/cluster/explorer';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { ExternalLink } from '@/shared/ui/external-link';

export interface Created {
  multisig: MultisigAccount;
  signature: string;
}

/** The multisig just made: what to hand authorities to, with who signs for it. */
export function CreatedMultisig({ created, owner }: { created: Created; owner: string }) {
  const { cluster } = useDataSource();
  return (
    <Alert variant="success" data-testid="created-multisig">
      <AlertTitle className="flex items-center gap-2">
        <CheckCircle2 className="size-4" aria-hidden /> Multisig created
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <span>Hand a token’s authority to this address to make it need these signatures.</span>
        <MultisigView multisig={created.multisig} owner={owner} />
        <ExternalLink href={explorerTxUrl(cluster, created.signature)}>View the transaction on explorer</ExternalLink>
      </AlertDescription>
    </Alert>
  );
}
