import { expect, test } from '@playwright/test';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { manage } from '@test-support/browser/manage-token';

// A token created with permissioned burn on the local chain: a holder's burn is refused in words (it needs the
// issuer's signature too), the issuer's own burn lands; once the issuer revokes that authority, the holder burns.
test.describe.configure({ timeout: 300_000 });

test('permissioned burn: a holder refused in words, the issuer burns; revoked, the holder burns', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  const owner = await connectFundedLocalWallet(page);
  const bob = await (await browser.newContext()).newPage();
  const bobAddress = await connectFundedLocalWallet(bob);

  await page.getByRole('navigation').getByRole('link', { name: 'Create Token' }).first().click();
  await page.getByLabel('Token Name').fill('Burn Gate');
  await page.getByLabel('Token Symbol').fill('BGT');
  await page.getByLabel('Decimals').fill('0');
  await page.getByLabel('Initial Supply').fill('100');
  await page.getByText('Advanced options').click();
  await page.getByLabel('Permissioned burn: every burn also needs your signature, as the burn authority').check();
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByTestId('created-with')).toContainText('Permissioned burn (burn authority: you)', {
    timeout: 60_000,
  });

  await page.getByRole('navigation').getByRole('link', { name: 'Send Tokens' }).first().click();
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Burn Gate/ }).click();
  await page.getByLabel('Recipient Address').fill(bobAddress);
  await page.getByLabel('Amount').fill('10');
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await page.getByRole('button', { name: 'Confirm and Send' }).click({ timeout: 30_000 });
  await expect(page.getByText('Transaction Submitted!')).toBeVisible({ timeout: 60_000 });

  // Bob holds 10 but cannot burn them alone: said before his wallet is asked.
  await bob.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await bob.getByRole('link', { name: 'Manage BGT' }).click({ timeout: 30_000 });
  await bob.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Burn', exact: true }).click();
  await bob.getByLabel('Amount to burn').fill('2');
  await bob.getByRole('button', { name: 'Preview' }).click();
  const refusal = `Every burn of this token also needs the signature of its permissioned burn authority, ${owner}: this wallet is not it.`;
  await expect(bob.getByText(refusal)).toBeVisible({ timeout: 30_000 });
  await checkEveryView(bob, 'permissioned-burn-refused');

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Manage BGT' }).click();
  await manage(page, {
    action: 'Burn',
    expected: '85',
    confirm: 'Burn now',
    fill: async () => {
      await page.getByLabel('Amount to burn').fill('5');
    },
  });
  await expect(page.getByText('5 BGT burned').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('token-supply')).toHaveText('95', { timeout: 60_000 });

  // Revoked from Manage, the authority no longer stands in Bob's way.
  await manage(page, {
    action: 'Authorities',
    expected: 'Revoked',
    confirm: 'Revoke for good',
    fill: async () => {
      await page.getByLabel('Permissioned burn authority', { exact: true }).check();
      await page.getByLabel('Revoke: holders may burn their own tokens without you').check();
    },
  });
  await page.getByLabel('Type BGT to confirm').fill('BGT');
  await page.getByRole('button', { name: 'Revoke for good' }).click();
  await expect(
    page.getByText('The permissioned burn authority of BGT was revoked, confirmed on Localnet.'),
  ).toBeVisible({
    timeout: 60_000,
  });

  await bob.reload();
  await bob.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Burn', exact: true }).click();
  await bob.getByLabel('Amount to burn').fill('2');
  await bob.getByRole('button', { name: 'Preview' }).click();
  await expect(bob.getByTestId('action-preview')).toContainText('93', { timeout: 30_000 });
  await bob.getByRole('button', { name: 'Burn now' }).click();
  await expect(bob.getByText('2 BGT burned').first()).toBeVisible({ timeout: 60_000 });
  await bob.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  await expect(bob.getByText('Burn', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await checkEveryView(bob, 'permissioned-burn-history');
});
