import { expect, test, type Page } from '@playwright/test';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { manage } from '@test-support/browser/manage-token';

// The rest of an issuer's Token-2022 settings on the local chain, as its owner uses them from the token page:
// harvest the withheld fees, let new accounts start usable, change the interest rate, and close a mint whose
// supply was burned; and a holder's CPI guard on their own account — each previewed, landed, and found in the history under its own name.
test.describe.configure({ timeout: 300_000 });

async function create(page: Page, name: string, symbol: string, supply: string, options: string[]) {
  await page.getByRole('navigation').getByRole('link', { name: 'Create Token' }).first().click();
  await page.getByLabel('Token Name').fill(name);
  await page.getByLabel('Token Symbol').fill(symbol);
  await page.getByLabel('Decimals').fill('0');
  await page.getByLabel('Initial Supply').fill(supply);
  await page.getByText('Advanced options').click();
  for (const option of options) await page.getByLabel(option).check();
  return page;
}

test('a holder guards their account; harvest fees, new accounts usable, a new interest rate, and a mint closed once burned — each in the history', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await connectFundedLocalWallet(page);
  const bob = await (await browser.newContext()).newPage();
  const bobAddress = await connectFundedLocalWallet(bob);

  await create(page, 'Settings Coin', 'SET', '1000', [
    "Keep a freeze authority (you could freeze holders' accounts; without it, no one ever can)",
    'Transfer fee',
    'Interest-bearing',
    'New accounts start frozen (you thaw each holder)',
  ]);
  await page.getByLabel('Fee, in basis points').fill('100');
  await page.getByLabel('Maximum fee per transfer').fill('1000');
  await page.getByLabel('Rate, in basis points a year').fill('500');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByTestId('created-with')).toContainText('New accounts start frozen', { timeout: 60_000 });

  // Bob is paid 100: 1 is withheld in his account (1%), and his new account is thawed for him.
  await page.getByRole('navigation').getByRole('link', { name: 'Send Tokens' }).first().click();
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Settings Coin/ }).click();
  await page.getByLabel('Recipient Address').fill(bobAddress);
  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await page.getByRole('button', { name: 'Confirm and Send' }).click({ timeout: 30_000 });
  await expect(page.getByText('Transaction Submitted!')).toBeVisible({ timeout: 60_000 });

  // Bob guards his own account: no program he calls may move his SET for him.
  await bob.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await bob.getByRole('link', { name: 'Manage SET' }).click({ timeout: 30_000 });
  await manage(bob, { action: 'CPI guard', expected: 'On', confirm: 'Turn the CPI guard on' });
  await expect(bob.getByText('Your SET account is now CPI-guarded, confirmed on Localnet.')).toBeVisible({
    timeout: 60_000,
  });
  await bob.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  await expect(bob.getByText('Account setting', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Manage SET' }).click();

  await manage(page, { action: 'Harvest fees', expected: 'Fees withheld in the mint', confirm: 'Harvest now' });
  await expect(
    page.getByText('The withheld SET fees were harvested into the mint, confirmed on Localnet.'),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('action-preview')).toHaveCount(0);

  await manage(page, {
    action: 'Default account state',
    expected: 'Start usable',
    confirm: 'Start new accounts usable',
  });
  await expect(page.getByText('New accounts of SET now start usable, confirmed on Localnet.')).toBeVisible({
    timeout: 60_000,
  });

  await manage(page, {
    action: 'Change the interest rate',
    expected: '-250 basis points a year',
    confirm: 'Change the rate',
    fill: async () => {
      const field = page.getByLabel('New rate (basis points a year)');
      await field.fill('40000');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(
        page.getByText('The rate must be a whole number of basis points from -32,767 to 32,767'),
      ).toBeVisible();
      await field.fill('-250');
    },
  });
  await expect(
    page.getByText('SET earns -250 basis points a year (-2.5%) from now, confirmed on Localnet.'),
  ).toBeVisible({
    timeout: 60_000,
  });
  await checkEveryView(page, 'issuer-settings-token-page');

  // A second token, burned to nothing, then closed: refused while there is supply, the symbol typed first.
  await create(page, 'Closing Coin', 'CLS', '10', [
    'Mint close authority: you may close the mint once its supply is zero',
  ]);
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByTestId('created-with')).toContainText('Mint close authority', { timeout: 60_000 });
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Manage CLS' }).click();
  await expect(page).toHaveURL(/\/token\//);
  const closedPage = page.url();
  const actions = page.getByRole('group', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Close the mint', exact: true }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByText('Burn every token first: a mint closes only when its supply is 0 (it is 10 CLS).'),
  ).toBeVisible();
  await manage(page, {
    action: 'Burn',
    expected: '0',
    confirm: 'Burn now',
    fill: async () => {
      await page.getByLabel('Amount to burn').fill('10');
    },
  });
  // Its toast: the form itself goes once nothing is left to burn.
  await expect(page.getByText('10 CLS burned').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('token-supply')).toHaveText('0', { timeout: 60_000 });
  await manage(page, { action: 'Close the mint', expected: 'Closed', confirm: 'Close it for good' });
  await expect(page.getByText('Type CLS to confirm: this cannot be undone.')).toBeVisible();
  await page.getByLabel('Type CLS to confirm').fill('CLS');
  await page.getByRole('button', { name: 'Close it for good' }).click();
  await expect(page.getByText('Mint closed').first()).toBeVisible({ timeout: 60_000 });
  // Nothing is left on its page: the dashboard opens, without the token.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Manage SET' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Manage CLS' })).toHaveCount(0);
  // Its address, opened again, says there is no such mint, wrapped to the phone's width.
  await page.goto(closedPage);
  await expect(page.getByRole('alert').filter({ hasText: 'No token mint exists at' })).toBeVisible({ timeout: 30_000 });
  // Every action was seen through to its end: nothing was left pending for this visit to resume.
  expect(await page.evaluate(() => localStorage.getItem('tokenManager.pendingTransactions'))).toBe('[]');
  await checkEveryView(page, 'issuer-settings-closed-mint');

  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  for (const line of ['Fee harvest', 'Default state change', 'Interest rate change', 'Close account']) {
    await expect(page.getByText(line, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  }
  await checkEveryView(page, 'issuer-settings-history');
});
