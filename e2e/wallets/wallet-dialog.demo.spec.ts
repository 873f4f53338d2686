import { expect, test } from '@playwright/test';
import { chooseCluster, connectLocalTestWallet, expectAccessible, screenshot } from '@test-support/browser/app';

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the wallet dialog and dropdown, ${scheme}, ${width} px: every string, accessible, Escape closes`, async ({
      page,
    }) => {
      await chooseCluster(page, 'demo');
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await page.getByRole('button', { name: 'Select Wallet' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Connect a wallet on Solana to continue')).toBeVisible();
      await expect(dialog.getByRole('button', { name: /Local test wallet/ })).toBeVisible();
      await dialog.getByRole('button', { name: 'More options' }).click();
      await expect(dialog.getByRole('button', { name: /Phantom/ })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /Solflare/ })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, `wallet-dialog-${scheme}-${width}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await connectLocalTestWallet(page);
      const trigger = page.locator('[aria-haspopup="menu"]').first();
      await trigger.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Copy address' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Change wallet' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Disconnect' })).toBeVisible();
      await expectAccessible(page);
      await screenshot(page, `wallet-menu-${scheme}-${width}`);
      await menu.getByRole('menuitem', { name: 'Disconnect' }).click();
      await expect(page.getByRole('button', { name: 'Select Wallet' }).first()).toBeVisible();
    });
  }
}

test('without any wallet installed the dialog says so and still offers Phantom and Solflare', async ({ page }) => {
  // Devnet offers no local test wallet, and this browser has no extension.
  await chooseCluster(page, 'devnet');
  await page.goto('/');
  await page.getByRole('button', { name: 'Select Wallet' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("You'll need a wallet on Solana to continue")).toBeVisible();
  await dialog.getByRole('button', { name: 'Already have a wallet? View options' }).click();
  await expect(dialog.getByRole('button', { name: /Phantom/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Solflare/ })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'wallet-dialog-none-installed');
  await page.mouse.click(5, 5); // the overlay
  await expect(dialog).toHaveCount(0);
});
