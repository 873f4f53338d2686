import { useState } from 'react';
import type { TokenDetails } from '@/entities/token/model';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { ChainText } from '@/shared/ui/chain-text';
import { ExternalLink } from '@/shared/ui/external-link';
import { LoadingLine } from '@/shared/ui/loading-line';
import { useOffchainMetadata } from '../api/use-token-details';
import { isHttpsUrl } from '@/shared/lib/url';
import { neutralizeText } from '@/shared/lib/untrusted-text';
import { reasonOf } from '@/shared/lib/describe-error';

/**
 * The metadata the mint holds (URI, additional fields) and what its URI serves (description, image).
 * All of it is the creator's text: shown as untrusted; only an https URI is ever a link or fetched.
 */
export function MetadataCard({ token }: { token: TokenDetails }) {
  const uri = token.metadata?.uri.trim() || undefined;
  const https = !!uri && isHttpsUrl(uri);
  // Read on request only: fetching it tells its host who looks at this token.
  const [requested, setRequested] = useState<string | null>(null);
  const { json, image } = useOffchainMetadata(https && requested === uri ? uri : undefined);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Metadata</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm" data-testid="metadata">
        {!token.metadata ? (
          <p className="text-muted-foreground">
            This mint keeps no metadata of its own
            {token.program === 'spl-token'
              ? ' (a classic token names itself through a separate Metaplex account).'
              : '.'}
          </p>
        ) : (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">URI</dt>
            <dd className="min-w-0 break-all">
              {!uri ? (
                <span className="text-muted-foreground">None</span>
              ) : https ? (
                <ExternalLink href={uri} className="font-mono text-xs">
                  {neutralizeText(uri)}
                </ExternalLink>
              ) : (
                <span>
                  <ChainText text={uri} className="font-mono text-xs" />{' '}
                  <span className="text-muted-foreground">(not https: not opened)</span>
                </span>
              )}
            </dd>
            {token.metadata.additional.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-muted-foreground">
                  <ChainText text={key} />
                </dt>
                <dd className="min-w-0">
                  <ChainText text={value} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        {https && requested !== uri && (
          <div className="flex flex-col items-start gap-1">
            <Button variant="outline" size="sm" onClick={() => setRequested(uri!)}>
              Read the metadata file
            </Button>
            <p className="text-xs text-muted-foreground">Its host learns that this browser asked for it.</p>
          </div>
        )}
        {json.isFetching && <LoadingLine>Reading the metadata file…</LoadingLine>}
        {json.isError && <p className="text-destructive">{reasonOf(json.error)}</p>}
        {json.data && (
          <div className="flex gap-4">
            {image.data && (
              <img
                src={image.data}
                alt={`Image of ${token.symbol}`}
                className="size-20 shrink-0 rounded-lg border object-cover"
                referrerPolicy="no-referrer"
              />
            )}
            <div className="min-w-0">
              {json.data.description ? (
                <ChainText text={json.data.description} className="line-clamp-4 whitespace-normal" />
              ) : (
                <span className="text-muted-foreground">No description.</span>
              )}
              {image.isError && <p className="mt-1 text-destructive">{reasonOf(image.error)}</p>}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
