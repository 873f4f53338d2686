import { useState } from 'react';
import { AmountField } from '@/entities/token/ui/amount-field';
import { amountIssue } from '@/entities/token/lib/amount-issue';
import { typedMultiplier } from '@/entities/token/lib/create-options';
import { shownAmount, typedRaw } from '@/entities/token/lib/token-traits';
import { isValidAddress, shortenAddress } from '@/shared/lib/address';
import type { TokenDetails } from '@/entities/token/model';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ActionPanel, issueOf, type Draft } from './action-panel';

/** Stops every transfer, mint and burn of the token, or lets them go again: one switch, previewed. */
export function PauseForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const kind = token.paused ? 'resume' : 'pause';
  const draft: Draft = { action: { kind, mint: token.mint } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind={kind}
      summary={() =>
        kind === 'pause'
          ? `${token.symbol} is paused: no holder can transfer, mint or burn it until it is resumed`
          : `${token.symbol} is resumed: holders can transfer it again`
      }
      confirmLabel={kind === 'pause' ? 'Pause every transfer' : 'Resume transfers'}
    >
      {() => (
        <p className="text-sm text-muted-foreground" data-testid="pause-setting">
          {kind === 'pause'
            ? 'Pausing stops every holder’s transfers, and all mints and burns, until you resume it. Wallets show it as paused.'
            : `${token.symbol} is paused: no one can transfer, mint or burn it. Resuming lets every holder move it again.`}
        </p>
      )}
    </ActionPanel>
  );
}

/** The multiplier every balance is shown through: a new one now, or from a date and time the user picks. */
export function MultiplierForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const [text, setText] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const typed = typedMultiplier(text);
  const multiplier = typed ?? 0;
  const effectiveAt = when === 'later' && at ? Math.floor(new Date(at).getTime() / 1000) : null;
  const issues: Record<string, string> = {};
  if (typed === null) {
    issues.multiplier = 'The multiplier must be a number greater than 0';
  }
  if (when === 'later' && !(effectiveAt !== null && Number.isFinite(effectiveAt))) {
    issues.at = 'Pick the date and time it takes effect';
  } else if (effectiveAt !== null && effectiveAt * 1000 <= Date.now()) {
    issues.at = 'Pick a moment in the future, or choose “Now”';
  }
  const draft: Draft = Object.keys(issues).length
    ? { issues }
    : { action: { kind: 'update-multiplier', mint: token.mint, multiplier, effectiveAt } };
  // What the wallet's own balance reads as, before and after (a raw amount never changes).
  const balanceAfter =
    !issues.multiplier &&
    shownAmount(token.balance, {
      decimals: token.decimals,
      scale: { kind: 'multiplier', multiplier, newMultiplier: multiplier, newMultiplierAt: 0, now: 0 },
    });
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="update-multiplier"
      summary={() =>
        effectiveAt === null
          ? `${token.symbol} is shown ×${multiplier} from now`
          : `${token.symbol} will be shown ×${multiplier} from ${new Date(effectiveAt * 1000).toLocaleString()}`
      }
      confirmLabel="Apply the new multiplier"
    >
      {(shown) => (
        <div className="flex flex-col gap-4">
          <FormField
            label="New multiplier"
            hint={
              balanceAfter
                ? `Your balance: ${shownAmount(token.balance, token)} → ${balanceAfter} ${token.symbol} once in force; no raw amount changes`
                : 'Every balance is shown times it: 2 shows 100 tokens held as 200'
            }
            error={issueOf(draft, 'multiplier', shown)}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </FormField>
          <FormField label="Takes effect">
            <select
              className="h-10 rounded-lg border bg-card px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              value={when}
              onChange={(event) => setWhen(event.target.value as 'now' | 'later')}
            >
              <option value="now">Now</option>
              <option value="later">At a date and time</option>
            </select>
          </FormField>
          {when === 'later' && (
            <FormField
              label="Date and time"
              hint="Your local time; the cluster's clock decides the moment"
              error={issueOf(draft, 'at', shown)}
            >
              <Input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
            </FormField>
          )}
        </div>
      )}
    </ActionPanel>
  );
}

/**
 * The permanent delegate moves a holder's tokens to another wallet, or burns them (a recovery, a court
 * order). Whose tokens they are is said in full, and the symbol is typed before anything is sent.
 */
export function ForceForm({
  token,
  owner,
  kind,
}: {
  token: TokenDetails;
  owner: string;
  kind: 'force-transfer' | 'force-burn';
}) {
  const [holder, setHolder] = useState('');
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const from = holder.trim();
  const to = recipient.trim();
  const raw = typedRaw(amount, token);
  const issues: Record<string, string> = {};
  if (!isValidAddress(from)) issues.holder = 'Enter the holder’s wallet or token account address';
  if (kind === 'force-transfer') {
    if (!isValidAddress(to)) issues.recipient = 'Valid Solana address required';
    else if (to === from) issues.recipient = 'The recipient is the holder: the tokens would not move';
  }
  const amountProblem = amountIssue(amount, { decimals: token.decimals });
  if (amountProblem || raw === null) issues.amount = amountProblem ?? 'Enter an amount';
  const draft: Draft =
    Object.keys(issues).length || raw === null
      ? { issues }
      : {
          action:
            kind === 'force-transfer'
              ? { kind, mint: token.mint, holder: from, recipient: to, amount: raw }
              : { kind, mint: token.mint, holder: from, amount: raw },
        };
  const moved = raw === null ? '' : `${shownAmount(raw, token)} ${token.symbol}`;
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind={kind}
      summary={() =>
        kind === 'force-transfer'
          ? `${moved} moved from ${shortenAddress(from)} to ${shortenAddress(to)} by the permanent delegate`
          : `${moved} of ${shortenAddress(from)} burned by the permanent delegate`
      }
      typedConfirmation={token.symbol}
      typedHint="These are someone else's tokens: they move without their signature, and it cannot be undone."
      confirmLabel={kind === 'force-transfer' ? 'Move their tokens' : 'Burn their tokens'}
    >
      {(shown) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            As the permanent delegate you act on any holder’s account, without their signature. Use it for a recovery or
            a court order; the holder sees it in their history.
          </p>
          <FormField
            label="Whose tokens (holder)"
            hint={isValidAddress(from) ? `From the account of ${from}` : 'Their wallet, or their token account'}
            error={issueOf(draft, 'holder', shown)}
          >
            <Input autoComplete="off" value={holder} onChange={(event) => setHolder(event.target.value)} />
          </FormField>
          {kind === 'force-transfer' && (
            <FormField label="Send them to" error={issueOf(draft, 'recipient', shown)}>
              <Input autoComplete="off" value={recipient} onChange={(event) => setRecipient(event.target.value)} />
            </FormField>
          )}
          <AmountField
            label="Amount"
            token={token}
            error={issueOf(draft, 'amount', shown)}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
      )}
    </ActionPanel>
  );
}
