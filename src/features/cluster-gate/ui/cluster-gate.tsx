import { WifiOff } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/shared/ui/toast';
import { isAppError } from '@/shared/lib/app-error';
import { clusterKey, REACHES_LOOPBACK } from '@/entities/cluster/model';
import { useCluster } from '@/entities/cluster/use-cluster';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { useHydrated } from '@/shared/lib/use-hydrated';
import type { PageHeading } from '@/shared/ui/page-headings';
import { UnderHeading } from '@/shared/ui/page-layout';
import { Spinner } from '@/shared/ui/spinner';
import { useClusterVersion, type VersionState } from '../api/use-cluster-version';

type Connection = ReturnType<typeof useClusterVersion>;
const ConnectionContext = createContext<Connection | null>(null);

/**
 * Asks the selected cluster once (per cluster, per visit) and says how it went on every page: a toast, and
 * the small green indicator while connected. What needs the chain waits for it in a <ClusterGate>. Until
 * the prerendered page is hydrated the connection is pending, as that page's HTML had to show it.
 */
export function ClusterConnection({ children }: { children: ReactNode }) {
  const { cluster } = useCluster();
  const version = useClusterVersion(cluster);
  useConnectionToasts(clusterKey(cluster), version.status, version.status === 'success' ? version.version : undefined);
  const shown: Connection = useHydrated() ? version : { status: 'pending', isRetrying: false, retry: version.retry };
  return (
    <ConnectionContext.Provider value={shown}>
      {children}
      {shown.status === 'success' && (
        <span
          className="fixed bottom-3 left-3 z-40 size-2.5 rounded-full bg-green-500 shadow"
          title={`Connected to ${cluster.label}`}
          aria-label={`Connected to ${cluster.label}`}
          role="img"
          data-testid="connected-indicator"
        />
      )}
    </ConnectionContext.Provider>
  );
}

interface ClusterGateProps {
  children: ReactNode;
  /** Lets the offline screen offer another cluster (the navbar's selector). */
  clusterSwitch: ReactNode;
  /** The page's title and subtitle: its waiting states show them where the page will. */
  heading?: PageHeading;
}

/**
 * Shows what needs the chain once the cluster answers; until then says it is connecting, rate limited or
 * offline, under the page's heading. Never locks the user out. Prerendered (and while hydrating) it is
 * connecting: the page's HTML cannot know how the cluster will answer.
 */
export function ClusterGate({ children, clusterSwitch, heading }: ClusterGateProps) {
  const version = useContext(ConnectionContext);
  if (!version) throw new Error('ClusterGate needs a <ClusterConnection> above it: see src/app/router.tsx.');
  const { cluster } = useCluster();
  const hydrated = useHydrated();
  const framed = (content: ReactNode) => <UnderHeading heading={heading}>{content}</UnderHeading>;

  // Each state is its own element (a key apiece): one taking another's place is new content, not the old
  // content moving (a layout shift).
  if (version.status === 'rate-limited') {
    return framed(
      <Waiting key="rate-limited">
        <p className="text-lg font-medium">
          Rate limited — retrying in <Countdown until={version.retryAt} /> s
        </p>
        <p className="text-sm text-muted-foreground">
          {cluster.label} is up but asks for fewer requests. {describe(cluster.label, cluster.endpoint)}
        </p>
      </Waiting>,
    );
  }
  if (version.status === 'pending' && !version.isRetrying) {
    return framed(
      <Waiting key="connecting">
        <p className="text-lg font-medium">Connecting to Solana...</p>
        {/* Which cluster is this browser's choice, shown once hydrated; its line is kept meanwhile. */}
        <p className="min-h-5 text-sm text-muted-foreground">
          {hydrated ? describe(cluster.label, cluster.endpoint) : null}
        </p>
      </Waiting>,
    );
  }
  if (version.status === 'error' || version.isRetrying) {
    const Title = heading ? 'h2' : 'h1';
    return framed(
      <div key="offline" className="mx-auto flex w-full max-w-lg items-start px-4 py-16">
        <Card className="flex w-full flex-col items-center gap-4 p-10 text-center">
          <Badge className="border-destructive/40 text-destructive">
            <WifiOff className="size-3.5" aria-hidden /> Network Offline
          </Badge>
          <Title className="text-2xl font-bold">Cannot connect to Solana</Title>
          <p className="text-muted-foreground">
            {version.status === 'error' && isAppError(version.error, 'invalid')
              ? version.error.message
              : 'Please check your connection and try again.'}
          </p>
          {cluster.id === 'localnet' && !REACHES_LOOPBACK && (
            <p className="text-sm">
              This site does not connect to a chain on your own computer: run <code>npm start</code> and open the app it
              serves for Localnet.
            </p>
          )}
          <p className="text-sm text-muted-foreground">{describe(cluster.label, cluster.endpoint)}</p>
          <div className="flex flex-wrap items-center justify-center gap-2">
            <Button onClick={version.retry} loading={version.isRetrying}>
              Retry
            </Button>
            {clusterSwitch}
          </div>
        </Card>
      </div>,
    );
  }
  return <>{children}</>;
}

/** A wait the gate says in words, centred where the page's content will be. */
function Waiting({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24" role="status">
      <Spinner className="size-8 text-primary" />
      {children}
    </div>
  );
}

/** The cluster and where it is reached: scheme, host and port only (a provider's key hides in paths and queries). */
function describe(label: string, endpoint: string | null) {
  return endpoint ? `${label} · ${originOf(endpoint)}` : `${label} · sample data, no network`;
}

function originOf(endpoint: string) {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'an address that is not a URL';
  }
}

/** One toast per cluster and outcome, not per render or refetch. */
function useConnectionToasts(key: string, status: VersionState['status'], version: string | undefined) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    // Rate limited is not a failure: the gate says so and waits; no "Connection Failed".
    if (status === 'pending' || status === 'rate-limited') return;
    const tag = `${key}:${status}`;
    if (shown.current === tag) return;
    shown.current = tag;
    if (status === 'success') toast.success('Connected to Solana', { description: `Node version ${version}` });
    else
      toast.error('Connection Failed', { description: 'Could not connect to Solana network. Please try again later.' });
  }, [key, status, version]);
}

/** Whole seconds left until `until`, ticking. */
function Countdown({ until }: { until: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return <>{Math.max(0, Math.ceil((until - now) / 1000))}</>;
}
