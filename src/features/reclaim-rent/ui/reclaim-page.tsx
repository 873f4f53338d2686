import { useWallet } from '@/entities/wallet/use-wallet';
import { exactSol } from '@/shared/lib/amount';
import { count } from '@/shared/lib/count';
import { PageLayout } from '@/shared/ui/page-layout';
import { PAGE_HEADINGS } from '@/shared/ui/page-headings';
import { useEmptyAccounts, useExcessRent } from '../api/reclaim';
import { EmptyAccountsCard } from './empty-accounts-card';
import { ExcessCard } from './excess-card';

export default function ReclaimPage() {
  const { address } = useWallet();
  return <PageLayout {...PAGE_HEADINGS.reclaimRent}>{address && <Reclaim owner={address} />}</PageLayout>;
}

/** Everything the wallet can get back, the total first: empty accounts to close, rent above today's minimum. */
function Reclaim({ owner }: { owner: string }) {
  const empty = useEmptyAccounts(owner);
  const excess = useExcessRent(owner);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      {empty.data && excess.data && <ReclaimTotal empty={empty.data} excess={excess.data} />}
      <EmptyAccountsCard empty={empty} />
      <ExcessCard owner={owner} excess={excess} />
    </div>
  );
}

function ReclaimTotal({
  empty,
  excess,
}: {
  empty: NonNullable<ReturnType<typeof useEmptyAccounts>['data']>;
  excess: NonNullable<ReturnType<typeof useExcessRent>['data']>;
}) {
  const closable = empty.filter((account) => account.blocked === null);
  const withdrawable = excess.filter((item) => item.blocked === null);
  const closed = closable.reduce((sum, account) => sum + account.rentLamports, 0n);
  const above = withdrawable.reduce((sum, item) => sum + item.excessLamports, 0n);
  if (closable.length === 0 && withdrawable.length === 0) {
    return (
      <p className="text-sm" data-testid="reclaim-total">
        Nothing to reclaim: no empty account, and no account holds more than today’s minimum.
      </p>
    );
  }
  const parts = [
    closable.length > 0 && `${exactSol(closed)} from ${count(closable.length, 'empty account')} to close`,
    withdrawable.length > 0 && `${exactSol(above)} from ${count(withdrawable.length, 'account')} above today’s minimum`,
  ].filter(Boolean);
  return (
    <p className="text-base" data-testid="reclaim-total">
      You can reclaim <span className="font-semibold">{exactSol(closed + above)}</span>: {parts.join(', ')}.
    </p>
  );
}
