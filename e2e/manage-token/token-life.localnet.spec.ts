import { expect, test, type Page } from '@playwright/test';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { manage } from '@test-support/browser/manage-token';

// The whole life of a token on the local chain, as its owner lives it: create with advanced options,
// update the metadata, burn, freeze and thaw another wallet's account, revoke the freeze authority,
// clean up an emptied account — and find each step in the history.
test.describe.configure({ timeout: 300_000 });

async function pickToken(page: Page, name: RegExp) {
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name }).click();
}

async function send(page: Page, token: RegExp, recipient: string, amount: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Send Tokens' }).first().click();
  await pickToken(page, token);
  await page.getByLabel('Recipient Address').fill(recipient);
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await page.getByRole('button', { name: 'Confirm and Send' }).click({ timeout: 30_000 });
  await expect(page.getByText('Transaction Submitted!')).toBeVisible({ timeout: 60_000 });
}

test('create with advanced options, update metadata, burn, freeze and thaw a holder, revoke the freeze authority, clean up — all in the history', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await connectFundedLocalWallet(page);
  const bob = await (await browser.newContext()).newPage();
  const bobAddress = await connectFundedLocalWallet(bob);

  // Create, with a metadata URI, a field and a freeze authority.
  await page.getByRole('navigation').getByRole('link', { name: 'Create Token' }).first().click();
  await page.getByLabel('Token Name').fill('Life Coin');
  await page.getByLabel('Token Symbol').fill('LIFE');
  await page.getByLabel('Decimals').fill('2');
  await page.getByLabel('Initial Supply').fill('1000');
  await page.getByText('Advanced options').click();
  await page.getByLabel('Metadata URI').fill('https://example.com/life.json');
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByLabel('Field 1 name').fill('website');
  await page.getByLabel('Field 1 value').fill('https://example.com');
  await page.getByLabel(/Keep a freeze authority/).check();
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByTestId('created-with')).toContainText('Freeze authority: you', { timeout: 60_000 });
  await expect(page.getByTestId('created-with')).toContainText('Field "website": https://example.com');

  // Bob gets some, so there is a holder to freeze.
  await send(page, /Life Coin/, bobAddress, '100');

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Manage LIFE' }).click();
  await expect(page.getByTestId('token-supply')).toHaveText('1,000');
  await expect(page.getByTestId('metadata')).toContainText('https://example.com/life.json');

  // Update the metadata.
  await manage(page, {
    action: 'Update metadata',
    fill: async () => {
      await page.getByLabel('Name', { exact: true }).fill('Life Token');
    },
    expected: 'Life Token',
    confirm: 'Save the metadata',
  });
  await expect(page.getByText('Metadata updated').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('token-title')).toContainText('Life Token');

  // Burn exactly.
  await manage(page, {
    action: 'Burn',
    fill: async () => {
      await page.getByLabel('Amount to burn').fill('12.5');
    },
    expected: '887.5',
    confirm: 'Burn now',
  });
  await expect(page.getByText('12.5 LIFE burned, confirmed on')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('token-supply')).toHaveText('987.5');

  // Freeze Bob's account, then thaw it.
  for (const [action, state, done] of [
    ['Freeze', 'Frozen', 'frozen'],
    ['Thaw', 'Active', 'thawed'],
  ] as const) {
    await manage(page, {
      action: action,
      fill: async () => {
        await page.getByRole('textbox', { name: 'Holder', exact: true }).fill(bobAddress);
      },
      expected: state,
      confirm: `${action} the account`,
    });
    await expect(page.getByText(new RegExp(`account of .* was ${done}, confirmed on`))).toBeVisible({
      timeout: 60_000,
    });
  }

  // The launch check: the metadata file is offline here (it says so), and the freeze authority is a
  // warning whose one-click fix opens the revoke, typing the symbol.
  const launch = page.getByTestId('launch-check');
  await expect(launch.locator('[data-status="fail"]').first()).toContainText('could not be reached', {
    timeout: 30_000,
  });
  await launch.getByRole('button', { name: 'Revoke the freeze authority' }).click();
  await expect(page.getByLabel('Freeze authority')).toBeChecked();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('action-preview')).toContainText('Revoked', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Revoke for good' }).click();
  await expect(page.getByText('Type LIFE to confirm: this cannot be undone.')).toBeVisible();
  await page.getByLabel('Type LIFE to confirm').fill('LIFE');
  await checkEveryView(page, 'localnet-token-revoke');
  await page.getByRole('button', { name: 'Revoke for good' }).click();
  await expect(page.getByText('The freeze authority of LIFE was revoked, confirmed on')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('authorities')).toContainText('Revoked');
  await expect(launch.locator('[data-status="pass"]').filter({ hasText: 'No one can freeze holders' })).toBeVisible();

  // Empty an account: a second token, all of it sent to Bob; then clean up.
  await page.getByRole('navigation').getByRole('link', { name: 'Create Token' }).first().click();
  await page.getByLabel('Token Name').fill('Gone Coin');
  await page.getByLabel('Token Symbol').fill('GONE');
  await page.getByLabel('Decimals').fill('0');
  await page.getByLabel('Initial Supply').fill('5');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Token Created Successfully!')).toBeVisible({ timeout: 60_000 });
  await send(page, /Gone Coin/, bobAddress, '5');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Reclaim rent: 1 empty token account' }).click();
  await expect(page.getByTestId('closable-accounts')).toContainText('Gone Coin (GONE)');
  await checkEveryView(page, 'localnet-clean-up');
  await page.getByRole('button', { name: 'Close 1 account' }).click();
  await expect(page.getByText(/^1 account closed: 0\.00\d+ SOL reclaimed, confirmed on/)).toBeVisible({
    timeout: 60_000,
  });

  // Every step in the history, with its own label.
  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  const cards = page.getByTestId('transaction-card');
  for (const label of ['Close account', 'Authority change', 'Thaw', 'Freeze', 'Burn', 'Metadata update', 'Create']) {
    await expect(cards.filter({ hasText: label }).first()).toBeVisible({ timeout: 30_000 });
  }
  await page.getByRole('combobox', { name: 'Filter by type' }).click();
  await page.getByRole('option', { name: 'Freeze' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('LIFE');
});
