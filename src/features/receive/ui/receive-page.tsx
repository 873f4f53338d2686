import { useState } from 'react';
import { WithWalletTokens } from '@/widgets/with-wallet-tokens';
import { useWallet } from '@/entities/wallet/use-wallet';
import type { TokenHolding } from '@/entities/token/model';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { CopyButton } from '@/shared/ui/copy-button';
import { GroupedAddress } from '@/shared/ui/grouped-address';
import { PageLayout } from '@/shared/ui/page-layout';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { QrCode } from '@/shared/ui/qr-code';
import type { PaymentRequest } from '../lib/payment-request';
import { RequestForm } from './request-form';
import { RequestStatus } from './request-status';
import { transferable } from '@/entities/token/lib/token-traits';

export default function ReceivePage() {
  const { address } = useWallet();
  return (
    <PageLayout {...PAGE_HEADINGS.receive}>
      {address && (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <Card>
            <CardHeader>
              <CardTitle>Your Address</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col items-center gap-4">
              <QrCode text={address} label="QR code of your wallet address" className="size-56 rounded-lg" />
              <div className="flex items-start gap-2">
                <GroupedAddress address={address} className="text-sm" />
                <CopyButton
                  value={address}
                  label="Copy address"
                  toastTitle="Address copied!"
                  toastDescription="Wallet address copied to clipboard"
                  small
                />
              </div>
            </CardContent>
          </Card>
          <WithWalletTokens>
            {(tokens) => <PaymentRequests owner={address} tokens={transferable(tokens)} />}
          </WithWalletTokens>
        </div>
      )}
    </PageLayout>
  );
}

function PaymentRequests({ owner, tokens }: { owner: string; tokens: TokenHolding[] }) {
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Request a Payment</CardTitle>
      </CardHeader>
      <CardContent>
        {request ? (
          <RequestStatus owner={owner} request={request} onNew={() => setRequest(null)} />
        ) : (
          <RequestForm owner={owner} tokens={tokens} onCreate={setRequest} />
        )}
      </CardContent>
    </Card>
  );
}
