import { useState } from 'react';
import { RECLAIM_BATCH_MAX } from '@/data-source/contract';
import type { ExcessRent } from '@/entities/token/excess-rent';
import { ActionErrorAlert } from '@/widgets/action-error-alert';
import { useBatchedAction } from '../api/use-batched-action';
import { SignatureAlert } from '@/entities/transaction/ui/signature-alert';
import { exactSol } from '@/shared/lib/amount';
import { count } from '@/shared/lib/count';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/shared/ui/card';
import { LoadingLine } from '@/shared/ui/loading-line';
import type { useExcessRent } from '../api/reclaim';
import { ExcessRow } from './excess-rows';
import { ProposeReclaim } from './propose-reclaim';
import { ReadFailure } from './read-failure';

const sum = (items: readonly ExcessRent[]) => items.reduce((total, item) => total + item.excessLamports, 0n);

/**
 * Rent above today's minimum: what the wallet withdraws itself (its token accounts, its mints, its nonce
 * accounts), ticked and withdrawn as many a transaction as fit; what a multisig withdraws, proposed through it;
 * and what cannot be withdrawn, with why.
 */
export function ExcessCard({ owner, excess }: { owner: string; excess: ReturnType<typeof useExcessRent> }) {
  const reclaim = useBatchedAction();
  const [unticked, setUnticked] = useState<Set<string>>(new Set());

  if (excess.isPending) return <LoadingLine>Looking for rent above today’s minimum...</LoadingLine>;
  if (excess.isError) return <ReadFailure query={excess} />;
  const own = excess.data.filter((item) => !item.blocked && !item.viaMultisig);
  const proposed = excess.data.filter((item) => !item.blocked && item.viaMultisig);
  const blocked = excess.data.filter((item) => item.blocked);
  const chosen = own.filter((item) => !unticked.has(item.address));
  const batches = Math.ceil(chosen.length / RECLAIM_BATCH_MAX);

  const onWithdraw = reclaim.once(async () => {
    if (chosen.length === 0) return;
    await reclaim.send(chosen, {
      max: RECLAIM_BATCH_MAX,
      input: (part) => ({ kind: 'reclaim-rent', accounts: part.map((item) => item.address) }),
      busy: (part) => `Withdrawing from ${count(part.length, 'account')}`,
      summary: (landed) => `${exactSol(sum(landed))} of rent reclaimed from ${count(landed.length, 'account')}`,
    });
  });

  const toggle = (address: string, on: boolean) =>
    setUnticked((all) => {
      const next = new Set(all);
      if (on) next.delete(address);
      else next.add(address);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      {reclaim.failure && <ActionErrorAlert failure={reclaim.failure} onDismiss={() => reclaim.setFailure(null)} />}
      {reclaim.done && <SignatureAlert title="Rent reclaimed" action={reclaim.done} />}
      <Card>
        <CardHeader>
          <CardTitle>Rent above today’s minimum</CardTitle>
          <CardDescription>
            Accounts made when rent was higher (on mainnet, before September 2026) hold more than the cluster now asks.
            The difference comes back to you; the accounts stay as they are.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {excess.data.length === 0 && (
            <p className="text-sm text-muted-foreground">None of your accounts holds more than today’s minimum.</p>
          )}
          {own.length > 0 && (
            <ul className="flex flex-col divide-y rounded-lg border" data-testid="excess-accounts">
              {own.map((item) => (
                <ExcessRow
                  key={item.address}
                  item={item}
                  control={
                    <input
                      type="checkbox"
                      className="mt-1 size-4 accent-primary"
                      aria-label={`Withdraw the rent above today’s minimum from ${item.label}`}
                      checked={!unticked.has(item.address)}
                      onChange={(event) => toggle(item.address, event.target.checked)}
                    />
                  }
                />
              ))}
            </ul>
          )}
          {own.length > 0 && (
            <div className="flex flex-col gap-2">
              <p className="text-sm" data-testid="excess-total">
                {chosen.length === 0
                  ? 'No account ticked.'
                  : `${count(chosen.length, 'account')}, returning ${exactSol(sum(chosen))}${
                      batches > 1 ? ` in ${batches} transactions (one wallet approval each)` : ''
                    }.`}
              </p>
              {reclaim.progress && <LoadingLine small>{reclaim.progress}</LoadingLine>}
              <Button
                className="self-start"
                loading={reclaim.isPending}
                disabled={chosen.length === 0}
                onClick={() => void onWithdraw()}
              >
                {reclaim.isPending ? 'Withdrawing…' : `Withdraw from ${count(chosen.length, 'account')}`}
              </Button>
            </div>
          )}
          {proposed.length > 0 && (
            <div className="flex flex-col gap-2" data-testid="excess-through-multisig">
              <p className="text-sm font-medium">Withdrawn by a multisig: proposed, then co-signed by link</p>
              <ul className="flex flex-col divide-y rounded-lg border">
                {proposed.map((item) => (
                  <ExcessRow key={item.address} item={item} control={<ProposeReclaim owner={owner} item={item} />} />
                ))}
              </ul>
            </div>
          )}
          {blocked.length > 0 && (
            <div className="flex flex-col gap-2" data-testid="excess-blocked">
              <p className="text-sm font-medium">Cannot be withdrawn</p>
              <ul className="flex flex-col divide-y rounded-lg bg-muted">
                {blocked.map((item) => (
                  <ExcessRow key={item.address} item={item} />
                ))}
              </ul>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
