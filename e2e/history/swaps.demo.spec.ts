import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, openDemoConnected } from '@test-support/browser/app';

// Demo's history holds a swap another app made through Jupiter: 10 USDC for 4.25 RAY.
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`${scheme}, ${width} px: a swap says what went out and what came in, and its details show every change`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await openDemoConnected(page, '/transactions');
      await page.getByRole('combobox', { name: 'Filter by type' }).click();
      await page.getByRole('option', { name: 'Swap' }).click();
      const card = page.getByTestId('transaction-card');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('-10 USDC → +4.25 RAY');
      await expect(card).toContainText('via Jupiter Aggregator v6');

      const details = card.getByTestId('transaction-details');
      await details.getByText('Details').click();
      await expect(details.getByRole('listitem')).toHaveText(['−10 USDC', '+4.25 RAY']);
      await expect(details).toContainText('Network fee0.000005 SOL');
      await expectAccessible(page);
      await screenshot(page, `history-swap-${scheme}-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Search finds a swap by the token it brought in, too.
      await page.getByRole('combobox', { name: 'Filter by type' }).click();
      await page.getByRole('option', { name: 'All' }).click();
      await page.getByPlaceholder(/Search by signature or token/).fill('ray');
      await expect(page.getByTestId('transaction-card').filter({ hasText: 'Swap' })).toHaveCount(1);
    });
  }
}
