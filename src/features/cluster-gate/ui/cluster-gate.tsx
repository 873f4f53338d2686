import { WifiOff } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '@/shared/ui/toast';
import { clusterKey } from '@/entities/cluster/model';
import { useCluster } from '@/entities/cluster/use-cluster';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Spinner } from '@/shared/ui/spinner';
import { useClusterVersion, type VersionState } from '../api/use-cluster-version';

interface ClusterGateProps {
  children: ReactNode;
  /** Lets the offline screen offer another cluster (the navbar's selector). */
  clusterSwitch: ReactNode;
}

/** Checks the selected cluster answers before showing the routes; never locks the user out. */
export function ClusterGate({ children, clusterSwitch }: ClusterGateProps) {
  const { cluster } = useCluster();
  const version = useClusterVersion(cluster);
  useConnectionToasts(clusterKey(cluster), version.status, version.status === 'success' ? version.version : undefined);

  if (version.status === 'rate-limited') {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24" role="status">
        <Spinner className="size-8 text-primary" />
        <p className="text-lg font-medium">
          Rate limited — retrying in <Countdown until={version.retryAt} /> s
        </p>
        <p className="text-sm text-muted-foreground">
          {cluster.label} is up but asks for fewer requests. {describe(cluster.label, cluster.endpoint)}
        </p>
      </div>
    );
  }
  if (version.status === 'pending' && !version.isRetrying) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24" role="status">
        <Spinner className="size-8 text-primary" />
        <p className="text-lg font-medium">Connecting to Solana...</p>
        <p className="text-sm text-muted-foreground">{describe(cluster.label, cluster.endpoint)}</p>
      </div>
    );
  }
  if (version.status === 'error' || version.isRetrying) {
    return (
      <div className="mx-auto flex w-full max-w-lg items-start px-4 py-16">
        <Card className="flex w-full flex-col items-center gap-4 p-10 text-center">
          <Badge className="border-destructive/40 text-destructive">
            <WifiOff className="size-3.5" aria-hidden /> Network Offline
          </Badge>
          <h1 className="text-2xl font-bold">Cannot connect to Solana</h1>
          <p className="text-muted-foreground">Please check your connection and try again.</p>
          <p className="text-sm text-muted-foreground">{describe(cluster.label, cluster.endpoint)}</p>
          <div className="flex flex-wrap items-center justify-center gap-2">
            <Button onClick={version.retry} loading={version.isRetrying}>
              Retry
            </Button>
            {clusterSwitch}
          </div>
        </Card>
      </div>
    );
  }
  return (
    <>
      <span
        className="fixed bottom-3 left-3 z-40 size-2.5 rounded-full bg-green-500 shadow"
        title={`Connected to ${cluster.label}`}
        aria-label={`Connected to ${cluster.label}`}
        role="img"
        data-testid="connected-indicator"
      />
      {children}
    </>
  );
}

function describe(label: string, endpoint: string | null) {
  return endpoint ? `${label} · ${endpoint}` : `${label} · sample data, no network`;
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
