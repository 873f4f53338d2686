import { exactSol } from '@/shared/lib/amount';
import { PRIORITY_LABELS, type NetworkFee } from '../model';

/** The fee, exact, and what it is made of: "0.000005012 SOL (base 0.000005 SOL + Normal priority 0.000000012 SOL)". */
export function NetworkFeeText({ fee }: { fee: NetworkFee }) {
  return (
    <span className="inline-flex min-w-0 flex-col" data-testid="network-fee">
      <span className="[overflow-wrap:anywhere]">{exactSol(fee.total)}</span>{' '}
      <span className="font-sans text-xs text-muted-foreground [overflow-wrap:anywhere]">
        {fee.marketUnknown
          ? `(base ${exactSol(fee.base)}, no priority fee: this RPC endpoint refused to say what recent transactions paid, so the transaction may wait under congestion)`
          : `(base ${exactSol(fee.base)} + ${PRIORITY_LABELS[fee.level]} priority ${exactSol(fee.priority)})`}
      </span>
    </span>
  );
}
