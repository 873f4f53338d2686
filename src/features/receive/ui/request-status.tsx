import { CheckCircle2, TriangleAlert } from 'lucide-react';
import type { PaymentFound } from '@/entities/payment/model';
import { explorerTxUrl } from '@/entities/cluster/explorer';
import type { Cluster } from '@/entities/cluster/model';
import { useDataSource } from '@/data-hooks/use-data-source';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { ChainText } from '@/shared/ui/chain-text';
import { CopyButton } from '@/shared/ui/copy-button';
import { ExternalLink } from '@/shared/ui/external-link';
import { GroupedAddress } from '@/shared/ui/grouped-address';
import { QrCode } from '@/shared/ui/qr-code';
import { Spinner } from '@/shared/ui/spinner';
import { usePaymentWatch } from '../api/use-payment-watch';
import { askedBy, matchesRequest, type PaymentRequest } from '../lib/payment-request';

interface RequestStatusProps {
  owner: string;
  request: PaymentRequest;
  onNew: () => void;
}

/** The request as a QR code and a link, watched on chain until it is paid. */
export function RequestStatus({ owner, request, onNew }: RequestStatusProps) {
  const { cluster } = useDataSource();
  const watch = usePaymentWatch(request.reference, owner, askedBy(request));
  const payment = watch.data?.status === 'confirmed' ? watch.data : null;
  const { token } = request;
  const asked = shownAmount(request.amount, token);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3">
        <QrCode
          text={request.url}
          label={`QR code of the payment request for ${asked} ${token.symbol}`}
          className="size-64 rounded-lg"
        />
        <p className="text-center text-sm">
          <span className="font-mono font-semibold">{asked}</span> <ChainText text={token.symbol} />
        </p>
      </div>
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 font-mono text-xs break-all text-muted-foreground" data-testid="request-url">
          {request.url}
        </p>
        <CopyButton
          value={request.url}
          label="Copy payment link"
          toastTitle="Link copied!"
          toastDescription="Payment request copied to clipboard"
          small
        />
      </div>

      {payment ? (
        matchesRequest(request, payment) ? (
          <Alert variant="success">
            <AlertTitle className="flex items-center gap-2">
              <CheckCircle2 className="size-4 shrink-0" aria-hidden /> Paid
            </AlertTitle>
            <PaymentDetails payment={payment} cluster={cluster} token={token} />
          </Alert>
        ) : (
          <Alert variant="warning">
            <AlertTitle className="flex items-center gap-2">
              <TriangleAlert className="size-4 shrink-0" aria-hidden /> Paid, but not as requested
            </AlertTitle>
            <AlertDescription>
              You asked for {asked} {token.symbol}
              {payment.mint === token.mint ? '' : ` (mint ${token.mint})`}; this payment brought something else. Still
              watching for the payment you asked for.
            </AlertDescription>
            <PaymentDetails payment={payment} cluster={cluster} token={token} />
          </Alert>
        )
      ) : (
        <div className="flex flex-col gap-1 text-sm text-muted-foreground" role="status">
          <p className="flex items-center gap-2">
            <Spinner className="size-4" /> Waiting for payment…
          </p>
          {watch.data?.status === 'failed' && (
            <p>An attempt to pay failed on chain; nothing arrived. Still watching.</p>
          )}
          {watch.isError && <p>The network could not be asked just now; still watching.</p>}
        </div>
      )}
      <Button type="button" variant="outline" onClick={onNew}>
        New Request
      </Button>
    </div>
  );
}

function PaymentDetails({
  payment,
  cluster,
  token,
}: {
  payment: PaymentFound;
  cluster: Cluster;
  token: PaymentRequest['token'];
}) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      <dt>From</dt>
      <dd data-testid="payment-payer">
        <GroupedAddress address={payment.payer} />
      </dd>
      <dt>Amount</dt>
      <dd className="font-mono" data-testid="payment-amount">
        {payment.amount === null
          ? 'none of this token'
          : payment.mint === token.mint
            ? `${shownAmount(payment.amount, token)} ${token.symbol}`
            : `${payment.amount} base units of another token`}
      </dd>
      <dt>Signature</dt>
      <dd className="min-w-0">
        <ExternalLink href={explorerTxUrl(cluster, payment.signature)} className="font-mono text-xs break-all">
          {payment.signature}
        </ExternalLink>
      </dd>
    </dl>
  );
}
