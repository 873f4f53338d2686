import { CreateNonce } from '@/widgets/create-nonce';
import { useNonceAccounts } from '@/data-hooks/use-nonce-accounts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/shared/ui/card';
import { AccountAddress } from '@/widgets/multisig-view';
import { ListError, ListSkeleton } from './list-states';
import { expiryWords } from '@/entities/cluster/expiry-window';
import { useExpiryWindow } from '@/data-hooks/use-expiry-window';

/** The wallet's nonce accounts, and a new one: its rent and fee previewed before the wallet is asked. */
export function NonceAccounts({ owner }: { owner: string }) {
  const nonces = useNonceAccounts(owner);
  const window = useExpiryWindow();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Nonce accounts</CardTitle>
        <CardDescription>
          A nonce account keeps a proposal valid while co-signers take their time: an ordinary transaction lives{' '}
          {window.data ? expiryWords(window.data) : 'only as many blocks as its blockhash allows'}.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {nonces.isPending ? (
          <ListSkeleton label="Loading your nonce accounts" rows={1} />
        ) : nonces.isError ? (
          <ListError what="Your nonce accounts" error={nonces.error} onRetry={() => void nonces.refetch()} />
        ) : nonces.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no nonce account yet: a proposal needs one.</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="nonce-accounts">
            {nonces.data.map((nonce) => (
              <li key={nonce.address} className="flex flex-col gap-1 rounded-lg border p-3 text-sm">
                <AccountAddress address={nonce.address} what="nonce account" />
                <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                  Current nonce: <span className="font-mono">{nonce.nonce}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
        <CreateNonce owner={owner} />
      </CardContent>
    </Card>
  );
}
