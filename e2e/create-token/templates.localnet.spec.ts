import { expect, test } from '@playwright/test';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';

// An issuer starts from a template on the local chain: the options it sets are shown and said why, where the
// token will work is told before it exists, and the token page says the same of the token that landed.
test.describe.configure({ timeout: 180_000 });

test('a stablecoin from its template: its options and rationale, where it will work before and after creation', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await connectFundedLocalWallet(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Create Token' }).first().click();
  await page.getByLabel('Token Name').fill('Template Dollar');
  await page.getByLabel('Token Symbol').fill('TUSD');
  await page.getByLabel('Decimals').fill('2');
  await page.getByLabel('Initial Supply').fill('1000');
  await page.getByRole('group', { name: 'Templates' }).getByRole('button', { name: 'Stablecoin' }).click();
  await expect(page.getByTestId('template-rationale')).toContainText('new accounts start frozen');
  await expect(page.getByLabel('New accounts start frozen (you thaw each holder)')).toBeChecked();

  await page.getByText('Where it will work').click();
  const before = page.getByTestId('where-it-works').getByTestId('compatibility-venue');
  await expect(before.filter({ hasText: 'Raydium CPMM' })).toContainText('Refused');
  await expect(before.filter({ hasText: 'Orca Whirlpools' })).toContainText('Needs approval');
  await expect(before.filter({ hasText: 'Phantom' })).toContainText('Shown with a warning');
  await checkEveryView(page, 'templates-create');

  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByTestId('created-with')).toContainText('New accounts start frozen', { timeout: 60_000 });
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Manage TUSD' }).click({ timeout: 30_000 });
  const after = page.getByRole('list', { name: 'Where it works' }).getByTestId('compatibility-venue');
  await expect(after.filter({ hasText: 'Raydium CPMM' })).toContainText('Refused', { timeout: 30_000 });
  await expect(after.filter({ hasText: 'Meteora DAMM v2' })).toContainText('Needs approval');
  await expect(after.filter({ hasText: 'Raydium LaunchLab' })).toContainText('Refused');
  await page.getByRole('heading', { name: 'Where it works' }).scrollIntoViewIfNeeded();
  await checkEveryView(page, 'templates-token-page');
});
