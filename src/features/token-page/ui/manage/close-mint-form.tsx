import type { TokenDetails } from '@/entities/token/model';
import { useNavigate } from '@/shared/lib/router';
import { shownAmount } from '@/entities/token/lib/token-traits';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ActionPanel, issueOf, type Draft } from './action-panel';

/**
 * Closes the mint for good and returns its rent: only once its supply is 0, which the field under it says
 * before anything is simulated. Typing the symbol confirms it: no one can mint, hold or send it after.
 */
export function CloseMintForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const navigate = useNavigate();
  const supply = `${shownAmount(token.supply, token)} ${token.symbol}`;
  const draft: Draft =
    token.supply > 0n
      ? { issues: { supply: `Burn every token first: a mint closes only when its supply is 0 (it is ${supply}).` } }
      : { action: { kind: 'close-mint', mint: token.mint } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="close-mint"
      summary={() => `The ${token.symbol} mint is closed and its rent is back in your wallet`}
      confirmLabel="Close it for good"
      // The token page has nothing left to show: the dashboard, with the toast saying it closed.
      onLanded={() => navigate('/dashboard')}
      typedConfirmation={token.symbol}
      typedHint="A closed mint is gone for good: no one can mint, hold or send this token again."
    >
      {(shown) => (
        <FormField label="Supply now" error={issueOf(draft, 'supply', shown)}>
          <Input readOnly value={supply} />
        </FormField>
      )}
    </ActionPanel>
  );
}
