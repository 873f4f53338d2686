import { useState } from 'react';
import { AmountField } from '@/entities/token/ui/amount-field';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import type { TokenDetails } from '@/entities/token/model';
import { movesNothingIssue, shownAmount, typedRaw, uiUnits } from '@/entities/token/lib/token-traits';
import { ActionPanel, issueOf, type Draft } from './action-panel';

/** Burns from the wallet's own balance: an exact amount, never more than held. */
export function BurnForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const [amount, setAmount] = useState('');
  const issue =
    amountIssue(amount, {
      decimals: token.decimals,
      // Typed as shown (a UI amount), checked against the balance in the same units, burned in raw units.
      max: uiUnits(token.balance, token),
      maxMessage: () =>
        `You can burn at most ${shownAmount(token.balance, token)} ${token.symbol}: that is what you hold`,
    }) ?? movesNothingIssue(amount, token);
  const raw = typedRaw(amount, token);
  const draft: Draft =
    issue || raw === null
      ? { issues: { amount: issue ?? 'Enter an amount' } }
      : { action: { kind: 'burn', mint: token.mint, amount: raw } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="burn"
      summary={(action) =>
        action.kind === 'burn' ? `${shownAmount(action.amount, token)} ${token.symbol} burned` : ''
      }
      confirmLabel="Burn now"
    >
      {(shown) => (
        <AmountField
          label="Amount to burn"
          token={token}
          hint={`You hold ${shownAmount(token.balance, token)} ${token.symbol}`}
          error={issueOf(draft, 'amount', shown)}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      )}
    </ActionPanel>
  );
}
