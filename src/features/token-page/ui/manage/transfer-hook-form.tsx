import { useState } from 'react';
import { useAddressCheck } from '@/data-hooks/use-recipient-check';
import { hookAddressIssue, hookProgramKindIssue } from '@/entities/token/lib/hook-program';
import type { TokenDetails } from '@/entities/token/model';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ActionPanel, issueOf, type Draft } from './action-panel';

/**
 * The program a hooked token calls on every transfer: set or changed to an executable program (what the
 * chain holds at the address is checked as it is typed), or removed, so transfers call nothing.
 */
export function TransferHookForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const current = token.transferHook ?? null;
  const [mode, setMode] = useState<'set' | 'remove'>('set');
  const [text, setText] = useState('');
  const check = useAddressCheck(mode === 'set' ? text : '', hookProgramKindIssue);
  const typed = text.trim();
  const issue =
    mode === 'remove'
      ? null
      : (hookAddressIssue(typed) ?? (typed === current ? 'This already is the transfer hook program' : check.issue));
  const draft: Draft = issue
    ? { issues: { program: issue } }
    : { action: { kind: 'update-transfer-hook', mint: token.mint, program: mode === 'remove' ? null : typed } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="update-transfer-hook"
      summary={() =>
        mode === 'remove'
          ? `${token.symbol}'s transfers call no program now`
          : `${token.symbol}'s transfers now call ${typed}`
      }
      confirmLabel={mode === 'remove' ? 'Remove the program' : 'Set the program'}
    >
      {(shown) => (
        <>
          <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground" data-testid="hook-program-now">
            {current
              ? `Every transfer now calls ${current}, which may refuse it.`
              : 'No program is set: transfers call nothing.'}
          </p>
          {current && (
            <FormField label="Change">
              <select
                className="h-10 rounded-lg border bg-card px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                value={mode}
                onChange={(event) => setMode(event.target.value as 'set' | 'remove')}
              >
                <option value="set">Set another program</option>
                <option value="remove">Remove the program (transfers call nothing)</option>
              </select>
            </FormField>
          )}
          {mode === 'set' && (
            <FormField
              label="Program address"
              hint="An executable program's address; it must keep a list of the accounts it needs for this token, or transfers cannot be made"
              error={issueOf(draft, 'program', shown)}
            >
              <Input
                autoComplete="off"
                spellCheck={false}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </FormField>
          )}
        </>
      )}
    </ActionPanel>
  );
}
