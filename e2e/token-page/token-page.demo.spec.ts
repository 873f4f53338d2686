import { expect, test } from '@playwright/test';
import { expectAccessible, screenshot, openDemoConnected } from '@test-support/browser/app';

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`${scheme}, ${width} px: "Manage" on a dashboard card opens the token page with supply, authorities, holders and activity`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await openDemoConnected(page, '/dashboard');
      await page.getByRole('link', { name: 'Manage USDC' }).click();
      await expect(page).toHaveURL(/\/token\/EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v$/);
      await expect(page.getByTestId('token-title')).toContainText('USD Coin');
      await expect(page.getByTestId('token-balance')).toHaveText('500.25');
      await expect(page.getByTestId('authorities')).toContainText('You');
      await expect(page.getByTestId('largest-holders')).toContainText('You');
      await expect(page.getByTestId('transaction-card').first()).toBeVisible();
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `token-page-${scheme}-${width}`);
    });
  }
}
