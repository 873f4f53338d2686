import { useState } from 'react';
import { extensionParam } from '@/entities/token/lib/extension-param';
import { groupOfParams, newMaxSizeIssue } from '@/entities/token/lib/group-rules';
import type { TokenDetails } from '@/entities/token/model';
import { useNavigate } from '@/shared/lib/router';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { ActionPanel, issueOf, type Draft } from './action-panel';

/**
 * A group's members: how many it holds and may, its maximum changed (never below those it holds), and a new
 * member added — a token created into it, from Create Token with the group filled in.
 */
export function GroupForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const navigate = useNavigate();
  const group = groupOfParams((name) => extensionParam(token.extensions, 'TokenGroup', name));
  const [text, setText] = useState('');
  const typed = text.trim();
  const maxSize = /^\d{1,20}$/.test(typed) ? BigInt(typed) : null;
  const issue = !group
    ? 'This token is not a group'
    : typed === ''
      ? 'Enter the new maximum size'
      : maxSize === null
        ? 'The maximum size must be a whole number of members'
        : newMaxSizeIssue(maxSize, group);
  const draft: Draft =
    issue || maxSize === null
      ? { issues: { maxSize: issue ?? '' } }
      : { action: { kind: 'update-group-max-size', mint: token.mint, maxSize } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="update-group-max-size"
      summary={() => `The group ${token.symbol} may now hold ${maxSize} members`}
      confirmLabel="Change the maximum"
    >
      {(shown) => (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground" data-testid="group-members">
              {group ? `${group.size} of at most ${group.maxSize} members` : ''}
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => navigate('/create-token', { state: { memberOf: token.mint } })}
            >
              Add a member
            </Button>
          </div>
          <FormField
            label="New maximum size"
            hint="Members already in the group stay; it cannot go below them"
            error={issueOf(draft, 'maxSize', shown)}
          >
            <Input
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </FormField>
        </>
      )}
    </ActionPanel>
  );
}
