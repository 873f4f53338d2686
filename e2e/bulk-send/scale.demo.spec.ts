import { csvRows } from '@test-support/browser/csv';
import { expect, test } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import { checkEveryView, openDemoConnected } from '@test-support/browser/app';

// Bulk send at its limit on Demo: 10,000 rows checked, packed 60 a v1 transaction (the Demo wallet signs
// v1 and its wallets hold the token already), sent up to 32 transactions per wallet approval; the page
// lists 200 rows, the results CSV every one.
test('Demo, bulk send at scale: 10,000 recipients checked, packed, sent a group per approval, every row in the results', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const recipients = await Promise.all(
    Array.from({ length: 10_000 }, async () => (await generateKeyPairSigner()).address),
  );
  await openDemoConnected(page, '/bulk-send');
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Serum/ }).click();
  const csv = ['address,amount', ...recipients.map((address) => `${address},0.0001`)].join('\r\n');
  await page
    .getByLabel('Or upload a CSV file')
    .setInputFiles({ name: 'holders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check Recipients' }).click();
  const totals = page.getByTestId('bulk-totals');
  await expect(totals).toContainText('10,000 ready', { timeout: 60_000 });
  await expect(totals).toContainText('1 SRM of 1,205.75');
  await expect(page.getByTestId('bulk-transactions')).toHaveText(
    '167 (up to 60 transfers each, as many as fit); 6 wallet approvals (up to 32 transactions each)',
    { timeout: 60_000 },
  );
  await expect(page.getByText('200 of 10,000 rows listed, those with errors or flags first.')).toBeVisible();
  await checkEveryView(page, 'bulk-scale-review');

  await page.getByRole('button', { name: 'Send to 10,000 recipients' }).click();
  await expect(page.getByTestId('bulk-running')).toContainText('Up to 32 transactions per wallet approval');
  await expect(page.getByText('All 10,000 recipients paid')).toBeVisible({ timeout: 240_000 });
  await expect(page.getByTestId('bulk-progress')).toHaveText('10,000 of 10,000 paid');
  await expect(page.getByText('200 of 10,000 rows listed, failed and unconfirmed ones first;')).toBeVisible();
  await checkEveryView(page, 'bulk-scale-done');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download results (CSV)' }).click();
  const rows = csvRows(await (await downloading).path());
  expect(rows).toHaveLength(10_001);
  expect(rows.slice(1).every((cells) => cells[5] === 'paid')).toBe(true);
  expect(new Set(rows.slice(1).map((cells) => cells[1])).size).toBe(10_000);
});
