import { ShieldAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { chooseCustom, setOwnUrl } from '../cluster-urls';
import { identifyCluster, NETWORK_LABELS } from '../identify';
import { onPublicEndpoint, OWN_URL_CLUSTERS, type ClusterIdentity, type OwnUrlClusterId } from '../model';
import { useCluster } from '../use-cluster';

// What each URL answered this visit: moving between pages never asks again.
const answered = new Map<string, ClusterIdentity>();

/**
 * Around every page that reads or writes the chain: a URL the user set is asked its genesis hash again,
 * and if another cluster now answers there, nothing is shown (so nothing is sent) until the user chooses.
 * On mainnet, a marker says real money moves here.
 */
export function ClusterIdentityGuard({ children }: { children: ReactNode }) {
  const { cluster, updateStored } = useCluster();
  const { endpoint, genesisHash } = cluster;
  const [now, setNow] = useState<ClusterIdentity | undefined>(() => (endpoint ? answered.get(endpoint) : undefined));

  useEffect(() => {
    if (!endpoint || !genesisHash) return;
    const known = answered.get(endpoint);
    if (known) return setNow(known);
    const controller = new AbortController();
    identifyCluster(endpoint, controller.signal).then(
      (identity) => {
        answered.set(endpoint, identity);
        if (!controller.signal.aborted) setNow(identity);
      },
      // Unreachable or refused: the cluster gate says so; this guard only judges an answer.
      () => undefined,
    );
    return () => controller.abort();
  }, [endpoint, genesisHash]);

  if (endpoint && genesisHash && now && now.genesisHash !== genesisHash) {
    const own = (OWN_URL_CLUSTERS as readonly string[]).includes(cluster.id) ? (cluster.id as OwnUrlClusterId) : null;
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-12">
        <Alert variant="destructive">
          <AlertTitle>Another cluster answers at this URL</AlertTitle>
          <AlertDescription className="flex flex-col gap-3">
            <span>
              It was {NETWORK_LABELS[cluster.network]} when you chose it; it now answers as{' '}
              {NETWORK_LABELS[now.network]} (genesis {now.genesisHash}). Nothing is read or sent there until you choose
              again.
            </span>
            <span className="flex flex-wrap gap-2">
              {own ? (
                <Button variant="outline" onClick={() => updateStored(setOwnUrl(own, null))}>
                  Use the public {cluster.label} endpoint
                </Button>
              ) : (
                <Button variant="outline" onClick={() => updateStored(chooseCustom(endpoint, now))}>
                  Use it as {NETWORK_LABELS[now.network]}
                </Button>
              )}
            </span>
          </AlertDescription>
        </Alert>
      </div>
    );
  }
  return (
    <>
      {cluster.network === 'mainnet-beta' && (
        <p
          className="mx-auto mt-4 flex w-full max-w-7xl flex-wrap items-center gap-x-2 px-4 text-sm"
          data-testid="mainnet-marker"
        >
          <span className="inline-flex items-center gap-1 rounded-full border border-amber-500/50 px-2 py-0.5 font-semibold text-amber-800 dark:text-amber-300">
            <ShieldAlert className="size-3.5" aria-hidden /> Mainnet
          </span>
          <span className="text-muted-foreground">
            Real money moves here.
            {onPublicEndpoint(cluster) &&
              ' The public endpoint is rate limited and meant for light use: set your own RPC URL with the pencil beside the cluster.'}
          </span>
        </p>
      )}
      {cluster.network === 'devnet' && onPublicEndpoint(cluster) && (
        <p
          className="mx-auto mt-4 w-full max-w-7xl px-4 text-xs text-muted-foreground"
          data-testid="public-endpoint-note"
        >
          Devnet through its public endpoint: rate limited and meant for light use. Set your own RPC URL with the pencil
          beside the cluster.
        </p>
      )}
      {children}
    </>
  );
}
