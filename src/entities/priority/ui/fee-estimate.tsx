import { exactSol } from '@/shared/lib/amount';
import { LoadingLine } from '@/shared/ui/loading-line';
import type { NetworkFee } from '../model';
import { NetworkFeeText } from './network-fee-text';
import { PriorityField } from './priority-field';

interface FeeEstimateProps {
  estimate: { networkFee: NetworkFee; rentLamports: bigint; transactions: number } | undefined;
  loading: boolean;
  /** Why the estimate could not be made, in words. */
  error: string | null;
  /** What to say before there is anything to estimate (an unfinished form, no wallet). */
  idle: string;
}

/** What an action will cost, exactly, before the wallet is asked; and the priority setting that prices it. */
export function FeeEstimate({ estimate, loading, error, idle }: FeeEstimateProps) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-3 text-sm" data-testid="fee-estimate">
      {loading ? (
        <LoadingLine>Estimating the fee…</LoadingLine>
      ) : error ? (
        <p className="text-muted-foreground [overflow-wrap:anywhere]">{error}</p>
      ) : estimate ? (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-muted-foreground">
            Network fee{estimate.transactions > 1 ? ` (${estimate.transactions} transactions)` : ''}
          </dt>
          <dd className="min-w-0 font-mono">
            <NetworkFeeText fee={estimate.networkFee} />
          </dd>
          {estimate.rentLamports > 0n && (
            <>
              <dt className="text-muted-foreground">Rent for new accounts</dt>
              <dd className="font-mono [overflow-wrap:anywhere]">{exactSol(estimate.rentLamports)}</dd>
            </>
          )}
          <dt className="font-medium">Total</dt>
          <dd className="font-mono font-semibold [overflow-wrap:anywhere]" data-testid="fee-total">
            {exactSol(estimate.networkFee.total + estimate.rentLamports)}
          </dd>
        </dl>
      ) : (
        <p className="text-muted-foreground">{idle}</p>
      )}
      <PriorityField />
    </div>
  );
}
