import { formatAmount } from '@/shared/lib/amount';
import { scaleWords, type ScaledToken } from '../lib/token-traits';

/** For a scaled token, what actually moves: the raw units, beside the rule that makes them the shown amount. */
export function OnChainRow({ raw, token }: { raw: bigint; token: ScaledToken }) {
  return (
    <>
      <dt className="text-muted-foreground">Moves on chain</dt>
      <dd className="min-w-0" data-testid="confirm-raw-amount">
        <span className="font-mono break-all">{formatAmount(raw, token.decimals)}</span> raw units (
        {scaleWords(token.scale)})
      </dd>
    </>
  );
}
