import { CheckCircle2 } from 'lucide-react';
import { explorerAddressUrl } from '@/entities/cluster/explorer';
import { describePaid, type PaidFee } from '@/entities/priority/model';
import { useDataSource } from '@/data-hooks/use-data-source';
import type { CreateTokenResult } from '@/data-source/contract';
import { Link } from '@/shared/lib/router';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { CopyButton } from '@/shared/ui/copy-button';
import { ExternalLink } from '@/shared/ui/external-link';

/** The spec's success alert: the new token's address, what was set, fields that could not follow, the fee paid. */
export function CreatedAlert({
  mint,
  createdWith,
  notAdded,
  paid,
}: {
  mint: string;
  createdWith: string[];
  notAdded: CreateTokenResult['fieldsNotAdded'];
  paid: PaidFee | undefined;
}) {
  const { cluster } = useDataSource();
  return (
    <Alert variant="success">
      <AlertTitle className="flex items-center gap-2">
        <CheckCircle2 className="size-4" aria-hidden /> Token Created Successfully!
      </AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <span>Token address:</span>
        <span className="flex items-center gap-1 font-mono text-xs sm:text-sm">
          {mint}
          <CopyButton
            value={mint}
            label="Copy token address"
            toastTitle="Token address copied!"
            toastDescription="Token address copied to clipboard"
            small
          />
        </span>
        {createdWith.length > 0 && (
          <ul className="list-disc pl-5 text-sm" data-testid="created-with">
            {createdWith.map((line) => (
              <li key={line} className="[overflow-wrap:anywhere]">
                {line}
              </li>
            ))}
          </ul>
        )}
        {notAdded && (
          <p className="text-sm text-amber-800 dark:text-amber-300" data-testid="fields-not-added">
            Not added: {notAdded.keys.map((key) => `"${key}"`).join(', ')} ({notAdded.reason}). The token was created:
            add them on its{' '}
            <Link to={`/token/${mint}`} className="underline">
              token page
            </Link>
            , under Manage → Update metadata.
          </p>
        )}
        {paid && <span data-testid="paid-fee">{describePaid(paid)}</span>}
        <ExternalLink href={explorerAddressUrl(cluster, mint)}>View on explorer</ExternalLink>
      </AlertDescription>
    </Alert>
  );
}
