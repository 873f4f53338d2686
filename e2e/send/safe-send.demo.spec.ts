import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, screenshot, openDemoConnected } from '@test-support/browser/app';

// Demo's sample history: a send to the counterparty, and dust from a look-alike of it (same first and
// last 4 characters) — an address-poisoning attempt.
const COUNTERPARTY = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const POISONER = '9xQeVPigigd9QdeUAWndREbJM9yqhdTBE7A9PPMZVFin';

async function openSend(page: Page) {
  await openDemoConnected(page, '/send-token');
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Serum/ }).click();
  await page.getByLabel('Amount', { exact: true }).fill('12.5');
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`${scheme}, ${width} px: a look-alike recipient is named beside the real one and needs a ticked comparison`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await openSend(page);
      await page.getByLabel('Recipient Address').fill(POISONER);
      await page.getByRole('button', { name: 'Send Tokens' }).click();
      const warning = page.getByRole('alert').filter({ hasText: 'This address only looks like one you know' });
      await expect(warning).toBeVisible();
      await expect(warning.locator(`[data-address="${POISONER}"]`)).toBeVisible();
      await expect(warning.locator(`[data-address="${COUNTERPARTY}"]`)).toBeVisible();
      await expect(page.getByTestId('confirm-amount')).toHaveText('12.5 SRM');
      await expectAccessible(page);
      await screenshot(page, `send-confirm-lookalike-${scheme}-${width}`);
      // No page wider than the screen, with full addresses on it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole('button', { name: 'Confirm and Send' }).click();
      await expect(page.getByText('Compare the addresses, then tick the box to send anyway')).toBeVisible();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByLabel('Recipient Address')).toHaveValue(POISONER);
    });
  }
}

test('recently paid addresses fill the field; a label saved at confirmation is offered next time, after a reload', async ({
  page,
}) => {
  await openSend(page);
  await page.getByRole('button', { name: 'Saved and recent addresses' }).click();
  await expect(page.getByText('Recently paid')).toBeVisible();
  // The poisoner sent to this wallet; it was never paid, so it is never offered.
  await expect(page.getByRole('button', { name: new RegExp(POISONER) })).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(COUNTERPARTY) }).click();
  await expect(page.getByLabel('Recipient Address')).toHaveValue(COUNTERPARTY);
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Transfer' })).toBeVisible();
  await expect(page.getByText('First transfer to this address')).toHaveCount(0);
  await expect(page.getByText('This address only looks like one you know')).toHaveCount(0);
  await page.getByLabel('Save to address book as (optional)').fill('Market maker');
  await page.getByRole('button', { name: 'Confirm and Send' }).click();
  await expect(page.getByText('Transaction Submitted!')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Saved and recent addresses' }).click();
  await expect(page.getByText('Address book')).toBeVisible();
  await page.getByRole('button', { name: /^Market maker/ }).click();
  await expect(page.getByLabel('Recipient Address')).toHaveValue(COUNTERPARTY);
});

test('the history collapses the look-alike’s dust, and shows it on demand', async ({ page }) => {
  await openDemoConnected(page, '/transactions');
  const cards = page.getByTestId('transaction-card');
  await expect(cards).toHaveCount(14);
  await expect(page.getByTestId('dust-count')).toHaveText('1 transfer collapsed.');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(cards).toHaveCount(15);
  await expect(cards.filter({ hasText: '0.000001' })).toContainText('Dust from an address you never paid');
  await expectAccessible(page);
  await screenshot(page, 'transactions-dust-shown');
});
