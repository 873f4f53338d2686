import { useState } from 'react';
import { FeeEstimate } from '@/entities/priority/ui/fee-estimate';
import { SignatureAlert, type ConfirmedAction } from '@/entities/transaction/ui/signature-alert';
import { shortenAddress } from '@/shared/lib/address';
import { describeError } from '@/shared/lib/describe-error';
import { Button } from '@/shared/ui/button';
import { useActionPreview } from '@/data-hooks/use-action-preview';
import { useChainAction } from '@/data-hooks/use-chain-action';
import { useDataSource } from '@/data-hooks/use-data-source';
import { ActionErrorAlert } from './action-error-alert';

const CREATE_NONCE = { kind: 'create-nonce' } as const;

/**
 * A new nonce account, the wallet its authority: its rent and fee previewed first, then created through
 * the shared action lifecycle. `onCreated` is told its address.
 */
export function CreateNonce({ owner, onCreated }: { owner: string; onCreated?(address: string): void }) {
  const { cluster } = useDataSource();
  const create = useChainAction();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<ConfirmedAction | null>(null);
  const estimate = useActionPreview(owner, asking ? CREATE_NONCE : null);

  const onCreate = create.once(async () => {
    setDone(null);
    const result = await create.perform(CREATE_NONCE, {
      summary: (created) => `Nonce account ${shortenAddress(created.address)} created`,
    });
    if (!result) return;
    setDone({
      signature: result.signature,
      paid: result.paid,
      cluster,
      summary: `Nonce account ${shortenAddress(result.address)} created, confirmed on ${cluster.label}.`,
    });
    setAsking(false);
    onCreated?.(result.address);
  });

  return (
    <div className="flex flex-col gap-3">
      {create.failure && <ActionErrorAlert failure={create.failure} onDismiss={() => create.setFailure(null)} />}
      {done && <SignatureAlert title="Nonce account created" action={done} />}
      {asking ? (
        <>
          <FeeEstimate
            estimate={estimate.data}
            loading={estimate.isFetching || (!estimate.data && !estimate.error)}
            error={estimate.error ? describeError('The rent could not be estimated.', estimate.error) : null}
            idle=""
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" loading={create.isPending} onClick={() => void onCreate()}>
              {create.isPending ? 'Creating…' : 'Create it'}
            </Button>
            <Button type="button" variant="outline" disabled={create.isPending} onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <Button type="button" variant="outline" className="self-start" onClick={() => setAsking(true)}>
          Create a nonce account
        </Button>
      )}
    </div>
  );
}
