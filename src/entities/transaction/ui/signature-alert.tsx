import { CheckCircle2 } from 'lucide-react';
import { explorerTxUrl } from '@/entities/cluster/explorer';
import { useDataSource } from '@/entities/data-source/use-data-source';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { ExternalLink } from '@/shared/ui/external-link';

/** The success alert of an action: its title, the signature and a link to it on the explorer. */
export function SignatureAlert({ title, signature }: { title: string; signature: string }) {
  const { cluster } = useDataSource();
  return (
    <Alert variant="success">
      <AlertTitle className="flex items-center gap-2">
        <CheckCircle2 className="size-4" aria-hidden /> {title}
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-1">
        <span className="font-mono text-xs">{signature}</span>
        <ExternalLink href={explorerTxUrl(cluster, signature)}>View on explorer</ExternalLink>
      </AlertDescription>
    </Alert>
  );
}
