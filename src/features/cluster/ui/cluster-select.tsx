import { ChevronDown, Globe, Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { CLUSTER_IDS, PRESET_CLUSTERS, type ClusterId, type OwnUrlClusterId } from '@/entities/cluster/model';
import { useCluster, useShownCluster } from '@/entities/cluster/use-cluster';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';

// Loaded on intent (the pointer or focus on the selector or its edit button): the first page carries no
// dialog code, and the click rarely waits for it.
const loadDialog = () => import('./rpc-url-dialog');
const RpcUrlDialog = lazy(loadDialog);
const preloadDialog = { onPointerEnter: () => void loadDialog(), onFocus: () => void loadDialog() };

const LABELS: Record<ClusterId, string> = {
  ...Object.fromEntries(Object.values(PRESET_CLUSTERS).map((c) => [c.id, c.label])),
  custom: 'Custom',
} as Record<ClusterId, string>;

/**
 * The cluster selector: the browser's own <select> (native picker on phones, nothing to download),
 * styled like our buttons. "Custom" asks for the URL in a dialog before switching.
 */
export function ClusterSelect({ className }: { className?: string }) {
  const { setCluster } = useCluster();
  const cluster = useShownCluster();
  const [dialogOpen, setDialogOpen] = useState<'custom' | OwnUrlClusterId | null>(null);
  // Custom's URL, or the user's own URL for a public cluster that takes one.
  const editable = cluster.id === 'custom' || cluster.id === 'devnet' || cluster.id === 'mainnet-beta';

  return (
    <>
      <span className={cn('relative inline-flex shrink-0 items-center', className ?? 'h-9 w-40')}>
        <Globe className="pointer-events-none absolute left-3 size-4 text-muted-foreground" aria-hidden />
        <select
          {...preloadDialog}
          aria-label="Cluster"
          value={cluster.id}
          onChange={(event) => {
            const id = event.target.value as ClusterId;
            if (id === 'custom') setDialogOpen('custom');
            else setCluster(id);
          }}
          className="h-full w-full cursor-pointer appearance-none truncate rounded-lg border bg-card pr-8 pl-9 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {CLUSTER_IDS.map((id) => (
            <option key={id} value={id}>
              {LABELS[id]}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute right-2.5 size-4 opacity-60" aria-hidden />
      </span>
      {editable ? (
        // Choosing "Custom" again does not fire a change, so the URL gets its own edit button.
        <Button
          variant="ghost"
          size="icon"
          aria-label={`RPC URL for ${cluster.label}`}
          {...preloadDialog}
          onClick={() => setDialogOpen(cluster.id as 'custom' | OwnUrlClusterId)}
        >
          <Pencil className="size-4" aria-hidden />
        </Button>
      ) : (
        // Its place is kept: the prerendered page (the default cluster, which takes a URL) shows the button,
        // and the bar must not move when this browser's cluster turns out to take none.
        <span className="size-9 shrink-0" aria-hidden />
      )}
      {dialogOpen && (
        <Suspense fallback={null}>
          <RpcUrlDialog target={dialogOpen} onClose={() => setDialogOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
