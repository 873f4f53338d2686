import { useState } from 'react';
import { amountIssue, understoodAmount } from '@/entities/token/lib/amount-issue';
import type { TokenDetails } from '@/entities/token/model';
import { formatAmount, parseAmount } from '@/shared/lib/amount';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ActionPanel, issueOf, type Draft } from './action-panel';

/** Burns from the wallet's own balance: an exact amount, never more than held. */
export function BurnForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const [amount, setAmount] = useState('');
  const issue = amountIssue(amount, {
    decimals: token.decimals,
    max: token.balance,
    maxMessage: (max) =>
      `You can burn at most ${formatAmount(max, token.decimals)} ${token.symbol}: that is what you hold`,
  });
  const parsed = parseAmount(amount, token.decimals);
  const draft: Draft =
    issue || !parsed.ok
      ? { issues: { amount: issue ?? 'Enter an amount' } }
      : { action: { kind: 'burn', mint: token.mint, amount: parsed.value } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      busyTitle="Burning tokens"
      successTitle="Tokens burned"
      failureMessage="Failed to burn tokens. Please try again."
      summary={(action) =>
        action.kind === 'burn' ? `${formatAmount(action.amount, token.decimals)} ${token.symbol} burned` : ''
      }
      confirmLabel="Burn now"
    >
      {(shown) => (
        <FormField
          label="Amount to burn"
          hint={
            understoodAmount(amount, token.decimals, token.symbol) ??
            `You hold ${formatAmount(token.balance, token.decimals)} ${token.symbol}`
          }
          error={issueOf(draft, 'amount', shown)}
        >
          <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </FormField>
      )}
    </ActionPanel>
  );
}
