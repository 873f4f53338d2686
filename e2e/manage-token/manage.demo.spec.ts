import { expect, test } from '@playwright/test';
import { checkEveryView, openDemoConnected } from '@test-support/browser/app';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

test('Demo: burn with a preview, freeze and thaw an account, revoke the freeze authority by typing the symbol — each found in the history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDemoConnected(page, `/token/${USDC}`);
  const actions = page.getByRole('group', { name: 'Actions' });
  await expect(actions).toBeVisible();
  // A classic SPL token: its metadata is not changed here, and the page says why.
  await expect(page.getByTestId('unavailable-actions')).toContainText('This is a classic SPL token');

  await actions.getByRole('button', { name: 'Burn' }).click();
  await page.getByLabel('Amount to burn').fill('0.25');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('action-preview');
  await expect(preview).toContainText('Your account: Balance');
  await expect(preview).toContainText('500.25');
  await expect(preview).toContainText('500');
  await checkEveryView(page, 'manage-burn-preview');
  await page.getByRole('button', { name: 'Burn now' }).click();
  await expect(page.getByText('0.25 USDC burned, confirmed on Demo.')).toBeVisible();
  await expect(page.getByTestId('token-balance')).toHaveText('500');
  await expect(page.getByTestId('largest-holders')).not.toContainText('500.25');

  // The connected wallet's own address, as a user copies it from the wallet menu.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('[aria-haspopup="menu"]').first().click();
  await page.getByRole('menuitem', { name: 'Copy address' }).click();
  const owner = await page.evaluate(() => navigator.clipboard.readText());
  expect(owner).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

  for (const [action, state, done] of [
    ['Freeze', 'Frozen', 'frozen'],
    ['Thaw', 'Active', 'thawed'],
  ] as const) {
    await actions.getByRole('button', { name: action }).click();
    await page.getByRole('textbox', { name: 'Holder', exact: true }).fill(owner);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('action-preview')).toContainText(state);
    await page.getByRole('button', { name: `${action} the account` }).click();
    await expect(page.getByText(new RegExp(`account of .* was ${done}, confirmed on Demo\\.`))).toBeVisible();
  }

  await actions.getByRole('button', { name: 'Authorities' }).click();
  await page.getByLabel('Freeze authority').check();
  await page.getByLabel('Revoke: no account of this token can ever be frozen').check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('action-preview')).toContainText('Revoked');
  await page.getByLabel('Type USDC to confirm').fill('usdc');
  await page.getByRole('button', { name: 'Revoke for good' }).click();
  await expect(page.getByText('Type USDC to confirm: this cannot be undone.')).toBeVisible();
  await checkEveryView(page, 'manage-revoke-confirm');
  await page.getByLabel('Type USDC to confirm').fill('USDC');
  await page.getByRole('button', { name: 'Revoke for good' }).click();
  await expect(page.getByText('The freeze authority of USDC was revoked, confirmed on Demo.')).toBeVisible();
  await expect(page.getByTestId('unavailable-actions')).toContainText('Freeze: No one can freeze its accounts');

  // Newest first: the four actions just taken, each with its own label (Demo keeps them until a reload).
  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  const cards = page.getByTestId('transaction-card');
  await expect(cards.first()).toBeVisible();
  for (const [index, label] of ['Authority change', 'Thaw', 'Freeze', 'Burn'].entries()) {
    await expect(cards.nth(index)).toContainText(label);
  }
});
