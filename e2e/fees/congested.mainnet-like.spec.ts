import { expect, test, type Page } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';

// The app against `npm start` with LOCALNET_ARGS=--mainnet-like: the public endpoint's limits (100 calls and
// 40 a method per 10 s, batches of 10) and congestion (a transaction without a priority fee never lands).
// Every action must land, and the chain must never have to answer the app with a 429.
test.describe.configure({ timeout: 300_000 });

async function pickToken(page: Page, name: RegExp) {
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name }).click();
}

test('create, send, bulk send and burn land on a congested, rate-limited chain, without a single 429', async ({
  page,
}) => {
  // One user, one tab: the limits are per IP, and this test's browser is the only client.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 429) refused.push(`${response.request().postData()?.slice(0, 120)}`);
  });
  await connectFundedLocalWallet(page);
  const bobAddress = (await generateKeyPairSigner()).address;

  // Create: the fee is said before the wallet is asked, priority included.
  await page.getByRole('navigation').getByRole('link', { name: 'Create Token' }).first().click();
  await page.getByLabel('Token Name').fill('Busy Coin');
  await page.getByLabel('Token Symbol').fill('BUSY');
  await page.getByLabel('Decimals').fill('0');
  await page.getByLabel('Initial Supply').fill('1000');
  await expect(page.getByTestId('network-fee')).toContainText('Normal priority', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Token Created Successfully!')).toBeVisible({ timeout: 90_000 });

  // Send to Bob.
  await page.getByRole('navigation').getByRole('link', { name: 'Send Tokens' }).first().click();
  await pickToken(page, /Busy Coin/);
  await page.getByLabel('Recipient Address').fill(bobAddress);
  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByTestId('network-fee')).toContainText('Normal priority', { timeout: 30_000 });
  await checkEveryView(page, 'mainnet-like-send-confirm');
  await page.getByRole('button', { name: 'Confirm and Send' }).click();
  await expect(page.getByText('Transaction Submitted!')).toBeVisible({ timeout: 90_000 });

  // Bulk send to two more wallets. A full page load: moving there by the in-app link right after the
  // send, the page was reloaded under the test (the token select closed and emptied) — most likely this
  // fresh dev server optimizing the bulk page's dependencies on first visit; to confirm (issue 14's note).
  await page.goto('/bulk-send');
  await pickToken(page, /Busy Coin/);
  await page
    .getByLabel('Recipients (CSV: address,amount)')
    .fill(`${(await generateKeyPairSigner()).address},7\n${(await generateKeyPairSigner()).address},3`);
  await page.getByRole('button', { name: 'Check Recipients' }).click();
  await page.getByRole('button', { name: 'Send to 2 recipients' }).click();
  await expect(page.getByText('All 2 recipients paid')).toBeVisible({ timeout: 120_000 });

  // A token-page action: burn.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Manage BUSY' }).click();
  const actions = page.getByRole('group', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Burn', exact: true }).click();
  await page.getByLabel('Amount to burn').fill('40');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('action-preview')).toContainText('850', { timeout: 30_000 });
  await expect(page.getByTestId('action-preview')).toContainText('Normal priority');
  await page.getByRole('button', { name: 'Burn now' }).click();
  await expect(page.getByText('40 BUSY burned, confirmed on')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('token-supply')).toHaveText('960');

  // What is left: 1,000 - 100 sent - 10 in bulk - 40 burned.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByText('850', { exact: true })).toBeVisible({ timeout: 30_000 });

  expect(refused).toEqual([]);
});
