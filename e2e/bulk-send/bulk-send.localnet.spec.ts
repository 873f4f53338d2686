import { expect, test } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import { readFileSync } from 'node:fs';
import { checkEveryView, connectFundedLocalWallet, expectAccessible, screenshot } from '@test-support/browser/app';
import { chainRpc, LOCALNET_CLUSTER } from '@test-support/browser/chain-rpc';
import { issueTokenTo, localnet } from '@test-support/browser/issuer';
import { planJob } from '@/features/bulk-send/lib/bulk-job';

// A CSV of 24 recipients uploaded, checked and sent in 3 v1 transactions packed as full as they fit (ten
// account creations fill the runtime's instruction trace), one wallet approval for the three; the page is reloaded while they are in flight and resumed from the log it keeps:
// the signed transactions are settled, never signed again, and the chain holds one payment per recipient.
test.describe.configure({ timeout: 240_000 });

test('bulk send from an uploaded CSV: checked, sent in batches, resumed after a reload, every recipient paid exactly once, results downloadable', async ({
  page,
}) => {
  const owner = await connectFundedLocalWallet(page);
  const { mint } = await issueTokenTo(owner, { name: 'Bulk Coin', symbol: 'BULK' }, 50_000n);
  const recipients = await Promise.all(Array.from({ length: 24 }, async () => (await generateKeyPairSigner()).address));
  const csv = ['address,amount', ...recipients.map((address, i) => `${address},${i + 1}.25`)].join('\r\n');

  await page.goto('/send-token');
  await page.getByRole('link', { name: 'Bulk send from a CSV file' }).click();
  await expect(page.getByRole('heading', { name: 'Bulk Send' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Bulk Coin/ }).click();
  await page
    .getByLabel('Or upload a CSV file')
    .setInputFiles({ name: 'payroll.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check Recipients' }).click();
  const totals = page.getByTestId('bulk-totals');
  await expect(totals).toContainText('24 ready');
  await expect(totals).toContainText('306 BULK of 500');
  await expect(totals).toContainText(
    '3 (up to 10 transfers each, as many as fit); 1 wallet approval (up to 32 transactions each)',
  );
  await expect(totals).toContainText(/24, rent 0\.\d+ SOL/);
  await checkEveryView(page, 'bulk-review');

  // A slow node, so that the reload surely falls while the signed transactions are in flight.
  const setLatency = (latencyMs: number) => chainRpc(LOCALNET_CLUSTER.endpoint, 'localnet_setFaults', [{ latencyMs }]);
  await setLatency(1_000);
  await page.getByRole('button', { name: 'Send to 24 recipients' }).click();
  await expect(page.getByTestId('bulk-running')).toContainText('Sending and confirming', { timeout: 60_000 });
  await expect(page.getByTestId('bulk-running')).toContainText('no more approvals to give');
  // The page goes away with the three signed and on their way.
  await page.reload();
  await setLatency(0);
  const offer = page.getByTestId('unfinished-job');
  await expect(offer).toBeVisible({ timeout: 30_000 });
  await expect(offer).toContainText('0 of 24 recipients paid');
  // Signed and maybe landed: never discarded, only settled.
  await expect(offer.getByRole('button', { name: 'Discard' })).toHaveCount(0);
  await offer.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('All 24 recipients paid')).toBeVisible({ timeout: 120_000 });
  await expectAccessible(page);
  await screenshot(page, 'bulk-done');

  // The chain: each recipient holds exactly its row's amount, once.
  for (const [i, address] of recipients.entries()) {
    const held = (await localnet.getTokens(address)).find((token) => token.mint === mint)?.balance ?? 0n;
    expect(held, `line ${i + 2}`).toBe(BigInt(i + 1) * 100n + 25n);
  }
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download results (CSV)' }).click();
  const bytes = readFileSync(await (await downloading).path());
  // UTF-8 with a byte-order mark, for spreadsheets.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const results = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(results[0]).toBe('"line","address","amount","raw amount","token mint","status","signature"');
  expect(results).toHaveLength(25);
  expect(results[1]).toMatch(
    new RegExp(`^"2","${recipients[0]}","1.25","1.25","${mint}","paid","[1-9A-HJ-NP-Za-km-z]{64,88}"$`),
  );
});

