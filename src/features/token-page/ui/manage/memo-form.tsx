import type { TokenDetails } from '@/entities/token/model';
import { ActionPanel, type Draft } from './action-panel';

/**
 * Requires a memo with every transfer into the wallet's own account of this token, or stops requiring
 * it: one switch, previewed like every change (turning it on may grow the account, for a little rent).
 */
export function MemoForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const required = !token.memoRequired;
  const draft: Draft = { action: { kind: 'memo-transfer', mint: token.mint, required } };
  return (
    <ActionPanel
      owner={owner}
      draft={draft}
      kind="memo-transfer"
      summary={() =>
        required
          ? `Every transfer of ${token.symbol} into your account now needs a memo`
          : `Transfers of ${token.symbol} into your account no longer need a memo`
      }
      confirmLabel={required ? 'Require memos' : 'Stop requiring memos'}
    >
      {() => (
        <p className="text-sm text-muted-foreground" data-testid="memo-setting">
          {token.memoRequired
            ? 'Your account takes no transfer of this token without a memo. Senders are told before they send.'
            : 'Your account takes transfers with or without a memo. Requiring one helps an exchange or a shop tell payments apart; senders who add none are refused before they sign.'}
        </p>
      )}
    </ActionPanel>
  );
}
