import { expect, test } from '@playwright/test';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { manage } from '@test-support/browser/manage-token';

// Wrapped SOL on the local chain, which holds the native mints as mainnet and devnet do: from the dashboard
// to wrapped SOL's page, wrap some, be refused unwrapping more than is wrapped, unwrap part, and find both in
// the history under their own names.
test.describe.configure({ timeout: 180_000 });

test('a wallet wraps SOL from the dashboard, is refused unwrapping more than is wrapped, unwraps part; both in the history', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await connectFundedLocalWallet(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Wrap SOL' }).click();
  await expect(page.getByTestId('token-title')).toContainText('Wrapped SOL', { timeout: 30_000 });
  await manage(page, {
    action: 'Wrap SOL',
    fill: () => page.getByLabel('SOL to wrap').fill('0.5'),
    expected: 'No account',
    confirm: 'Wrap now',
  });
  await expect(page.getByText('0.5 SOL wrapped, confirmed on Localnet.')).toBeVisible({ timeout: 60_000 });

  // The page reads the new balance: 0.5 is wrapped, so 0.7 cannot come out.
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Unwrap SOL', exact: true }).click();
  await page.getByLabel('SOL to unwrap').fill('0.7');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('You can unwrap at most 0.5 SOL: that is what is wrapped')).toBeVisible();
  await expect(page.getByTestId('action-preview')).toHaveCount(0);
  await checkEveryView(page, 'wrap-sol-refused');

  await manage(page, {
    action: 'Unwrap SOL',
    fill: () => page.getByLabel('SOL to unwrap').fill('0.2'),
    expected: '0.3',
    confirm: 'Unwrap now',
  });
  await expect(page.getByText('0.2 SOL unwrapped, confirmed on Localnet.')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page.getByText('Wrap SOL', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Unwrap SOL', { exact: true }).first()).toBeVisible();
  await checkEveryView(page, 'wrap-sol-history');
});
