import { ShieldAlert } from 'lucide-react';
import { useCluster } from '@/entities/cluster/use-cluster';
import { cn } from '@/shared/lib/cn';
import { impersonated } from '../lib/known-tokens';

/** "Unverified — not the real USDC" next to a token that takes a well-known token's name or symbol. */
export function ImpersonationBadge({
  token,
  className,
}: {
  token: { mint?: string; name?: string; symbol?: string };
  /** Placement in the parent, e.g. `self-start` in a column. */
  className?: string;
}) {
  const { cluster } = useCluster();
  const real = impersonated(token, cluster.network);
  if (!real) return null;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border border-destructive/40 px-2 py-0.5 text-xs font-medium text-destructive',
        className,
      )}
    >
      <ShieldAlert className="size-3.5" aria-hidden />
      Unverified — not the real {real.symbol}
    </span>
  );
}
