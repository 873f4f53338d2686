import { exactSol } from '@/shared/lib/amount';
import { PRIORITY_LABELS, type NetworkFee } from '../model';

/** The fee, exact, and what it is made of: "0.000005012 SOL (base 0.000005 SOL + Normal priority 0.000000012 SOL)". */
export function NetworkFeeText({ fee }: { fee: NetworkFee }) {
  return (
    <span className="break-all" data-testid="network-fee">
      {exactSol(fee.total)}{' '}
      <span className="text-xs text-muted-foreground">
        (base {exactSol(fee.base)} + {PRIORITY_LABELS[fee.level]} priority {exactSol(fee.priority)})
      </span>
    </span>
  );
}
