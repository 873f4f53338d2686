import { AlertTriangle } from 'lucide-react';
import type { SendEstimate } from '@/entities/transfer/model';
import type { TokenHolding } from '@/entities/token/model';
import { TokenLabel } from '@/entities/token/ui/token-label';
import { ChainText } from '@/shared/ui/chain-text';
import { exactSol } from '@/shared/lib/amount';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';

const TYPICAL_FEE = 5000n;

interface SendDetailsProps {
  token: TokenHolding | undefined;
  networkLabel: string;
  estimate: SendEstimate | undefined;
  estimating: boolean;
}

export function SendDetails({ token, networkLabel, estimate, estimating }: SendDetailsProps) {
  const total = estimate ? estimate.feeLamports + estimate.rentLamports : null;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle small>Transaction Details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Token</dt>
            <dd className="min-w-0 font-medium">{token ? <TokenLabel token={token} /> : '—'}</dd>
            {token && (
              <>
                <dt className="text-muted-foreground">Mint</dt>
                <dd className="font-mono text-xs break-all">{token.mint}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Balance</dt>
            <dd className="font-mono font-medium break-all">
              {token ? (
                <>
                  {shownAmount(token.balance, token)} <ChainText text={token.symbol} />
                </>
              ) : (
                '—'
              )}
            </dd>
            <dt className="text-muted-foreground">Network</dt>
            <dd className="font-medium">{networkLabel}</dd>
            <dt className="text-muted-foreground">Estimated Fee</dt>
            <dd className="font-mono font-medium" data-testid="estimated-fee">
              {estimating ? 'Estimating…' : total !== null ? exactSol(total) : `~${exactSol(TYPICAL_FEE)}`}
            </dd>
          </dl>
          {estimate && estimate.rentLamports > 0n && (
            <p className="mt-3 text-xs text-muted-foreground">
              Includes {exactSol(estimate.rentLamports)} of rent to create the recipient's token account, which they do
              not have yet.
            </p>
          )}
        </CardContent>
      </Card>
      {estimate?.recipientOffCurve && (
        <Alert variant="warning">
          <AlertTitle className="flex items-center gap-2">
            <AlertTriangle className="size-4" aria-hidden /> This address belongs to a program
          </AlertTitle>
          <AlertDescription>
            The recipient is a program-derived address, not a wallet. Tokens sent there can only be moved by that
            program. Make sure this is intended.
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
