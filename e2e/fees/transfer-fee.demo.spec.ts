import { expect, test } from '@playwright/test';
import { checkEveryView, openDemoConnected } from '@test-support/browser/app';

const RECIPIENT = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const SECOND = '58CDQ9Qgw1ZPedjaTtwrR2MSG4EmmguHSPE2bFtyfinD';

test('Demo: a token with a transfer fee — the send confirmation says what is withheld and what arrives; the issuer withdraws it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDemoConnected(page, '/create-token');
  await page.getByLabel('Token Name').fill('Toll Coin');
  await page.getByLabel('Token Symbol').fill('TOLL');
  await page.getByLabel('Decimals').fill('2');
  await page.getByLabel('Initial Supply').fill('1000');
  await page.getByText('Advanced options').click();
  await page.getByLabel('Transfer fee').check();
  await page.getByLabel('Fee, in basis points').fill('250');
  await page.getByLabel('Maximum fee per transfer').fill('10');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Token Created Successfully!')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send' }).click();
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Toll Coin/ }).click();
  await page.getByLabel('Recipient Address').fill(RECIPIENT);
  await page.getByLabel('Amount', { exact: true }).fill('100');
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByTestId('confirm-transfer-fee')).toHaveText(
    '2.5 TOLL, withheld by the token (2.5%, at most 10 TOLL a transfer)',
  );
  await expect(page.getByTestId('confirm-arrives')).toHaveText('97.5 TOLL');
  await checkEveryView(page, 'send-transfer-fee-confirm');
  await page.getByRole('button', { name: 'Confirm and Send' }).click();
  await expect(page.getByText('Transaction Submitted!')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'Manage TOLL' }).click();
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Withdraw fees' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('action-preview');
  await expect(preview).toContainText('Your account: Balance');
  await expect(preview).toContainText('902.5');
  await page.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(
    page.getByText('The withheld TOLL fees were withdrawn to your account, confirmed on Demo.'),
  ).toBeVisible();
  await expect(page.getByTestId('token-balance')).toHaveText('902.5');

  // A bulk send of it says what the token withholds in all.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send' }).click();
  await page.getByRole('link', { name: 'Bulk send from a CSV file' }).click();
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Toll Coin/ }).click();
  await page.getByLabel('Recipients (CSV: address,amount)').fill(`${RECIPIENT},100\n${SECOND},41`);
  await page.getByRole('button', { name: 'Check Recipients' }).click();
  await expect(page.getByTestId('bulk-transfer-fee')).toHaveText(
    '3.53 TOLL withheld by the token in all; the recipients receive 137.47 TOLL',
  );
  await checkEveryView(page, 'bulk-transfer-fee');
});
