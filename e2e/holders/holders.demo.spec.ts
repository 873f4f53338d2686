import { csvRows } from '@test-support/browser/csv';
import { expect, test } from '@playwright/test';
import { checkEveryView, openDemoConnected } from '@test-support/browser/app';

// Demo's holder snapshot: every sample holder of a token with its exact balance and share, the wallet
// left out on request, and the CSV a user downloads equal to what the page lists.
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

test('Demo, holders: a snapshot lists every holder at its slot, leaves the issuer out on request, and downloads as CSV', async ({
  page,
}) => {
  await openDemoConnected(page, `/token/${USDC}`);
  await page.getByLabel('Leave out these addresses (optional)').fill('not-an-address');
  await page.getByRole('button', { name: 'Take a snapshot' }).click();
  await expect(page.getByText('Exclusion 1 is not a Solana address: not-an-address')).toBeVisible();
  await page.getByLabel('Leave out these addresses (optional)').fill('');
  await page.getByRole('button', { name: 'Take a snapshot' }).click();
  const summary = page.getByTestId('snapshot-summary');
  await expect(summary).toContainText(/^\d+ holders? at slot \d+$/);
  const rows = page.getByTestId('snapshot-holders').getByRole('row');
  const listed = (await rows.count()) - 1;
  // In Demo, the wallet is this sample token's one holder.
  expect(listed).toBe(1);
  await expect(rows.nth(1)).toContainText('You');
  await checkEveryView(page, 'holders-snapshot');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = csvRows((await download.path())!);
  expect(csv[0]).toEqual(['owner', 'amount', 'share', 'token_account']);
  expect(csv).toHaveLength(listed + 1);
  expect(csv[1]?.slice(1, 3)).toEqual(['500.25', '100%']);
  for (const cells of csv.slice(1))
    expect(cells.join(',')).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{32,44},\d+(\.\d+)?,\d+(\.\d+)?%,[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    );

  // An airdrop from the snapshot: a total split by holdings, or a fixed amount each, worked out to the
  // base unit before Bulk send is filled (where everything else happens).
  const airdrop = page.getByTestId('airdrop');
  await airdrop.getByLabel('A total, split by what each holds').check();
  await airdrop.getByLabel('Total to split').fill('0.000001');
  await expect(airdrop.getByTestId('airdrop-plan')).toHaveText('1 recipient, 0.000001 USDC in all.');
  await airdrop.getByLabel('The same amount each').check();
  await airdrop.getByLabel('Amount each', { exact: true }).fill('2.5');
  await expect(airdrop.getByTestId('airdrop-plan')).toHaveText('1 recipient, 2.5 USDC in all.');
  await checkEveryView(page, 'holders-airdrop');

  // With the issuer left out no one is left: said plainly, not an empty table.
  await page.getByLabel('Leave out my wallet (the issuer)').check();
  await page.getByRole('button', { name: 'Take a new snapshot' }).click();
  await expect(summary).toContainText('No one holds any USDC once those you left out are set aside');

  // Filled from a snapshot with holders, Bulk send opens with the token and the rows.
  await page.getByLabel('Leave out my wallet (the issuer)').uncheck();
  await page.getByRole('button', { name: 'Take a new snapshot' }).click();
  await page.getByTestId('airdrop').getByLabel('Amount each', { exact: true }).fill('2.5');
  await page.getByTestId('airdrop').getByRole('button', { name: 'Fill Bulk send' }).click();
  await expect(page).toHaveURL(/\/bulk-send$/);
  await expect(page.getByRole('textbox').filter({ hasText: ',2.5' })).toHaveValue(/^[1-9A-HJ-NP-Za-km-z]{32,44},2\.5$/);
});
