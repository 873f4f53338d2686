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

/**
 * The CPI guard on the wallet's own account, on or off: while on, no program the wallet calls (a dapp's
 * contract) may move its tokens, approve a delegate over them or close the account on its behalf.
 */
export function CpiGuardForm({ token, owner }: { token: TokenDetails; owner: string }) {
  const enabled = !token.cpiGuard;
  return (
    <ActionPanel
      owner={owner}
      draft={{ action: { kind: 'cpi-guard', mint: token.mint, enabled } }}
      kind="cpi-guard"
      summary={() =>
        enabled
          ? `Your ${token.symbol} account is now CPI-guarded`
          : `Your ${token.symbol} account is no longer CPI-guarded`
      }
      confirmLabel={enabled ? 'Turn the CPI guard on' : 'Turn the CPI guard off'}
    >
      {() => (
        <p className="text-sm text-muted-foreground" data-testid="cpi-guard-setting">
          {token.cpiGuard
            ? 'The CPI guard is on: no program you call can move these tokens, approve a delegate over them or close this account for you. Transfers you sign yourself still work.'
            : 'The CPI guard is off. Turning it on stops any program you call (a dapp’s contract) from moving these tokens, approving a delegate over them or closing this account for you; transfers you sign yourself still work.'}
        </p>
      )}
    </ActionPanel>
  );
}
