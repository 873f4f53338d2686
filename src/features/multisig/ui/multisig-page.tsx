import { useWallet } from '@/entities/wallet/use-wallet';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/shared/ui/card';
import { PageLayout } from '@/shared/ui/page-layout';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { CreateMultisigForm } from './create-multisig-form';
import { NonceAccounts } from './nonce-accounts';
import { YourMultisigs } from './your-multisigs';

export default function MultisigPage() {
  const { address } = useWallet();
  return (
    <PageLayout {...PAGE_HEADINGS.multisig}>
      {address && (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <Card>
            <CardHeader>
              <CardTitle>Create a multisig</CardTitle>
              <CardDescription>
                An SPL Token multisig account: hand a token’s authority to it, and each action needs the threshold of
                its signers.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {/* Keyed by the wallet: a wallet switch starts the form anew, with the new wallet prefilled. */}
              <CreateMultisigForm key={address} owner={address} />
            </CardContent>
          </Card>
          <div className="flex flex-col gap-6">
            <YourMultisigs owner={address} />
            <NonceAccounts owner={address} />
          </div>
        </div>
      )}
    </PageLayout>
  );
}
