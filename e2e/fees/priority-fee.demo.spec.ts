import { expect, test } from '@playwright/test';
import { checkEveryView, openDemoConnected } from '@test-support/browser/app';

const RECIPIENT = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

test('Demo: the fee is said exactly before any approval, and the Priority setting prices it (Create, Send)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDemoConnected(page, '/create-token');
  await page.getByLabel('Token Name').fill('Fee Coin');
  await page.getByLabel('Token Symbol').fill('FEE');
  // Demo's market at Normal: 32,000 units consumed -> a 56,200-unit limit (20,000 of it room for a wallet's
  // guards) at 9,000 micro-lamports a unit.
  const total = page.getByTestId('fee-total');
  await expect(page.getByTestId('network-fee')).toHaveText(
    '0.000010506 SOL (base 0.00001 SOL + Normal priority 0.000000506 SOL)',
  );
  const normalTotal = await total.textContent();
  await checkEveryView(page, 'create-fee-estimate');

  await page.getByLabel('Priority').selectOption('turbo');
  await expect(page.getByTestId('network-fee')).toHaveText(
    '0.00001843 SOL (base 0.00001 SOL + Turbo priority 0.00000843 SOL)',
  );
  expect(await total.textContent()).not.toBe(normalTotal);

  // The cap bounds the bid: 0.000001 SOL is less than Turbo's 0.00000843.
  const cap = page.getByLabel('Most per transaction (SOL)');
  await cap.fill('0');
  await expect(
    page.getByText('The cap must be more than 0 SOL: at zero, no transaction could bid for a place.'),
  ).toBeVisible();
  await expect(cap).toHaveValue('0');
  await cap.fill('0.000001');
  await expect(page.getByTestId('network-fee')).toHaveText(
    '0.000011 SOL (base 0.00001 SOL + Turbo priority 0.000001 SOL)',
  );

  // The setting is kept in this browser: the send confirmation prices with it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send' }).click();
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Serum/ }).click();
  await page.getByLabel('Recipient Address').fill(RECIPIENT);
  await page.getByLabel('Amount', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByTestId('network-fee')).toHaveText(
    '0.000006 SOL (base 0.000005 SOL + Turbo priority 0.000001 SOL)',
  );
  await expect(page.getByLabel('Priority')).toHaveValue('turbo');
  await checkEveryView(page, 'send-priority-confirm');
});
