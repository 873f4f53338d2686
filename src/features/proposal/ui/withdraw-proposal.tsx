import { useChainAction } from '@/data-hooks/use-chain-action';
import { ActionErrorAlert } from '@/widgets/action-error-alert';
import { Button } from '@/shared/ui/button';

/**
 * The proposer's way back: the nonce the proposal rides is advanced, so no copy of its link can land, and
 * the page reads it again (Withdrawn). Shown only to the proposer while it is open.
 */
export function WithdrawProposal({ link, onWithdrawn }: { link: string; onWithdrawn: () => void }) {
  const actions = useChainAction();
  const withdraw = actions.once(async () => {
    const done = await actions.perform(
      { kind: 'withdraw-proposal', link },
      { summary: () => 'Withdrawn: no copy of its link can land now.' },
    );
    if (done) onWithdrawn();
  });
  return (
    <div className="flex flex-col items-start gap-2 border-t pt-4" data-testid="withdraw-proposal">
      {actions.failure && <ActionErrorAlert failure={actions.failure} onDismiss={() => actions.setFailure(null)} />}
      <p className="text-muted-foreground">
        You proposed it: you can take it back. Its nonce is advanced, so no copy of the link can land, whoever has
        signed; other open proposals on the same nonce account are withdrawn with it.
      </p>
      <Button
        variant="outline"
        loading={actions.running === 'withdraw-proposal'}
        disabled={actions.running !== null}
        onClick={() => void withdraw()}
      >
        Withdraw proposal
      </Button>
    </div>
  );
}
