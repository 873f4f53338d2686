import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from '@/shared/lib/router';
import { solBalanceQuery } from '@/data-hooks/queries';
import { useAddressHistory } from '@/data-hooks/use-address-history';
import { useDataSource } from '@/data-hooks/use-data-source';
import { useAddressBook } from '@/entities/address-book/lib/use-address-book';
import { clusterKey } from '@/entities/cluster/model';
import { transferFeeOn, type TransferFee } from '@/entities/token/lib/transfer-fee';
import type { TokenHolding } from '@/entities/token/model';
import { TokenField } from '@/entities/token/ui/token-select';
import { useWallet } from '@/entities/wallet/use-wallet';
import { MEMO_MAX_BYTES, memoIssue, memoRequiredBy } from '@/shared/lib/memo';
import { Input } from '@/shared/ui/input';
import { exactSol } from '@/shared/lib/amount';
import { shownAmount, transferRefusal } from '@/entities/token/lib/token-traits';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui/card';
import { ChainText } from '@/shared/ui/chain-text';
import { CheckboxField } from '@/shared/ui/checkbox-field';
import { FormField } from '@/shared/ui/form-field';
import { useBulkRun } from '../api/use-bulk-run';
import { approvalsFor, GROUP_TRANSACTIONS, jobDone, paidCount, planJob, type BulkJob } from '../lib/bulk-job';
import { browserJobStore, jobScopes } from '../lib/job-store';
import { MAX_ROWS, readRecipients, totalsOf, type RecipientRow, type RecipientTotals } from '../lib/recipients-csv';
import { JobProgress } from './job-progress';
import { RecipientsTable } from './recipients-table';
import { VerifyReport } from './verify-report';
import { reasonOf } from '@/shared/lib/describe-error';
import { count, whole } from '@/shared/lib/count';

const FEE_PER_TRANSACTION = 5_000n;
const FLAGGED_OK = 'I have checked the flagged rows: send to them too';

interface Checked {
  /** Which check this is: the packing of its rows is asked once per check and memo. */
  id: number;
  token: TokenHolding;
  rows: RecipientRow[];
  /** Recipients without an account for this token, and the rent of each; null while being read. */
  newAccounts: { count: number; rentLamports: bigint } | null;
  /** The token's transfer fee, read with the new accounts. */
  transferFee?: TransferFee | null;
  /** Recipients whose account takes no transfer without a memo, read with the new accounts. */
  memoRequired?: string[];
  newAccountsError?: string;
}

/** CSV in, checked rows, then the transfers packed and sent in order with a log that survives a reload. */
/** Recipients of batches handed to a wallet that sends by itself, their signature not heard. */
const handedRows = (job: BulkJob) =>
  job.batches.filter((batch) => batch.status === 'handed').reduce((sum, batch) => sum + batch.rows.length, 0);

