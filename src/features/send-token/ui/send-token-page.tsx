import { WithWalletTokens } from '@/data-source/ui/with-wallet-tokens';
import { PageLayout } from '@/shared/ui/page-layout';
import { SendForm } from './send-form';

export default function SendTokenPage() {
  return (
    <PageLayout title="Send Tokens" subtitle="Transfer tokens to another wallet">
      <WithWalletTokens>{(tokens) => <SendForm tokens={tokens} />}</WithWalletTokens>
    </PageLayout>
  );
}
