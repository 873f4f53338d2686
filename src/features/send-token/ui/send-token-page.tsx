import { Link } from '@/shared/lib/router';
import { WithWalletTokens } from '@/widgets/with-wallet-tokens';
import { PageLayout } from '@/shared/ui/page-layout';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { SendForm } from './send-form';
import { transferable } from '@/entities/token/lib/token-traits';

export default function SendTokenPage() {
  return (
    <PageLayout {...PAGE_HEADINGS.sendToken}>
      <p className="-mt-4 mb-6 text-sm text-muted-foreground">
        Many recipients?{' '}
        <Link to="/bulk-send" className="text-primary underline">
          Bulk send from a CSV file
        </Link>
      </p>
      <WithWalletTokens>{(tokens) => <SendForm tokens={transferable(tokens)} />}</WithWalletTokens>
    </PageLayout>
  );
}
