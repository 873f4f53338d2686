import { useQuery } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { toast } from 'sonner';
import { clusterKey } from '@/entities/cluster/model';
import { useDataSource } from '@/entities/data-source/use-data-source';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Spinner } from '@/shared/ui/spinner';

interface ConnectionGateProps {
  children: ReactNode;
  /** Lets the offline screen offer another cluster (the navbar's selector). */
  clusterSwitch: ReactNode;
}

/** Checks the selected cluster answers before showing the routes; never locks the user out. */
export function ConnectionGate({ children, clusterSwitch }: ConnectionGateProps) {
  const dataSource = useDataSource();
  const { cluster } = dataSource;
  const version = useQuery({
    queryKey: [clusterKey(cluster), 'version'],
    queryFn: () => dataSource.getVersion(),
    retry: 1,
    staleTime: Infinity,
  });
  useConnectionToasts(clusterKey(cluster), version.status, version.data);

  if (version.isPending) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 py-24" role="status">
        <Spinner className="size-8 text-primary" />
        <p className="text-lg font-medium">Connecting to Solana...</p>
        <p className="text-sm text-muted-foreground">{describe(cluster.label, cluster.endpoint)}</p>
      </div>
    );
  }
  if (version.isError) {
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
            <Button onClick={() => void version.refetch()} loading={version.isFetching}>
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
function useConnectionToasts(key: string, status: 'pending' | 'error' | 'success', version: string | undefined) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (status === 'pending') return;
    const tag = `${key}:${status}`;
    if (shown.current === tag) return;
    shown.current = tag;
    if (status === 'success') toast.success('Connected to Solana', { description: `Node version ${version}` });
    else
      toast.error('Connection Failed', { description: 'Could not connect to Solana network. Please try again later.' });
  }, [key, status, version]);
}
