import { transferFeeOn } from '@/entities/token/lib/transfer-fee';
import { shownAmount } from '@/entities/token/lib/token-traits';
import type { TokenHolding } from '@/entities/token/model';
import { exactSol } from '@/shared/lib/amount';
import { count, whole } from '@/shared/lib/count';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { ChainText } from '@/shared/ui/chain-text';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import type { CheckedList } from '../api/use-recipients-check';
import { approvalsFor, GROUP_TRANSACTIONS } from '../lib/bulk-job';
import { totalsOf } from '../lib/recipients-csv';
import { STILL_COUNTING } from '../lib/send-problem';
import { RecipientsTable } from './recipients-table';
import { HookCall } from '@/entities/transfer/ui/hook-call';

export const FLAGGED_OK = 'I have checked the flagged rows: send to them too';

/** How many transactions and wallet approvals the packed transfers take. */
function transactionsText(packed: readonly number[][], signsMany: boolean, hooked: boolean) {
  const transactions = packed.length;
  const most = Math.max(...packed.map((batch) => batch.length));
  const each = hooked
    ? 'one transfer each: the transfer hook adds its own accounts'
    : `up to ${count(most, 'transfer')} each, as many as fit`;
  const approvals = `${count(approvalsFor(transactions, signsMany), 'wallet approval')}${
    signsMany ? ` (up to ${GROUP_TRANSACTIONS} transactions each)` : ': this wallet approves one transaction at a time'
  }`;
  return `${whole(transactions)} (${each}); ${approvals}`;
}

/** The checked list before it is sent: totals, the fee withheld, transactions, new accounts, and each row. */
export function BulkReview({
  checked,
  balance,
  packed,
  packError,
  signsMany,
  flaggedOk,
  onFlaggedOk,
  sendAsked,
  sendError,
  onSend,
}: {
  checked: CheckedList;
  /** The holding as it is now: the list may refresh after the check. */
  balance: TokenHolding['balance'];
  packed: number[][] | undefined;
  packError: string | undefined;
  signsMany: boolean;
  flaggedOk: boolean;
  onFlaggedOk(value: boolean): void;
  /** Send was pressed while the counting goes on: it starts once it is done. */
  sendAsked: boolean;
  sendError: string | undefined;
  onSend(): void;
}) {
  const { token, rows, newAccounts, transferFee: fee } = checked;
  const totals = totalsOf(rows);
  const symbol = <ChainText text={token.symbol} className="max-w-[12ch]" />;
  // What the token withholds, transfer by transfer, as the token program rounds each one.
  const withheld = fee
    ? rows.reduce((sum, row) => (row.error ? sum : sum + transferFeeOn(row.amount ?? 0n, fee)), 0n)
    : 0n;
  const memoRequired = checked.memoRequired ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Review</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm" data-testid="bulk-totals">
          <dt className="text-muted-foreground">Recipients</dt>
          <dd>
            {whole(totals.valid)} ready{totals.invalid > 0 && `, ${whole(totals.invalid)} with errors`}
            {totals.flagged > 0 && `, ${totals.flagged} flagged`}
          </dd>
          <dt className="text-muted-foreground">Total</dt>
          <dd className="font-mono">
            {shownAmount(totals.total, token)} {symbol} of {shownAmount(balance, token)}
          </dd>
          {withheld > 0n && (
            <>
              <dt className="text-muted-foreground">Transfer fee</dt>
              <dd data-testid="bulk-transfer-fee">
                <span className="font-mono">
                  {shownAmount(withheld, token)} {symbol}
                </span>{' '}
                withheld by the token in all; the recipients receive{' '}
                <span className="font-mono">
                  {shownAmount(totals.total - withheld, token)} {symbol}
                </span>
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">Transactions</dt>
          <dd data-testid="bulk-transactions">
            {packError ??
              (packed
                ? transactionsText(packed, signsMany, !!token.transferHook)
                : totals.valid > 0
                  ? 'Counting…'
                  : '—')}
          </dd>
          {memoRequired.length > 0 && (
            <>
              <dt className="text-muted-foreground">Memo</dt>
              <dd data-testid="bulk-memo-required">
                Required by {memoRequired.length}{' '}
                {memoRequired.length === 1 ? "recipient's account" : "recipients' accounts"}
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">New accounts</dt>
          <dd>
            {checked.newAccountsError ??
              (newAccounts
                ? `${newAccounts.count}, rent ${exactSol(BigInt(newAccounts.count) * newAccounts.rentLamports)}`
                : 'Checking…')}
          </dd>
        </dl>
        {checked.hook && <HookCall hook={checked.hook} each />}
        <RecipientsTable rows={rows} token={token} />
        {totals.flagged > 0 && (
          <CheckboxField
            label={FLAGGED_OK}
            checked={flaggedOk}
            onChange={(event) => onFlaggedOk(event.target.checked)}
          />
        )}
        {sendAsked && (
          <p role="status" className="text-sm text-muted-foreground">
            {STILL_COUNTING}
          </p>
        )}
        {sendError && (
          <p role="alert" className="text-sm font-medium [overflow-wrap:anywhere] text-destructive">
            {sendError}
          </p>
        )}
        <Button size="lg" onClick={onSend}>
          Send to {count(totals.valid, 'recipient')}
        </Button>
      </CardContent>
    </Card>
  );
}
