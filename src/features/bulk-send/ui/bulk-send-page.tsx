import { Link } from 'react-router';
import { WithWalletTokens } from '@/data-hooks/ui/with-wallet-tokens';
import { PageLayout } from '@/shared/ui/page-layout';
import { BulkSend } from './bulk-send';
import { transferable } from '@/entities/token/lib/token-traits';

export default function BulkSendPage() {
  return (
    <PageLayout title="Bulk Send" subtitle="Send one token to many recipients from a CSV file">
      <p className="-mt-4 mb-6 text-sm text-muted-foreground">
        One recipient?{' '}
        <Link to="/send-token" className="text-primary underline">
          Send tokens
        </Link>
      </p>
      <WithWalletTokens>{(tokens) => <BulkSend tokens={transferable(tokens)} />}</WithWalletTokens>
    </PageLayout>
  );
}
