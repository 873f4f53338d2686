import { expect, test } from '@playwright/test';
import {
  chooseCluster,
  connectLocalTestWallet,
  expectAccessible,
  screenshot,
  watchForText,
  openDemoConnected,
} from '@test-support/browser/app';

test('dashboard shows the wallet, the sample tokens and the 3 newest transactions', async ({ page }) => {
  // The loader is on screen for half a second; watch for it from the page's first script on.
  const loader = await watchForText(page, 'Loading your wallet data...');
  await openDemoConnected(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('View your wallet details, token balances, and recent transactions')).toBeVisible();
  await expect(page.getByText('SOL Balance')).toBeVisible();
  expect(await loader.seen()).toBe(true);
  await expect(page.getByText('Serum')).toBeVisible();
  await expect(page.getByText('1,205.75')).toBeVisible();
  await expect(page.getByText('USD Coin')).toBeVisible();
  await expect(page.getByText('500.25')).toBeVisible();
  await expect(page.getByText('42.15')).toBeVisible();
  const recent = page.getByTestId('recent-transactions').getByTestId('transaction-card');
  await expect(recent).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/transactions');
  await expectAccessible(page);
  await screenshot(page, 'demo-dashboard-light');

  await page.getByRole('button', { name: /refresh/i }).click();
  await expect(page.getByText('Your balances have been updated')).toBeVisible();
});

test('create token: errors under the fields, busy state, success alert and toast', async ({ page }) => {
  await openDemoConnected(page, '/create-token');
  const name = page.getByLabel('Token Name');
  const symbol = page.getByLabel('Token Symbol');
  await name.fill('');
  await symbol.fill('');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Token name is required')).toBeVisible();
  await expect(page.getByText('Token symbol is required')).toBeVisible();
  await name.fill('A'.repeat(33));
  await expect(page.getByText('Token name must be less than 32 characters')).toBeVisible();
  await name.fill('Kestrel Coin');
  await symbol.fill('KEST');
  await expect(page.getByText('Token name is required')).toHaveCount(0);
  await page.getByLabel('Initial Supply').fill('0');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Initial supply must be greater than 0')).toBeVisible();
  await page.getByLabel('Initial Supply').fill('250000');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByRole('button', { name: 'Creating Token...' })).toBeDisabled();
  await expect(page.getByText('Token Created!')).toBeVisible();
  await expect(page.getByText(/Kestrel Coin/).first()).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'demo-create-success');

  // Demo state lives in memory: navigate inside the app, as a user would, rather than reload.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Kestrel Coin')).toBeVisible();
  await expect(page.getByText('250,000')).toBeVisible();
});

test('mint tokens: errors, busy state, success alert and toast', async ({ page }) => {
  await openDemoConnected(page, '/mint-token');
  await expect(page.getByText('Select a token to view its information')).toBeVisible();
  await page.getByRole('button', { name: 'Mint Tokens' }).click();
  await expect(page.getByText('Token mint address is required')).toBeVisible();
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /USD Coin/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Mint Tokens' }).click();
  await expect(page.getByText('Amount must be greater than 0')).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('99.5');
  await page.getByRole('button', { name: 'Mint Tokens' }).click();
  await expect(page.getByRole('button', { name: /Minting/ })).toBeDisabled();
  await expect(page.getByText('Minting Successful!')).toBeVisible();
  await expect(page.getByText('Tokens Minted!')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'demo-mint-success');
});

test('send tokens: errors, QR toast, busy state, success alert and toast', async ({ page }) => {
  await openDemoConnected(page, '/send-token');
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByText('Token is required')).toBeVisible();
  await expect(page.getByText('Valid Solana address required')).toBeVisible();
  await expect(page.getByText('Amount must be greater than 0')).toBeVisible();
  await page.getByRole('button', { name: /scan/i }).click();
  await expect(page.getByText(/not implemented/i)).toBeVisible();

  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Raydium/ }).click();
  await page.getByLabel('Recipient Address').fill('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
  await page.getByLabel('Amount', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByText(/exceeds|more than|insufficient/i).first()).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('2.15');
  await expect(page.getByText('Solana Demo')).toBeVisible();
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Transfer' })).toBeVisible();
  await expect(page.getByTestId('confirm-amount')).toHaveText('2.15 RAY');
  await page.getByRole('button', { name: 'Confirm and Send' }).click();
  await expect(page.getByRole('button', { name: /Sending/ })).toBeDisabled();
  await expect(page.getByText('Transaction Submitted!')).toBeVisible();
  await expect(page.getByText('Tokens Sent!')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'demo-send-success');
});

test('transactions: loading, search, type filter, sort and empty message', async ({ page }) => {
  const loader = await watchForText(page, 'Loading your transactions...');
  await openDemoConnected(page, '/transactions');
  const cards = page.getByTestId('transaction-card');
  await expect(cards).toHaveCount(14);
  expect(await loader.seen()).toBe(true);
  await expectAccessible(page);
  await screenshot(page, 'demo-transactions');

  const firstBefore = await cards.first().textContent();
  await page.getByRole('button', { name: 'Newest' }).click();
  await expect(page.getByRole('button', { name: 'Oldest' })).toBeVisible();
  expect(await cards.first().textContent()).not.toBe(firstBefore);

  await page.getByPlaceholder(/Search by signature or token/).fill('zzzz-nothing');
  await expect(page.getByText('No transactions found matching your filters.')).toBeVisible();
  await page.getByPlaceholder(/Search by signature or token/).fill('');
  await page.getByRole('combobox', { name: 'Filter by type' }).click();
  await page.getByRole('option', { name: 'Send' }).click();
  const sends = await cards.count();
  expect(sends).toBeGreaterThan(0);
  expect(sends).toBeLessThan(5);
  for (const card of await cards.all()) await expect(card).toContainText(/send/i);
});

test('mobile: the menu toggles and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await chooseCluster(page, 'demo');
  await page.goto('/');
  const menu = page.getByRole('button', { name: /menu/i });
  await menu.click();
  const mobileNav = page.getByTestId('mobile-nav');
  await expect(mobileNav).toBeVisible();
  await screenshot(page, 'demo-mobile-menu');
  await mobileNav.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(mobileNav).toHaveCount(0);
  await expectAccessible(page);
});

test('dark theme applies and keeps contrast', async ({ page }) => {
  await chooseCluster(page, 'demo');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await connectLocalTestWallet(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Serum')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
  await screenshot(page, 'demo-dashboard-dark');
});
