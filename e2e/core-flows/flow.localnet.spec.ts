import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { connectLocalTestWallet, expectAccessible, screenshot } from '@test-support/browser/app';

// The real flow against what `npm start` runs: the local chain and the app on Localnet.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const LOCALNET_URL = encodeURIComponent('http://127.0.0.1:18899');

async function connectedPage(context: BrowserContext): Promise<{ page: Page; address: string }> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('connected-indicator')).toBeAttached({ timeout: 60_000 });
  await connectLocalTestWallet(page);
  await expect(page.getByText('Wallet funded')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /Copy wallet address/ }).click();
  const address = await page.evaluate(() => navigator.clipboard.readText());
  expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  return { page, address };
}

async function pickToken(page: Page, name: RegExp) {
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name }).click();
}

test('create, mint and send on the local chain; both wallets see it in their history', async ({ browser }) => {
  const alice = await connectedPage(await browser.newContext());
  const bob = await connectedPage(await browser.newContext());
  const { page } = alice;

  await page.goto('/dashboard');
  await expect(page.getByText('SOL Balance')).toBeVisible();
  await expect(page.getByText('2.0000')).toBeVisible();

  // Create
  await page.goto('/create-token');
  await page.getByLabel('Token Name').fill('Kestrel Coin');
  await page.getByLabel('Token Symbol').fill('KEST');
  await page.getByLabel('Decimals').fill('6');
  await page.getByLabel('Initial Supply').fill('1000');
  const started = Date.now();
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Token Created!')).toBeVisible({ timeout: 60_000 });
  console.log(`create click -> success alert: ${Date.now() - started} ms`);
  await screenshot(page, 'localnet-create');

  await page.goto('/dashboard');
  await expect(page.getByText('Kestrel Coin')).toBeVisible();
  await expect(page.getByText('1,000', { exact: true })).toBeVisible();

  // Mint to self
  await page.goto('/mint-token');
  await pickToken(page, /Kestrel Coin/);
  await page.getByLabel('Amount').fill('250.5');
  await page.getByRole('button', { name: 'Mint Tokens' }).click();
  await expect(page.getByText('Minting Successful!')).toBeVisible({ timeout: 60_000 });

  // Send to Bob (his token account does not exist yet)
  await page.goto('/send-token');
  await pickToken(page, /Kestrel Coin/);
  await page.getByLabel('Recipient Address').fill(bob.address);
  await page.getByLabel('Amount').fill('100.25');
  await expect(page.getByText('Solana Localnet')).toBeVisible();
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  // Bob was never paid and holds no KEST: both are said before the wallet is asked.
  await expect(page.getByText('First transfer to this address')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The recipient holds none of this token yet')).toBeVisible();
  await expect(page.getByTestId('confirm-recipient')).toContainText(bob.address.slice(0, 4));
  await screenshot(page, 'localnet-send-confirm');
  await page.getByRole('button', { name: 'Confirm and Send' }).click();
  await expect(page.getByText('Transaction Submitted!')).toBeVisible({ timeout: 60_000 });
  const txLink = page.getByRole('link', { name: /explorer/i }).first();
  await expect(txLink).toHaveAttribute('href', new RegExp(`cluster=custom&customUrl=${LOCALNET_URL}`));
  await screenshot(page, 'localnet-send');

  await page.goto('/dashboard');
  await expect(page.getByText('1,150.25')).toBeVisible();

  // Alice's history: create, mint, send (newest first), with filters and search
  await page.goto('/transactions');
  const cards = page.getByTestId('transaction-card');
  await expect(cards.filter({ hasText: /create/i })).toHaveCount(1, { timeout: 30_000 });
  await expect(cards.filter({ hasText: /mint/i })).not.toHaveCount(0);
  await expect(cards.filter({ hasText: /send/i }).filter({ hasText: '100.25' })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Filter by type' }).click();
  await page.getByRole('option', { name: 'Send' }).click();
  for (const card of await cards.all()) await expect(card).toContainText(/send/i);
  await page.getByRole('combobox', { name: 'Filter by type' }).click();
  await page.getByRole('option', { name: 'All Types' }).click();
  await page.getByPlaceholder(/Search by signature or token/).fill('KEST');
  await expect(cards.first()).toContainText('KEST');
  await expectAccessible(page);
  await screenshot(page, 'localnet-transactions');

  // Bob sees the receive
  await bob.page.goto('/transactions');
  await expect(
    bob.page
      .getByTestId('transaction-card')
      .filter({ hasText: /receive/i })
      .filter({ hasText: '100.25' }),
  ).toHaveCount(1, {
    timeout: 30_000,
  });
  await bob.page.goto('/dashboard');
  await expect(bob.page.getByText('Kestrel Coin')).toBeVisible();
  await expect(bob.page.getByText('100.25', { exact: true })).toBeVisible();
  await screenshot(bob.page, 'localnet-bob-dashboard');
});
