import { useState } from 'react';
import { interestRateIssue } from '@/entities/token/lib/create-options';
import type { TokenDetails } from '@/entities/token/model';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ActionPanel, issueOf, type Draft } from './action-panel';

/** Basis points a year, in words a holder reads: 500 is 5% a year. */
const yearly = (rate: number) => `${rate} basis points a year (${rate / 100}%)`;

/** An interest-bearing token's rate, changed from now on: what accrued so far stays. */
export function InterestRateForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const [text, setText] = useState('');
  const current = token.scale?.kind === 'interest' ? token.scale.rate : null;
  const typed = text.trim();
  const rate = /^-?\d+$/.test(typed) ? Number(typed) : Number.NaN;
  const issue = typed === '' ? 'Enter the new rate in basis points' : interestRateIssue(rate);
  const draft: Draft = issue
    ? { issues: { rate: issue } }
    : { action: { kind: 'update-interest-rate', mint: token.mint, rate } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="update-interest-rate"
      summary={() => `${token.symbol} earns ${yearly(rate)} from now`}
      confirmLabel="Change the rate"
    >
      {(shown) => (
        <FormField
          label="New rate (basis points a year)"
          hint={
            current === null
              ? '100 basis points are 1% a year; a negative rate shrinks shown balances'
              : `Now ${yearly(current)}. What accrued so far stays; the new rate runs from now. Raw amounts never change.`
          }
          error={issueOf(draft, 'rate', shown)}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
      )}
    </ActionPanel>
  );
}