export function BulkSend({ tokens }: { tokens: TokenHolding[] }) {
  const dataSource = useDataSource();
  const { address, signer } = useWallet();
  const signsMany = !!signer?.signTransactions;
  const owner = address ?? '';
  const [scope, ...olderScopes] = jobScopes(dataSource.cluster, owner);
  const addressBook = useAddressBook(owner);
  const history = useAddressHistory(owner);
  const sol = useQuery({ ...solBalanceQuery(dataSource, owner), enabled: !!owner });
  const bulk = useBulkRun();
  const [unfinished, setUnfinished] = useState<BulkJob | null>(
    () => browserJobStore.list([scope, ...olderScopes]).find((job) => !jobDone(job)) ?? null,
  );
  // An airdrop from a token page's holder snapshot opens with its token and rows filled in.
  const location = useLocation();
  const navigate = useNavigate();
  const fill = (location.state as { airdrop?: { mint: string; csv: string } } | null)?.airdrop;
  const [mint, setMint] = useState(fill?.mint ?? '');
  const [text, setText] = useState(fill?.csv ?? '');
  // Read once: a reload or Back after the airdrop was sent must not fill the same rows again.
  useEffect(() => {
    if (fill) navigate(location.pathname, { replace: true, state: null });
  }, [fill, location.pathname, navigate]);
  const [inputError, setInputError] = useState<{ token?: string; text?: string }>({});
  const [checked, setChecked] = useState<Checked | null>(null);
  const [flaggedOk, setFlaggedOk] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const [memo, setMemo] = useState('');
  const [memoError, setMemoError] = useState<string>();
  // The memo the transfers are packed for: it follows the field after a pause in typing.
  const [packMemo, setPackMemo] = useState(memo);
  useEffect(() => {
    const timer = setTimeout(() => setPackMemo(memo), 400);
    return () => clearTimeout(timer);
  }, [memo]);
  const ready = useMemo(() => checked?.rows.filter((row) => !row.error).map((row) => row.address) ?? [], [checked]);
  const packing = useQuery({
    queryKey: [
      'bulk-packing',
      clusterKey(dataSource.cluster),
      owner,
      checked?.token.mint,
      checked?.id,
      ready.length,
      packMemo,
    ],
    queryFn: () =>
      dataSource.packTransfers(owner, {
        mint: checked!.token.mint,
        recipients: ready,
        ...(packMemo && { memo: packMemo }),
      }),
    enabled: !!checked && ready.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const packed = packMemo === memo ? packing.data : undefined;
  // Send pressed while the accounts and transactions are still being counted: it goes on once they are.
  const [sendAsked, setSendAsked] = useState(false);
  const sendRef = useRef(() => {});
  const counted = !!checked && ((!!checked.newAccounts && !!packed) || !!packing.error || !!checked.newAccountsError);
  useEffect(() => {
    if (!sendAsked) return;
    if (!checked) setSendAsked(false);
    else if (counted) {
      setSendAsked(false);
      sendRef.current();
    }
  }, [sendAsked, checked, counted]);

  if (bulk.job) {
    return (
      <JobProgress
        job={bulk.job}
        phase={bulk.phase}
        cluster={dataSource.cluster}
        signsMany={signsMany}
        onStop={bulk.stop}
        onResume={() => void bulk.run(bulk.job!)}
        onNew={() => {
          bulk.setJob(null);
          setChecked(null);
        }}
      />
    );
  }

  const check = async () => {
    const token = tokens.find((t) => t.mint === mint);
    const errors = {
      token: token ? undefined : 'Token is required',
      text: text.trim() ? undefined : 'Paste or upload the recipients first',
    };
    setInputError(errors);
    setSendError(undefined);
    setFlaggedOk(false);
    if (!token || errors.text) return;
    const refusal = transferRefusal(token);
    if (refusal) return setInputError({ token: refusal });
    const rows = readRecipients(text, {
      decimals: token.decimals,
      ...(token.scale && { scale: token.scale }),
      symbol: token.symbol,
      owner,
      lookalikes: (recipient) =>
        history.review(
          recipient,
          addressBook.entries.map((entry) => entry.address),
        ).lookalikes,
    });
    if (rows.length > MAX_ROWS) {
      setInputError({
        text: `At most ${whole(MAX_ROWS)} recipients at a time; this list has ${whole(rows.length)}`,
      });
      return;
    }
    setChecked({ id: Date.now(), token, rows, newAccounts: null });
    const valid = rows.filter((row) => !row.error).map((row) => row.address);
    try {
      const found = await dataSource.newAccountsAmong(token.mint, valid);
      // A recipient whose account takes no transfer from this app is a row with an error.
      const refused = new Map(found.refused.map((each) => [each.recipient, each.reason]));
      setChecked((current) =>
        current?.rows === rows
          ? {
              ...current,
              rows: refused.size
                ? rows.map((row) => (refused.has(row.address) ? { ...row, error: refused.get(row.address) } : row))
                : rows,
              // A refused row is never paid: no account is made for it.
              newAccounts: {
                count: found.recipients.filter((recipient) => !refused.has(recipient)).length,
                rentLamports: found.rentLamports,
              },
              transferFee: found.transferFee,
              memoRequired: found.memoRequired,
            }
          : current,
      );
    } catch (error) {
      setChecked((current) =>
        current?.rows === rows
          ? {
              ...current,
              newAccountsError: `The recipients' accounts could not be read: ${reasonOf(error)}`,
            }
          : current,
      );
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setText(await file.text());
    setChecked(null);
  };

  // The holding as it is now: the list may refresh after the check (a balance read again after an action).
  const token = checked && (tokens.find((t) => t.mint === checked.token.mint) ?? checked.token);

  const send = () => {
    if (!checked || !token) return;
    const { rows, newAccounts } = checked;
    const totals = totalsOf(rows);
    const memoProblem =
      memoIssue(memo) ?? (checked.memoRequired?.length && !memo ? memoNeeded(checked.memoRequired) : null);
    setMemoError(memoProblem ?? undefined);
    if (memoProblem) return setSendError(undefined);
    const solNeeded =
      newAccounts && packed
        ? BigInt(newAccounts.count) * newAccounts.rentLamports + BigInt(packed.length) * FEE_PER_TRANSACTION
        : null;
    const packError = packing.error ? `The transfers could not be packed: ${reasonOf(packing.error)}` : undefined;
    const problem = sendProblem({
      token,
      totals,
      solNeeded,
      solBalance: sol.data,
      flaggedOk,
      notCounted: packError ?? checked.newAccountsError,
    });
    setSendAsked(problem === STILL_COUNTING);
    setSendError(problem === STILL_COUNTING ? undefined : (problem ?? undefined));
    if (problem) return;
    // Every row is ready here (none with an error): the packing's indexes are the rows'.
    const job = planJob(
      scope,
      token,
      rows.map((row) => ({ line: row.line, address: row.address, amount: row.amount! })),
      packed!,
      memo,
    );
    void bulk.run(job);
  };
  sendRef.current = send;

  const totals = checked ? totalsOf(checked.rows) : null;
  // What the token withholds, transfer by transfer, as the token program rounds each one.
  const fee = checked?.transferFee;
  const symbol = checked && <ChainText text={checked.token.symbol} className="max-w-[12ch]" />;
  const withheld = fee
    ? checked.rows.reduce((sum, row) => (row.error ? sum : sum + transferFeeOn(row.amount ?? 0n, fee)), 0n)
    : 0n;
  return (
    <div className="flex flex-col gap-6">
      {unfinished && (
        <Card data-testid="unfinished-job">
          <CardContent className="flex flex-col gap-3 pt-6 text-sm sm:flex-row sm:items-center">
            <p className="min-w-0 flex-1">
              An unfinished bulk send of <ChainText text={unfinished.symbol} className="max-w-[12ch]" /> from{' '}
              {new Date(unfinished.createdAt).toLocaleString()}: {whole(paidCount(unfinished))} of{' '}
              {whole(unfinished.rows.length)} recipients paid.
              {handedRows(unfinished) > 0 &&
                ` ${count(handedRows(unfinished), 'recipient')} handed to your wallet may have landed: resuming checks them on chain before anything is signed.`}
            </p>
            <div className="flex gap-2">
              <Button
                onClick={() => {
                  const job = unfinished;
                  setUnfinished(null);
                  void bulk.run(job);
                }}
              >
                Resume
              </Button>
              {/* A batch signed or handed over, and maybe sent, is settled by resuming, never forgotten. */}
              {!unfinished.batches.some((batch) => batch.status === 'sent' || batch.status === 'handed') && (
                <Button
                  variant="outline"
                  onClick={() => {
                    browserJobStore.remove(unfinished.id);
                    setUnfinished(null);
                  }}
                >
                  Discard
                </Button>
              )}
            </div>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Recipients</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <TokenField
            tokens={tokens}
            value={mint}
            onChange={(value) => {
              setMint(value);
              setChecked(null);
            }}
            withBalance
            error={inputError.token}
          />
          <FormField
            label="Recipients (CSV: address,amount)"
            hint={`One line per recipient; "." for decimals; at most ${whole(MAX_ROWS)} lines. A header line is skipped.`}
            error={inputError.text}
          >
            <textarea
              className="min-h-40 w-full rounded-lg border bg-card px-3 py-2 font-mono text-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive"
              spellCheck={false}
              value={text}
              placeholder={'address,amount\n9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin,12.5'}
              onChange={(event) => {
                setText(event.target.value);
                setChecked(null);
              }}
            />
          </FormField>
          <FormField label="Or upload a CSV file">
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="text-sm"
              onChange={(event) => void onFile(event)}
            />
          </FormField>
          <FormField
            label="Memo (optional)"
            hint={`Sent with every transfer, public on chain. At most ${MEMO_MAX_BYTES} bytes; a memo means fewer transfers per transaction.`}
            error={memoError}
          >
            <Input
              autoComplete="off"
              value={memo}
              onChange={(event) => {
                setMemo(event.target.value);
                setMemoError(undefined);
              }}
            />
          </FormField>
          <Button type="button" size="lg" variant={checked ? 'outline' : 'default'} onClick={() => void check()}>
            Check Recipients
          </Button>
        </CardContent>
      </Card>
      {checked && totals && (
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
                {shownAmount(totals.total, checked.token)} {symbol} of{' '}
                {shownAmount((token ?? checked.token).balance, checked.token)}
              </dd>
              {withheld > 0n && (
                <>
                  <dt className="text-muted-foreground">Transfer fee</dt>
                  <dd data-testid="bulk-transfer-fee">
                    <span className="font-mono">
                      {shownAmount(withheld, checked.token)} {symbol}
                    </span>{' '}
                    withheld by the token in all; the recipients receive{' '}
                    <span className="font-mono">
                      {shownAmount(totals.total - withheld, checked.token)} {symbol}
                    </span>
                  </dd>
                </>
              )}
              <dt className="text-muted-foreground">Transactions</dt>
              <dd data-testid="bulk-transactions">
                {packing.error
                  ? `The transfers could not be packed: ${reasonOf(packing.error)}`
                  : packed
                    ? transactionsText(packed, signsMany, !!checked.token.transferHook)
                    : totals.valid > 0
                      ? 'Counting…'
                      : '—'}
              </dd>
              {!!checked.memoRequired?.length && (
                <>
                  <dt className="text-muted-foreground">Memo</dt>
                  <dd data-testid="bulk-memo-required">
                    Required by {checked.memoRequired.length}{' '}
                    {checked.memoRequired.length === 1 ? "recipient's account" : "recipients' accounts"}
                  </dd>
                </>
              )}
              <dt className="text-muted-foreground">New accounts</dt>
              <dd>
                {checked.newAccountsError ??
                  (checked.newAccounts
                    ? `${checked.newAccounts.count}, rent ${exactSol(BigInt(checked.newAccounts.count) * checked.newAccounts.rentLamports)}`
                    : 'Checking…')}
              </dd>
            </dl>
            <RecipientsTable rows={checked.rows} token={checked.token} />
            {totals.flagged > 0 && (
              <CheckboxField
                label={FLAGGED_OK}
                checked={flaggedOk}
                onChange={(event) => setFlaggedOk(event.target.checked)}
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
            <Button size="lg" onClick={send}>
              Send to {count(totals.valid, 'recipient')}
            </Button>
          </CardContent>
        </Card>
      )}
      <VerifyReport />
    </div>
  );
}

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

/** Said under the Memo field when some recipients take no transfer without one. */
const memoNeeded = (recipients: readonly string[]) =>
  recipients.length === 1
    ? memoRequiredBy(recipients[0]!)
    : `The accounts of ${recipients.length} recipients require a memo with every incoming transfer: write a memo to send to them.`;

const STILL_COUNTING = 'Counting the new accounts and transactions: the send starts as soon as they are known.';

/** Why the checked list cannot be sent yet, or null: the first thing the user has to do. */
function sendProblem({
  token,
  totals,
  solNeeded,
  solBalance,
  flaggedOk,
  notCounted,
}: {
  token: TokenHolding;
  totals: RecipientTotals;
  /** Rent and fees in lamports; null while the new accounts and transactions are being counted. */
  solNeeded: bigint | null;
  solBalance: bigint | undefined;
  flaggedOk: boolean;
  /** Why the new accounts or the transactions could not be counted. */
  notCounted?: string;
}): string | null {
  const amount = (value: bigint) => `${shownAmount(value, token)} ${token.symbol}`;
  if (totals.invalid > 0)
    return `Fix or remove the ${totals.invalid} ${totals.invalid === 1 ? 'row' : 'rows'} with errors first`;
  if (totals.valid === 0) return 'There is no one to send to';
  if (totals.total > token.balance) {
    return `The total, ${amount(totals.total)}, exceeds your balance of ${amount(token.balance)}`;
  }
  if (solNeeded === null) return notCounted ?? STILL_COUNTING;
  if (solBalance !== undefined && solNeeded > solBalance) {
    return `Rent and fees need ${exactSol(solNeeded)}; you have ${exactSol(solBalance)}`;
  }
  if (totals.flagged > 0 && !flaggedOk) return 'Tick the box to confirm the flagged rows';
  return null;
}
