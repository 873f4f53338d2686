import { useState } from 'react';
import { AmountField } from '@/entities/token/ui/amount-field';
import type { TokenDetails } from '@/entities/token/model';
import { isValidAddress, shortenAddress } from '@/shared/lib/address';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import { shownAmount, typedRaw } from '@/entities/token/lib/token-traits';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ActionPanel, issueOf, type Draft } from './action-panel';

/** More of a token whose mint authority is a multisig the wallet signs for: proposed to its co-signers. */
export function MintProposalForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const [amountText, setAmountText] = useState('');
  const [destination, setDestination] = useState('');
  const to = destination.trim();
  // Typed as shown (a UI amount), minted in raw units.
  const issue = amountIssue(amountText, { decimals: token.decimals });
  const raw = typedRaw(amountText, token);
  const draft: Draft =
    issue || raw === null
      ? { issues: { amount: issue ?? 'Enter an amount' } }
      : to && !isValidAddress(to)
        ? { issues: { destination: 'Valid Solana address required' } }
        : { action: { kind: 'mint', mint: token.mint, amount: raw, destination: to || owner } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="mint"
      summary={(action) =>
        action.kind === 'mint'
          ? `${shownAmount(action.amount, token)} ${token.symbol} minted to ${shortenAddress(action.destination ?? owner)}`
          : ''
      }
      confirmLabel="Mint"
    >
      {(shown) => (
        <>
          <AmountField
            label="Amount to mint"
            token={token}
            error={issueOf(draft, 'amount', shown)}
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
          />
          <FormField
            label="Destination Address (optional)"
            hint="Leave blank to mint to your own wallet"
            error={issueOf(draft, 'destination', shown)}
          >
            <Input autoComplete="off" value={destination} onChange={(event) => setDestination(event.target.value)} />
          </FormField>
        </>
      )}
    </ActionPanel>
  );
}
