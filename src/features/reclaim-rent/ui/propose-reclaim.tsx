import { useState } from 'react';
import type { ExcessRent } from '@/entities/token/excess-rent';
import { useNavigate } from '@/shared/lib/router';
import { Button } from '@/shared/ui/button';
import { ActionErrorAlert } from '@/widgets/action-error-alert';
import { CreateNonce } from '@/widgets/create-nonce';
import { useChainAction } from '@/data-hooks/use-chain-action';
import { useNonceAccounts } from '@/data-hooks/use-nonce-accounts';

/**
 * A multisig's rent (its own, or a mint it holds) is the multisig's to withdraw: the wallet proposes it, on
 * one of its nonce accounts (made here when it has none, its rent shown first), and shares the link.
 */
export function ProposeReclaim({ owner, item }: { owner: string; item: ExcessRent }) {
  const propose = useChainAction();
  const navigate = useNavigate();
  const nonces = useNonceAccounts(owner);
  const [needsNonce, setNeedsNonce] = useState(false);
  const nonce = nonces.data?.[0]?.address;

  const onPropose = propose.once(async () => {
    if (!nonce) return setNeedsNonce(true);
    const proposal = await propose.perform(
      {
        kind: 'propose',
        action: { kind: 'reclaim-rent', accounts: [item.address] },
        multisig: item.viaMultisig!,
        nonce,
      },
      { summary: () => 'Share its link with the co-signers' },
    );
    if (proposal) navigate(`/proposal#${proposal.link}`);
  });

  return (
    <div className="flex shrink-0 flex-col gap-2">
      {propose.failure && <ActionErrorAlert failure={propose.failure} onDismiss={() => propose.setFailure(null)} />}
      {needsNonce && !nonce ? (
        <CreateNonce owner={owner} onCreated={() => setNeedsNonce(false)} />
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          loading={propose.isPending || nonces.isPending}
          aria-label={`Propose withdrawing the rent of ${item.label} through its multisig`}
          onClick={() => void onPropose()}
        >
          Propose
        </Button>
      )}
    </div>
  );
}
