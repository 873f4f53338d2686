import { useState } from 'react';
import { multiplierIssue } from '@/entities/token/lib/create-options';
import { shownAmount } from '@/entities/token/lib/token-traits';
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
      busyTitle={kind === 'pause' ? 'Pausing the token' : 'Resuming the token'}
      successTitle={kind === 'pause' ? 'Token paused' : 'Token resumed'}
      failureMessage={`Failed to ${kind} the token. Please try again.`}
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

// A plain decimal number as typed ("3", "1.5"): never an exponent, a sign, or "Infinity".
const MULTIPLIER_TEXT = /^\d+(\.\d+)?$/;

/** The multiplier every balance is shown through: a new one now, or from a date and time the user picks. */
export function MultiplierForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const [text, setText] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const multiplier = Number(text.trim());
  const effectiveAt = when === 'later' && at ? Math.floor(new Date(at).getTime() / 1000) : null;
  const issues: Record<string, string> = {};
  if (!MULTIPLIER_TEXT.test(text.trim()) || multiplierIssue(multiplier)) {
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
      busyTitle="Changing the multiplier"
      successTitle="Multiplier changed"
      failureMessage="Failed to change the multiplier. Please try again."
      summary={() =>
        effectiveAt === null
          ? `${token.symbol} is shown ×${multiplier} from now`
          : `${token.symbol} will be shown ×${multiplier} from ${new Date(effectiveAt * 1000).toLocaleString()}`
      }
      confirmLabel="Change the multiplier"
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
            <Input inputMode="decimal" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
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
