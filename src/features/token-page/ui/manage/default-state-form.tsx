import type { TokenDetails } from '@/entities/token/model';
import { extensionParam } from '@/entities/token/lib/extension-param';
import { ActionPanel, type Draft } from './action-panel';

/**
 * Whether accounts made from now on start frozen (each to be thawed by the freeze authority before it can
 * be used) or usable: one switch, the other way from where it stands. Accounts that exist keep their state.
 */
export function DefaultStateForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const frozenNow = extensionParam(token.extensions, 'DefaultAccountState', 'state') === 'Frozen';
  const frozen = !frozenNow;
  const draft: Draft = { action: { kind: 'update-default-state', mint: token.mint, frozen } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="update-default-state"
      summary={() =>
        frozen ? `New accounts of ${token.symbol} now start frozen` : `New accounts of ${token.symbol} now start usable`
      }
      confirmLabel={frozen ? 'Start new accounts frozen' : 'Start new accounts usable'}
    >
      {() => (
        <p className="text-sm text-muted-foreground" data-testid="default-state-setting">
          {frozenNow
            ? 'New accounts start frozen: no one can use the token until you thaw their account. Accounts that exist keep their state.'
            : 'New accounts start usable. Starting them frozen lets you thaw only the holders you approve (an allow-list); accounts that exist keep their state.'}
        </p>
      )}
    </ActionPanel>
  );
}
