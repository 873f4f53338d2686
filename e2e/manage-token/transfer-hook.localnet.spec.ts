import { expect, test } from '@playwright/test';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { manage } from '@test-support/browser/manage-token';

// A token created with the transfer hook extension on the local chain: an address that holds no program is
// refused under its field at Create Token, then its authority sets the hook (the Memo program, one every
// cluster has), its sends are refused in words (that program keeps no list of accounts), and the hook is
// removed — each change previewed before -> after, landed, and in the history under its own name.
test.describe.configure({ timeout: 300_000 });

const MEMO = 'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo';

test('a transfer hook: a wallet refused as its program; set to a program, its sends refused in words, removed — in the history', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  const owner = await connectFundedLocalWallet(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Create Token' }).first().click();
  await page.getByLabel('Token Name').fill('Hook Coin');
  await page.getByLabel('Token Symbol').fill('HKC');
  await page.getByLabel('Decimals').fill('0');
  await page.getByLabel('Initial Supply').fill('100');
  await page.getByText('Advanced options').click();
  await page.getByLabel(/^Transfer hook: a program you name/).check();
  const hookField = page.getByLabel('Transfer hook program');
  await hookField.fill(owner);
  await expect(
    page.getByText('No program is deployed at this address: a transfer hook must be an executable program'),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Token Created Successfully!')).toHaveCount(0);
  await checkEveryView(page, 'transfer-hook-create-refused');
  // Left empty: the extension is made with no program, to be set from the token page.
  await hookField.fill('');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByTestId('created-with')).toContainText(
    'Transfer hook: no program yet (transfer hook authority: you)',
    { timeout: 60_000 },
  );

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Manage HKC' }).click();
  await expect(page).toHaveURL(/\/token\//);
  const mint = page.url().split('/token/')[1]!.split(/[?#]/)[0]!;
  await manage(page, {
    action: 'Transfer hook program',
    expected: MEMO,
    confirm: 'Set the program',
    fill: async () => {
      await expect(page.getByTestId('hook-program-now')).toHaveText('No program is set: transfers call nothing.');
      const field = page.getByLabel('Program address');
      await field.fill(mint);
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(
        page.getByText('This is a token (a mint), not an executable program: a transfer hook must be one'),
      ).toBeVisible({ timeout: 30_000 });
      await field.fill(MEMO);
    },
  });
  await expect(page.getByText(`HKC's transfers now call ${MEMO}, confirmed on Localnet.`)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('hook-program-now')).toHaveText(
    `Every transfer now calls ${MEMO}, which may refuse it.`,
    { timeout: 30_000 },
  );
  await checkEveryView(page, 'transfer-hook-set');

  // Its sends are refused in words once confirmed, before the wallet is asked to sign: the Memo program keeps no list of accounts.
  await page.getByRole('navigation').getByRole('link', { name: 'Send Tokens' }).first().click();
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Hook Coin/ }).click();
  await page.getByLabel('Recipient Address').fill('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
  await page.getByLabel('Amount').fill('1');
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await page.getByRole('button', { name: 'Confirm and Send' }).click({ timeout: 30_000 });
  await expect(
    page.getByText(`The accounts this token's transfer hook program ${MEMO} needs could not be worked out`).first(),
  ).toBeVisible({ timeout: 60_000 });
  await checkEveryView(page, 'transfer-hook-send-refused');

  await page.goto(`/token/${mint}`);
  await manage(page, {
    action: 'Transfer hook program',
    expected: 'None',
    confirm: 'Remove the program',
    fill: async () => {
      await page.getByLabel('Change').selectOption('remove');
    },
  });
  await expect(page.getByText("HKC's transfers call no program now, confirmed on Localnet.")).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('hook-program-now')).toHaveText('No program is set: transfers call nothing.', {
    timeout: 30_000,
  });

  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page.getByText('Transfer hook change', { exact: true })).toHaveCount(2, { timeout: 30_000 });
  await checkEveryView(page, 'transfer-hook-history');
});