test('bulk send refuses what Send refuses: a mint or a token account in the CSV is an error on its row, before anything is signed', async ({
  page,
}) => {
  const owner = await connectFundedLocalWallet(page);
  const { mint } = await issueTokenTo(owner, { name: 'Row Coin', symbol: 'ROW' }, 5_000n);
  const friend = (await generateKeyPairSigner()).address;
  const { mint: other } = await issueTokenTo(friend, { name: 'Other Coin', symbol: 'OTH' }, 100n);
  const friendAccount = (await localnet.getTokens(friend)).find((token) => token.mint === other)!.tokenAccount;
  const csv = ['address,amount', `${friend},1`, `${mint},2`, `${friendAccount},3`].join('\n');

  await page.goto('/bulk-send');
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Row Coin/ }).click();
  await page
    .getByLabel('Or upload a CSV file')
    .setInputFiles({ name: 'rows.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check Recipients' }).click();
  await expect(page.getByTestId('bulk-totals')).toContainText('1 ready, 2 with errors', { timeout: 30_000 });
  await expect(
    page.getByText('This is the address of a token (a mint), not a wallet: tokens sent there would be lost'),
  ).toBeVisible();
  await expect(
    page.getByText('This is a token account, not a wallet: enter the address of the wallet that owns it'),
  ).toBeVisible();
  // Only the wallet's account is new: nothing is made for a refused row.
  await expect(page.getByTestId('bulk-totals')).toContainText('New accounts1, rent');
  await page.getByRole('button', { name: 'Send to 1 recipient' }).click();
  await expect(page.getByText('Fix or remove the 2 rows with errors first')).toBeVisible();
  expect((await localnet.getTokens(owner)).find((token) => token.mint === mint)?.balance).toBe(5_000n);

  // The bad rows removed, the wallet's row alone is sent.
  const box = page.getByLabel('Recipients (CSV: address,amount)');
  await box.fill(['address,amount', `${friend},1`].join('\n'));
  await page.getByRole('button', { name: 'Check Recipients' }).click();
  await expect(page.getByTestId('bulk-totals')).toContainText('1 ready', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Send to 1 recipient' }).click();
  await expect(page.getByText('The recipient was paid')).toBeVisible({ timeout: 60_000 });
  // 1 ROW at 2 decimals: 100 raw units, and no more left the owner.
  expect((await localnet.getTokens(friend)).find((token) => token.mint === mint)?.balance).toBe(100n);
  expect((await localnet.getTokens(owner)).find((token) => token.mint === mint)?.balance).toBe(4_900n);
});

// Issue 30: the log is shared by tabs. An unfinished job, nothing of it signed yet, is offered in two tabs
// and Resume is pressed in both at once: one runs it, the other says so and follows the log; every
// recipient is paid exactly once (before one run per job, both signed every row: 12 transfers for 6 rows).
test('two tabs pressing Resume on the same unfinished bulk send at once: one runs it, the other says it runs in another tab; each recipient paid once', async ({
  page,
  context,
}) => {
  const owner = await connectFundedLocalWallet(page);
  const { mint } = await issueTokenTo(owner, { name: 'Tab Coin', symbol: 'TAB' }, 10_000n);
  const recipients = await Promise.all(Array.from({ length: 6 }, async () => (await generateKeyPairSigner()).address));
  const genesis = (await chainRpc(LOCALNET_CLUSTER.endpoint, 'getGenesisHash')) as string;
  // The log as the page keeps it for a job planned and not yet signed (two transactions of three rows).
  const job = planJob(
    `genesis:${genesis}:${owner}`,
    { mint, symbol: 'TAB', decimals: 2 },
    recipients.map((address, i) => ({ line: i + 2, address, amount: BigInt(i + 1) * 100n })),
    [
      [0, 1, 2],
      [3, 4, 5],
    ],
  );
  await page.evaluate(
    (saved) => localStorage.setItem('tokenManager.bulkSends', JSON.stringify({ [saved.id]: saved })),
    job,
  );
  await page.goto('/bulk-send');
  const second = await context.newPage();
  await second.goto('/bulk-send');
  const offers = [page, second].map((tab) => tab.getByTestId('unfinished-job'));
  for (const offer of offers) await expect(offer).toContainText('0 of 6 recipients paid', { timeout: 30_000 });

  // A slow node: the run that goes ahead surely lasts while the other tab is pressed too.
  const setLatency = (latencyMs: number) => chainRpc(LOCALNET_CLUSTER.endpoint, 'localnet_setFaults', [{ latencyMs }]);
  await setLatency(300);
  await Promise.all(offers.map((offer) => offer.getByRole('button', { name: 'Resume' }).click()));
  const elsewhere = () => Promise.all([page, second].map((tab) => tab.getByTestId('bulk-elsewhere').count()));
  await expect.poll(async () => (await elsewhere()).reduce((a, b) => a + b), { timeout: 15_000 }).toBe(1);
  for (const tab of [page, second]) {
    await expect(tab.getByText('All 6 recipients paid')).toBeVisible({ timeout: 120_000 });
  }
  await setLatency(0);

  for (const [i, address] of recipients.entries()) {
    const held = (await localnet.getTokens(address)).find((token) => token.mint === mint)?.balance ?? 0n;
    expect(held, `line ${i + 2}`).toBe(BigInt(i + 1) * 100n);
  }
  expect((await localnet.getTokens(owner)).find((token) => token.mint === mint)?.balance).toBe(10_000n - 2_100n);
});
