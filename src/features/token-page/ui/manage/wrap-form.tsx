import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { solBalanceQuery } from '@/data-hooks/queries';
import { useDataSource } from '@/data-hooks/use-data-source';
import { AmountField } from '@/entities/token/ui/amount-field';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import type { TokenDetails } from '@/entities/token/model';
import { typedRaw } from '@/entities/token/lib/token-traits';
import { formatAmount } from '@/shared/lib/amount';
import { ActionPanel, issueOf, type Draft } from './action-panel';

const sol = (lamports: bigint) => `${formatAmount(lamports, 9)} SOL`;

/**
 * SOL into, or out of, the wallet's account of wrapped SOL: an exact amount, never more than the wallet
 * has (to wrap) or has wrapped (to unwrap).
 */
export function WrapSolForm({ token, owner, kind }: { token: TokenDetails; owner: string; kind: 'wrap' | 'unwrap' }) {
  const dataSource = useDataSource();
  const balance = useQuery({ ...solBalanceQuery(dataSource, owner), enabled: kind === 'wrap' });
  const [amount, setAmount] = useState('');
  const limit = kind === 'wrap' ? balance.data : token.balance;
  const issue = amountIssue(amount, {
    decimals: 9,
    ...(limit !== undefined && {
      max: limit,
      maxMessage: () =>
        kind === 'wrap'
          ? `You can wrap at most ${sol(limit)}: that is your balance`
          : `You can unwrap at most ${sol(limit)}: that is what is wrapped`,
    }),
  });
  const lamports = typedRaw(amount, token);
  const draft: Draft =
    issue || lamports === null
      ? { issues: { amount: issue ?? 'Enter an amount' } }
      : { action: { kind: kind === 'wrap' ? 'wrap-sol' : 'unwrap-sol', mint: token.mint, lamports } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind={kind === 'wrap' ? 'wrap-sol' : 'unwrap-sol'}
      summary={(action) =>
        action.kind === 'wrap-sol' || action.kind === 'unwrap-sol'
          ? `${sol(action.lamports)} ${kind === 'wrap' ? 'wrapped' : 'unwrapped'}`
          : ''
      }
      confirmLabel={kind === 'wrap' ? 'Wrap now' : 'Unwrap now'}
    >
      {(shown) => (
        <AmountField
          label={kind === 'wrap' ? 'SOL to wrap' : 'SOL to unwrap'}
          token={token}
          hint={
            kind === 'wrap'
              ? balance.data === undefined
                ? 'Reading your SOL balance…'
                : `You have ${sol(balance.data)}; the account's rent is paid once, when it is made`
              : `Wrapped: ${sol(token.balance)}. Unwrapping all of it closes the account and returns its rent`
          }
          error={issueOf(draft, 'amount', shown)}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      )}
    </ActionPanel>
  );
}
