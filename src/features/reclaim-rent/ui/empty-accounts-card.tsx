import { useState } from 'react';
import { CLOSE_BATCH_MAX } from '@/data-source/contract';
import { ActionErrorAlert } from '@/widgets/action-error-alert';
import { SignatureAlert } from '@/entities/transaction/ui/signature-alert';
import { exactSol } from '@/shared/lib/amount';
import { count } from '@/shared/lib/count';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/shared/ui/card';
import { ChainText } from '@/shared/ui/chain-text';
import { GroupedAddress } from '@/shared/ui/grouped-address';
import { LoadingLine } from '@/shared/ui/loading-line';
import { useBatchedAction } from '../api/use-batched-action';
import type { useEmptyAccounts } from '../api/reclaim';
import { ReadFailure } from './read-failure';

/** Empty token accounts: closed, their whole rent back, 20 a transaction. */
export function EmptyAccountsCard({ empty }: { empty: ReturnType<typeof useEmptyAccounts> }) {
  const close = useBatchedAction();
  const [unticked, setUnticked] = useState<Set<string>>(new Set());
  const [noneTicked, setNoneTicked] = useState(false);

  if (empty.isPending) return <LoadingLine>Looking for empty accounts...</LoadingLine>;
  if (empty.isError) return <ReadFailure query={empty} />;
  const closable = empty.data.filter((account) => account.blocked === null);
  const blocked = empty.data.filter((account) => account.blocked !== null);
  const chosen = closable.filter((account) => !unticked.has(account.account));
  const total = chosen.reduce((sum, account) => sum + account.rentLamports, 0n);
  const batches = Math.ceil(chosen.length / CLOSE_BATCH_MAX);

  const onClose = close.once(async () => {
    setNoneTicked(chosen.length === 0);
    if (chosen.length === 0) return;
    await close.send(chosen, {
      max: CLOSE_BATCH_MAX,
      input: (part) => ({ kind: 'close', accounts: part.map((account) => account.account) }),
      busy: (part) => `Closing ${count(part.length, 'account')}`,
      summary: (landed) =>
        `${count(landed.length, 'account')} closed: ${exactSol(landed.reduce((sum, account) => sum + account.rentLamports, 0n))} reclaimed`,
    });
  });

  return (
    <div className="flex flex-col gap-4">
      {close.failure && <ActionErrorAlert failure={close.failure} onDismiss={() => close.setFailure(null)} />}
      {close.done && <SignatureAlert title="Clean-up done" action={close.done} />}
      <Card>
        <CardHeader>
          <CardTitle>Empty token accounts</CardTitle>
          <CardDescription>
            Each token you ever held keeps an account holding a little SOL as rent. Closing an empty one returns that
            SOL to you; you can hold the token again later.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {empty.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">You have no empty token accounts: nothing to close.</p>
          ) : (
            <>
              {closable.length > 0 && (
                <ul className="flex flex-col divide-y rounded-lg border" data-testid="closable-accounts">
                  {closable.map((account) => (
                    <li key={account.account} className="flex items-start gap-3 p-3 text-sm">
                      <input
                        type="checkbox"
                        className="mt-1 size-4 accent-primary"
                        aria-label={`Close the empty ${account.symbol || account.mint} account`}
                        checked={!unticked.has(account.account)}
                        onChange={(event) =>
                          setUnticked((all) => {
                            const next = new Set(all);
                            if (event.target.checked) next.delete(account.account);
                            else next.add(account.account);
                            return next;
                          })
                        }
                      />
                      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                        <ChainText text={`${account.name} (${account.symbol})`} className="font-medium" />
                        <GroupedAddress address={account.account} className="text-xs text-muted-foreground" />
                      </div>
                      <span className="shrink-0 font-mono text-xs">+{exactSol(account.rentLamports)}</span>
                    </li>
                  ))}
                </ul>
              )}
              {blocked.length > 0 && (
                <div className="flex flex-col gap-2" data-testid="blocked-accounts">
                  <p className="text-sm font-medium">Cannot be closed now</p>
                  <ul className="flex flex-col gap-2 text-sm">
                    {blocked.map((account) => (
                      <li key={account.account} className="flex flex-col gap-0.5 rounded-lg bg-muted p-3">
                        <ChainText text={`${account.name} (${account.symbol})`} className="font-medium" />
                        <GroupedAddress address={account.account} className="text-xs text-muted-foreground" />
                        <span className="text-xs">{account.blocked}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {closable.length > 0 && (
                <div className="flex flex-col gap-2">
                  <p className="text-sm" data-testid="clean-up-total">
                    {chosen.length === 0
                      ? 'No account ticked.'
                      : `${count(chosen.length, 'account')} to close, returning ${exactSol(total)}${
                          batches > 1 ? ` in ${batches} transactions (one wallet approval each)` : ''
                        }.`}
                  </p>
                  {close.progress && <LoadingLine small>{close.progress}</LoadingLine>}
                  <Button className="self-start" loading={close.isPending} onClick={() => void onClose()}>
                    {close.isPending ? 'Closing…' : `Close ${count(chosen.length, 'account')}`}
                  </Button>
                  {noneTicked && chosen.length === 0 && (
                    <p className="text-sm font-medium text-destructive">Tick at least one account to close.</p>
                  )}
                </div>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
