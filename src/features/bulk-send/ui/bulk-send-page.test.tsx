import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { createDemoDataSource } from '@/data-source/demo/demo-data-source';
import { PRESET_CLUSTERS, clusterKey } from '@/entities/cluster/model';
import { encodeBase58 } from '@/shared/lib/base58';
import { isOffCurveAddress } from '@/shared/lib/ed25519-curve';
import { renderWithData } from '@test-support/unit/render-with-data';
import { connectedWallet, stubPointerApis, TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import { planJob } from '../lib/bulk-job';
import { browserJobStore } from '../lib/job-store';
import { BulkSend } from './bulk-send';
import BulkSendPage from './bulk-send-page';

stubPointerApis();

const SERUM = 'SRMuApVNdxXokk5GT7XD5cUUgXMBCoAz2LHeuAoKWRt';
/** A new wallet address (on the curve: a random 32 bytes is a program address half the time). */
function fresh(): string {
  const address = encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
  return isOffCurveAddress(address) ? fresh() : address;
}
const demo = () => createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });
const holding = async (ds: ReturnType<typeof demo>, owner: string) =>
  (await ds.getTokens(owner)).find((t) => t.mint === SERUM)?.balance ?? 0n;

async function pickSerum(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Token' }));
  await user.click(await screen.findByRole('option', { name: /Serum/ }));
}

