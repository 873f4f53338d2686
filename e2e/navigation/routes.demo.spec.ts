import { expect, test } from '@playwright/test';
import { chooseCluster, expectAccessible, screenshot } from '@test-support/browser/app';

test.beforeEach(async ({ page }) => {
  await chooseCluster(page, 'demo');
});

test('home shows the hero, the feature cards and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Token Manager/);
  await expect(page.getByRole('heading', { name: 'Manage your Solana Tokens' })).toBeVisible();
  await expect(
    page.getByText('Create, mint, and send tokens on the Solana blockchain with our simple and intuitive interface.'),
  ).toBeVisible();
  await expect(page.getByText('Learn More')).toBeVisible();
  await expect(page.getByText('A Solana token management dApp')).toBeVisible();
  await expect(page.getByText('Built on the Solana blockchain')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'demo-home-light');
});

test('an unknown route shows the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  // The page shows before the app has loaded (it is prerendered); the app logs the path once it has.
  await expect.poll(() => logged.join('\n')).toContain('/no-such-page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your Solana Tokens' })).toBeVisible();
  await expectAccessible(page);
});

for (const path of ['/dashboard', '/create-token', '/mint-token', '/send-token', '/transactions']) {
  test(`${path} asks for a wallet first`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Connect Your Wallet' })).toBeVisible();
    await expect(page.getByText('You need to connect your wallet to access this feature.')).toBeVisible();
    await expectAccessible(page);
  });
}
