import { Link } from '@/shared/lib/router';
import { WithWalletTokens } from '@/widgets/with-wallet-tokens';
import { PageLayout } from '@/shared/ui/page-layout';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { BulkSend } from './bulk-send';
import { transferable } from '@/entities/token/lib/token-traits';

export default function BulkSendPage() {
  return (
    <PageLayout {...PAGE_HEADINGS.bulkSend}>
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