describe('BulkSendPage', () => {
  it('checks every row, refuses to send until the errors are fixed, then pays each recipient once and lists the signatures', async () => {
    const user = userEvent.setup();
    const ds = demo();
    renderWithData(withWallet(<BulkSendPage />), ds);
    const recipients = Array.from({ length: 10 }, fresh);
    const before = await Promise.all(recipients.map((r) => holding(ds, r)));
    await pickSerum(user);
    const box = screen.getByLabelText('Recipients (CSV: address,amount)');
    await user.click(box);
    await user.paste(
      ['address,amount', ...recipients.map((r, i) => `${r},${i + 1}.5`), `${recipients[0]},1`, 'nope,1'].join('\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    expect(await screen.findByText('10 ready, 2 with errors')).toBeInTheDocument();
    const table = screen.getByTestId('recipients-table');
    expect(within(table).getByText('Same address as line 2: one transfer per address')).toBeInTheDocument();
    expect(within(table).getByText('Not a valid Solana address')).toBeInTheDocument();
    expect(screen.getByTestId('bulk-totals')).toHaveTextContent('Total60 SRM of 1,205.75');
    // Every Demo wallet holds the sample tokens: no account to create.
    expect(await screen.findByText('0, rent 0 SOL')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to 10 recipients' }));
    expect(screen.getByText('Fix or remove the 2 rows with errors first')).toBeInTheDocument();

    await user.clear(box);
    await user.paste(recipients.map((r, i) => `${r},${i + 1}.5`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    expect(await screen.findByText('10 ready')).toBeInTheDocument();
    // Demo wallets hold the token already: ten transfers into existing accounts fit one transaction.
    await waitFor(() =>
      expect(screen.getByTestId('bulk-transactions')).toHaveTextContent(
        '1 (up to 10 transfers each, as many as fit); 1 wallet approval (up to 32 transactions each)',
      ),
    );
    await screen.findByText('0, rent 0 SOL');
    await user.click(screen.getByRole('button', { name: 'Send to 10 recipients' }));
    expect(await screen.findByText('All 10 recipients paid', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByTestId('bulk-progress')).toHaveTextContent('10 of 10 paid');
    expect(within(screen.getByTestId('bulk-results')).getAllByText(/^Paid · /)).toHaveLength(10);
    // The log a reload resumes from is in this browser, and says every row was paid.
    const [kept] = browserJobStore.list([`${clusterKey(PRESET_CLUSTERS.demo)}:${TEST_OWNER}`]);
    expect(kept?.rows).toHaveLength(10);
    expect(kept?.batches.map((batch) => batch.status)).toEqual(['confirmed']);
    for (const [i, r] of recipients.entries()) {
      expect(await holding(ds, r)).toBe(before[i]! + BigInt(i + 1) * 1_000_000n + 500_000n);
    }
    expect(await holding(ds, TEST_OWNER)).toBe(1_205_750_000n - 60_000_000n);
  });

  it('an unfinished job in this browser is offered for resuming; resuming settles its signed batch before sending the rest', async () => {
    const user = userEvent.setup();
    const ds = demo();
    const recipients = Array.from({ length: 12 }, fresh);
    const before = await Promise.all(recipients.map((r) => holding(ds, r)));
    const job = planJob(
      `${clusterKey(PRESET_CLUSTERS.demo)}:${TEST_OWNER}`,
      { mint: SERUM, symbol: 'SRM', decimals: 6 },
      recipients.map((address, i) => ({ line: i + 1, address, amount: 1_000_000n })),
      [
        [0, 1, 2, 3, 4, 5, 6, 7],
        [8, 9, 10, 11],
      ],
    );
    // The page went away after signing the first batch: its signature never reached the (demo) chain.
    Object.assign(job.batches[0]!, { status: 'sent', signature: '5neverLanded', lastValidBlockHeight: '0' });
    browserJobStore.save(job);
    renderWithData(withWallet(<BulkSendPage />), ds);
    const offer = await screen.findByTestId('unfinished-job');
    expect(offer).toHaveTextContent('0 of 12 recipients paid');
    // A batch that may still land is never discarded from the log.
    expect(within(offer).queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('All 12 recipients paid', {}, { timeout: 5_000 })).toBeInTheDocument();
    for (const [i, r] of recipients.entries()) expect(await holding(ds, r)).toBe(before[i]! + 1_000_000n);
    expect(browserJobStore.list([job.scope])[0]?.batches.every((b) => b.status === 'confirmed')).toBe(true);
  });

  it('recipients whose accounts require memos: the memo is asked for under its field, then sent with every transfer in smaller batches', async () => {
    const user = userEvent.setup();
    const ds = demo();
    const recipients = Array.from({ length: 20 }, fresh);
    const survey = ds.newAccountsAmong.bind(ds);
    ds.newAccountsAmong = async (mint, wallets) => ({
      ...(await survey(mint, wallets)),
      memoRequired: [recipients[0]!, recipients[3]!],
    });
    const runGroup = vi.spyOn(ds, 'runGroup');
    renderWithData(withWallet(<BulkSendPage />), ds);
    await pickSerum(user);
    await user.click(screen.getByLabelText('Recipients (CSV: address,amount)'));
    await user.paste(recipients.map((r) => `${r},1`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    expect(await screen.findByTestId('bulk-memo-required')).toHaveTextContent("Required by 2 recipients' accounts");
    await waitFor(() =>
      expect(screen.getByTestId('bulk-transactions')).toHaveTextContent(/^2 \(up to 19 transfers each/),
    );
    await user.click(screen.getByRole('button', { name: 'Send to 20 recipients' }));
    expect(
      screen.getByText(
        'The accounts of 2 recipients require a memo with every incoming transfer: write a memo to send to them.',
      ),
    ).toBeInTheDocument();
    expect(runGroup).not.toHaveBeenCalled();
    // 16 bytes of memo before each transfer: 13 transfers fit a transaction; counted again as the memo is typed.
    await user.type(screen.getByLabelText('Memo (optional)'), 'Payroll November');
    await waitFor(() =>
      expect(screen.getByTestId('bulk-transactions')).toHaveTextContent(/^2 \(up to 13 transfers each/),
    );
    await user.click(screen.getByRole('button', { name: 'Send to 20 recipients' }));
    expect(await screen.findByText('All 20 recipients paid', {}, { timeout: 5_000 })).toBeInTheDocument();
    // One group, one approval: both transactions in it.
    expect(
      runGroup.mock.calls.map(([, actions]) =>
        actions.map((action) => action.kind === 'send-batch' && [action.memo, action.transfers.length]),
      ),
    ).toEqual([
      [
        ['Payroll November', 13],
        ['Payroll November', 7],
      ],
    ]);
  });

  it('a wallet that signs one transaction at a time: the review counts one approval a transaction, and each goes through run', async () => {
    const user = userEvent.setup();
    const ds = demo();
    const run = vi.spyOn(ds, 'run');
    const signer = { address: TEST_OWNER, signTransaction: vi.fn(async (wire: Uint8Array) => wire) };
    renderWithData(withWallet(<BulkSendPage />, connectedWallet({ signer })), ds);
    await pickSerum(user);
    await user.click(screen.getByLabelText('Recipients (CSV: address,amount)'));
    await user.paste(Array.from({ length: 20 }, () => `${fresh()},1`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    await waitFor(() =>
      expect(screen.getByTestId('bulk-transactions')).toHaveTextContent(
        '2 (up to 19 transfers each, as many as fit); 2 wallet approvals: this wallet approves one transaction at a time',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Send to 20 recipients' }));
    expect(await screen.findByText('All 20 recipients paid', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(run.mock.calls.map(([, action]) => action.kind === 'send-batch' && action.transfers.length)).toEqual([
      19, 1,
    ]);
  });

  it('Send pressed while the transactions are still being counted goes on by itself once they are', async () => {
    const user = userEvent.setup();
    const ds = demo();
    let release = () => {};
    const pack = ds.packTransfers.bind(ds);
    ds.packTransfers = async (owner, input) => {
      await new Promise<void>((resolve) => (release = resolve));
      return pack(owner, input);
    };
    const runGroup = vi.spyOn(ds, 'runGroup');
    renderWithData(withWallet(<BulkSendPage />), ds);
    await pickSerum(user);
    await user.click(screen.getByLabelText('Recipients (CSV: address,amount)'));
    await user.paste(`${fresh()},1\n${fresh()},2`);
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    await screen.findByText('0, rent 0 SOL');
    expect(screen.getByTestId('bulk-transactions')).toHaveTextContent('Counting…');
    await user.click(screen.getByRole('button', { name: 'Send to 2 recipients' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Counting the new accounts and transactions: the send starts as soon as they are known.',
    );
    expect(runGroup).not.toHaveBeenCalled();
    release();
    expect(await screen.findByText('All 2 recipients paid', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(runGroup).toHaveBeenCalledTimes(1);
  });

  it('a recipient whose account takes only confidential transfers is a row with an error, and nothing is sent', async () => {
    const user = userEvent.setup();
    const ds = demo();
    const recipients = Array.from({ length: 3 }, fresh);
    const reason = `The account of ${recipients[1]} accepts only confidential transfers, which this app does not make: ask the recipient for another address.`;
    const survey = ds.newAccountsAmong.bind(ds);
    ds.newAccountsAmong = async (mint, wallets) => ({
      ...(await survey(mint, wallets)),
      refused: [{ recipient: recipients[1]!, reason }],
    });
    const run = vi.spyOn(ds, 'runGroup');
    renderWithData(withWallet(<BulkSendPage />), ds);
    await pickSerum(user);
    await user.click(screen.getByLabelText('Recipients (CSV: address,amount)'));
    await user.paste(recipients.map((r) => `${r},1`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    expect(await within(screen.getByTestId('recipients-table')).findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('2 ready, 1 with errors')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to 2 recipients' }));
    expect(screen.getByText('Fix or remove the 1 row with errors first')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
  });

  it('says when the total exceeds the balance, and asks for a tick on flagged rows', async () => {
    const user = userEvent.setup();
    renderWithData(withWallet(<BulkSendPage />), demo());
    await pickSerum(user);
    await user.click(screen.getByLabelText('Recipients (CSV: address,amount)'));
    await user.paste(`${fresh()},2000\n58CDQ9Qgw1ZPedjaTtwrR2MSG4EmmguHSPE2bFtyfinD,1`);
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    await screen.findByText('0, rent 0 SOL');
    await user.click(screen.getByRole('button', { name: 'Send to 2 recipients' }));
    expect(screen.getByText('The total, 2,001 SRM, exceeds your balance of 1,205.75 SRM')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Recipients (CSV: address,amount)'));
    await user.paste(`${fresh()},2\n58CDQ9Qgw1ZPedjaTtwrR2MSG4EmmguHSPE2bFtyfinD,1`);
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    await screen.findByText('0, rent 0 SOL');
    expect(screen.getByText('2 ready, 1 flagged')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to 2 recipients' }));
    expect(screen.getByText('Tick the box to confirm the flagged rows')).toBeInTheDocument();
  });

  it('a token with a transfer fee: the review says what the token withholds in all, and each recipient gets the rest', async () => {
    const user = userEvent.setup();
    const ds = demo();
    const { mint } = await ds.run(
      { address: TEST_OWNER },
      {
        kind: 'create',
        name: 'Toll Coin',
        symbol: 'TOLL',
        decimals: 0,
        initialSupply: 10_000n,
        options: { transferFee: { basisPoints: 250, maximumFee: 1_000n } },
      },
    );
    renderWithData(withWallet(<BulkSendPage />), ds);
    await user.click(await screen.findByRole('combobox', { name: 'Token' }));
    await user.click(await screen.findByRole('option', { name: /Toll Coin/ }));
    const [first, second] = [fresh(), fresh()];
    await user.click(screen.getByLabelText('Recipients (CSV: address,amount)'));
    await user.paste(`${first},100\n${second},41`);
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    // 2.5% of 100 is 2.5, of 41 is 1.025: each rounded up to a whole base unit.
    expect(await screen.findByTestId('bulk-transfer-fee')).toHaveTextContent(
      '5 TOLL withheld by the token in all; the recipients receive 136 TOLL',
    );
    await user.click(screen.getByRole('button', { name: 'Send to 2 recipients' }));
    expect(await screen.findByText('All 2 recipients paid', {}, { timeout: 5_000 })).toBeInTheDocument();
    const held = async (owner: string) => (await ds.getTokens(owner)).find((t) => t.mint === mint)?.balance;
    expect([await held(first), await held(second)]).toEqual([97n, 39n]);
  });

  it('weighs the total against the balance as it is now, when the token list refreshes after the check', async () => {
    const user = userEvent.setup();
    const ds = demo();
    const [serum] = (await ds.getTokens(TEST_OWNER)).filter((t) => t.mint === SERUM);
    function Refreshing() {
      const [balance, setBalance] = useState(serum!.balance);
      return (
        <>
          <button type="button" onClick={() => setBalance(1_000_000n)}>
            Read again
          </button>
          <BulkSend tokens={[{ ...serum!, balance }]} />
        </>
      );
    }
    renderWithData(withWallet(<Refreshing />), ds);
    await pickSerum(user);
    await user.click(screen.getByLabelText('Recipients (CSV: address,amount)'));
    await user.paste(`${fresh()},2`);
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    expect(await screen.findByTestId('bulk-totals')).toHaveTextContent('Total2 SRM of 1,205.75');
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    expect(screen.getByTestId('bulk-totals')).toHaveTextContent(/Total2 SRM of 1Transactions/);
    await screen.findByText('0, rent 0 SOL');
    await user.click(screen.getByRole('button', { name: 'Send to 1 recipient' }));
    expect(screen.getByText('The total, 2 SRM, exceeds your balance of 1 SRM')).toBeInTheDocument();
  });

  it('the report: every row as CSV, a summary read back from the chain; verifying it matches, an edited one does not, another file is refused', async () => {
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      void blob.text().then((text) => downloads.push(text));
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    const ds = demo();
    renderWithData(withWallet(<BulkSendPage />), ds);
    await pickSerum(user);
    await user.click(screen.getByLabelText('Recipients (CSV: address,amount)'));
    const recipients = Array.from({ length: 3 }, fresh);
    await user.paste(recipients.map((r, i) => `${r},${i + 1}.5`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    await screen.findByText('0, rent 0 SOL');
    await user.click(screen.getByRole('button', { name: 'Send to 3 recipients' }));
    expect(await screen.findByText('All 3 recipients paid', {}, { timeout: 5_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Report' }));
    const summary = await screen.findByTestId('report-summary');
    expect(summary).toHaveTextContent('Recipients3: 3 paid, 0 failed, 0 not paid yet');
    expect(summary).toHaveTextContent('Sent7.5 SRM');
    expect(summary).toHaveTextContent('Transactions1');
    expect(summary).toHaveTextContent(/Slots\d+ to \d+/);
    await waitFor(() => expect(downloads).toHaveLength(1));
    const report = downloads[0]!.replace(/^\ufeff/, '');
    expect(report.split('\r\n')[0]).toBe(
      '"line","address","amount","base units","token mint","status","signature","reason","sender","slot"',
    );
    expect(report.split('\r\n')[1]).toMatch(
      new RegExp(
        `^"1","${recipients[0]}","1.5","1500000","${SERUM}","paid","[1-9A-HJ-NP-Za-km-z]{64,88}","","${TEST_OWNER}","\\d+"$`,
      ),
    );

    // A new bulk send page verifies the report file against the chain.
    await user.click(screen.getByRole('button', { name: 'New bulk send' }));
    const verify = screen.getByTestId('verify-report');
    const file = (text: string) => new File([text], 'report.csv', { type: 'text/csv' });
    await user.upload(within(verify).getByLabelText('Report file (CSV)'), file(report));
    expect(await within(verify).findByText('All 3 paid rows match the chain.')).toBeInTheDocument();
    await user.upload(
      within(verify).getByLabelText('Report file (CSV)'),
      file(report.replace(',"1500000",', ',"1500001",')),
    );
    expect(await within(verify).findByText('1 of 3 paid rows do not match the chain')).toBeInTheDocument();
    expect(
      within(verify).getByText(
        `Line 1 (${recipients[0]}): its transaction moved no such amount of this token to this address.`,
      ),
    ).toBeInTheDocument();
    await user.upload(within(verify).getByLabelText('Report file (CSV)'), file('owner,amount,share,token_account\n'));
    expect(
      await within(verify).findByText(
        'This file is not a bulk send report: its first line should be "line,address,amount,base units,token mint,status,signature,reason,sender,slot".',
      ),
    ).toBeInTheDocument();
  });

  it('an unfinished job with nothing in flight can be discarded', async () => {
    const user = userEvent.setup();
    const scope = `${clusterKey(PRESET_CLUSTERS.demo)}:${TEST_OWNER}`;
    const job = planJob(
      scope,
      { mint: SERUM, symbol: 'SRM', decimals: 6 },
      Array.from({ length: 10 }, (_, i) => ({ line: i + 1, address: fresh(), amount: 1n })),
      [
        [0, 1, 2, 3, 4, 5, 6, 7],
        [8, 9],
      ],
    );
    Object.assign(job.batches[0]!, { status: 'confirmed', signature: '5landed' });
    browserJobStore.save(job);
    renderWithData(withWallet(<BulkSendPage />), demo());
    const offer = await screen.findByTestId('unfinished-job');
    expect(offer).toHaveTextContent('8 of 10 recipients paid');
    await user.click(within(offer).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByTestId('unfinished-job')).not.toBeInTheDocument();
    expect(browserJobStore.list([scope])).toEqual([]);
  });

  it('Stop while the wallet holds its approval: Resume is not offered until the wallet answered, and every row is paid once', async () => {
    const user = userEvent.setup();
    const ds = demo();
    const recipients = Array.from({ length: 6 }, fresh);
    const before = await Promise.all(recipients.map((r) => holding(ds, r)));
    const runGroup = ds.runGroup.bind(ds);
    const approvals: (() => void)[] = [];
    // The wallet's approval stays open until the test answers it.
    const asked = vi.fn((...args: Parameters<typeof ds.runGroup>) =>
      new Promise<void>((resolve) => approvals.push(resolve)).then(() => runGroup(...args)),
    );
    ds.runGroup = asked as unknown as typeof ds.runGroup;
    renderWithData(withWallet(<BulkSendPage />), ds);
    await pickSerum(user);
    await user.click(screen.getByLabelText('Recipients (CSV: address,amount)'));
    await user.paste(recipients.map((r) => `${r},1`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Check Recipients' }));
    await user.click(await screen.findByRole('button', { name: 'Send to 6 recipients' }));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByTestId('bulk-stopping')).toHaveTextContent('Stopping: waiting for your wallet to answer');
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    approvals.shift()!();
    // The wallet answered: the run returns with the signed batch kept, and only now may it be resumed.
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    // Resuming settles the batch the wallet signed after Stop: it lands once, and nothing is signed again.
    expect(await screen.findByText('All 6 recipients paid', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledTimes(1);
    for (const [i, r] of recipients.entries()) expect(await holding(ds, r)).toBe(before[i]! + 1_000_000n);
  });

  it('a job another tab is running: Resume here says so, starts nothing, and is offered once that tab lets go', async () => {
    const user = userEvent.setup();
    const ds = demo();
    const runGroup = vi.spyOn(ds, 'runGroup');
    const job = planJob(
      `${clusterKey(PRESET_CLUSTERS.demo)}:${TEST_OWNER}`,
      { mint: SERUM, symbol: 'SRM', decimals: 6 },
      Array.from({ length: 3 }, (_, i) => ({ line: i + 1, address: fresh(), amount: 1n })),
      [[0, 1, 2]],
    );
    browserJobStore.save(job);
    // Another tab's run holds the job's lease (this browser has no Web Locks here: the lease stands in).
    const lease = `tokenManager.bulkSendLease.${job.id}`;
    localStorage.setItem(lease, JSON.stringify({ tab: 'another-tab', until: Date.now() + 60_000 }));
    renderWithData(withWallet(<BulkSendPage />), ds);
    await user.click(within(await screen.findByTestId('unfinished-job')).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByTestId('bulk-elsewhere')).toHaveTextContent('Running in another tab');
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(runGroup).not.toHaveBeenCalled();
    localStorage.removeItem(lease);
    expect(await screen.findByRole('button', { name: 'Resume' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('bulk-elsewhere')).not.toBeInTheDocument();
  });
});
