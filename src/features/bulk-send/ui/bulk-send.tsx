import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@/shared/lib/router';
import { solBalanceQuery } from '@/data-hooks/queries';
import { useAddressHistory } from '@/data-hooks/use-address-history';
import { useDataSource } from '@/data-hooks/use-data-source';
import { LAMPORTS_PER_SIGNATURE } from '@/data-source/fee-rules';
import { useAddressBook } from '@/entities/address-book/lib/use-address-book';
import type { TokenHolding } from '@/entities/token/model';
import { useWallet } from '@/entities/wallet/use-wallet';
import { memoIssue } from '@/shared/lib/memo';
import { useBulkRun } from '../api/use-bulk-run';
import { useRecipientsCheck } from '../api/use-recipients-check';
import { jobDone, planJob, type BulkJob } from '../lib/bulk-job';
import { browserJobStore, jobScopes } from '../lib/job-store';
import { readList, totalsOf } from '../lib/recipients-csv';
import { memoNeeded, sendProblem, STILL_COUNTING } from '../lib/send-problem';
import { BulkReview } from './bulk-review';
import { JobProgress } from './job-progress';
import { RecipientsForm, type RecipientsDraft } from './recipients-form';
import { UnfinishedJob } from './unfinished-job';
import { VerifyReport } from './verify-report';

/** CSV in, checked rows, then the transfers packed and sent in order with a log that survives a reload. */
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
  const [draft, setDraft] = useState<RecipientsDraft>({ mint: fill?.mint ?? '', text: fill?.csv ?? '', memo: '' });
  // Read once: a reload or Back after the airdrop was sent must not fill the same rows again.
  useEffect(() => {
    if (fill) navigate(location.pathname, { replace: true, state: null });
  }, [fill, location.pathname, navigate]);
  const [errors, setErrors] = useState<{ token?: string; text?: string; memo?: string }>({});
  const [flaggedOk, setFlaggedOk] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const recipients = useRecipientsCheck(owner, draft.memo, signer?.transactionVersion);
  const { checked, packed } = recipients;
  // Send pressed while the accounts and transactions are still being counted: it goes on once they are.
  const [sendAsked, setSendAsked] = useState(false);
  const sendRef = useRef(() => {});
  useEffect(() => {
    if (!sendAsked) return;
    if (!checked) setSendAsked(false);
    else if (recipients.counted) {
      setSendAsked(false);
      sendRef.current();
    }
  }, [sendAsked, checked, recipients.counted]);

  if (bulk.job) {
    return (
      <JobProgress
        job={bulk.job}
        owner={owner}
        phase={bulk.phase}
        cluster={dataSource.cluster}
        signsMany={signsMany}
        onStop={bulk.stop}
        onResume={() => void bulk.run(bulk.job!)}
        onNew={() => {
          bulk.setJob(null);
          recipients.clear();
        }}
      />
    );
  }

  const onChange = (next: RecipientsDraft) => {
    if (next.mint !== draft.mint || next.text !== draft.text) recipients.clear();
    if (next.memo !== draft.memo) setErrors((shown) => ({ ...shown, memo: undefined }));
    setDraft(next);
  };

  const check = () => {
    setSendError(undefined);
    setFlaggedOk(false);
    const lookalikes = (recipient: string) =>
      history.review(
        recipient,
        addressBook.entries.map((entry) => entry.address),
      ).lookalikes;
    const list = readList(draft, tokens, owner, lookalikes);
    setErrors((shown) => ({ memo: shown.memo, ...('errors' in list ? list.errors : {}) }));
    if (!('errors' in list)) recipients.check(list.token, list.rows);
  };

  // The holding as it is now: the list may refresh after the check (a balance read again after an action).
  const token = checked && (tokens.find((t) => t.mint === checked.token.mint) ?? checked.token);

  const send = () => {
    if (!checked || !token) return;
    const { rows, newAccounts, memoRequired } = checked;
    const { memo } = draft;
    const memoProblem = memoIssue(memo) ?? (memoRequired?.length && !memo ? memoNeeded(memoRequired) : null);
    setErrors((shown) => ({ ...shown, memo: memoProblem ?? undefined }));
    if (memoProblem) return setSendError(undefined);
    const solNeeded =
      newAccounts && packed
        ? BigInt(newAccounts.count) * newAccounts.rentLamports + BigInt(packed.length) * LAMPORTS_PER_SIGNATURE
        : null;
    const problem = sendProblem({
      token,
      totals: totalsOf(rows),
      solNeeded,
      solBalance: sol.data,
      flaggedOk,
      notCounted: recipients.packError ?? checked.newAccountsError,
    });
    setSendAsked(problem === STILL_COUNTING);
    setSendError(problem === STILL_COUNTING ? undefined : (problem ?? undefined));
    if (problem) return;
    // Every row is ready here (none with an error): the packing's indexes are the rows'.
    const rowsToPay = rows.map((row) => ({ line: row.line, address: row.address, amount: row.amount! }));
    void bulk.run(planJob(scope, token, rowsToPay, packed!, memo));
  };
  sendRef.current = send;

  return (
    <div className="flex flex-col gap-6">
      {unfinished && (
        <UnfinishedJob
          job={unfinished}
          onResume={() => {
            setUnfinished(null);
            void bulk.run(unfinished);
          }}
          onDiscard={() => {
            browserJobStore.remove(unfinished.id);
            setUnfinished(null);
          }}
        />
      )}
      <RecipientsForm
        tokens={tokens}
        draft={draft}
        onChange={onChange}
        errors={errors}
        checked={!!checked}
        onCheck={check}
      />
      {checked && token && (
        <BulkReview
          checked={checked}
          balance={token.balance}
          packed={packed}
          packError={recipients.packError}
          signsMany={signsMany}
          flaggedOk={flaggedOk}
          onFlaggedOk={setFlaggedOk}
          sendAsked={sendAsked}
          sendError={sendError}
          onSend={send}
        />
      )}
      <VerifyReport />
    </div>
  );
}
