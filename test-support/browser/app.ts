import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export const SCREENSHOT_DIR = 'test-results/screens';

/** Opens the app on a cluster before any script of the page runs (as a returning user would). */
export async function chooseCluster(page: Page, cluster: 'demo' | 'localnet' | 'devnet') {
  await page.addInitScript((id) => {
    if (!window.localStorage.getItem('tokenManager.cluster')) {
      window.localStorage.setItem('tokenManager.cluster', JSON.stringify({ id }));
    }
  }, cluster);
}

/** Picks a wallet by its name in the wallet dialog (the local test wallet, an injected or emulated one), as a user does. */
export async function pickWallet(page: Page, name: RegExp) {
  await page
    .getByRole('button', { name: /Select Wallet|Connect Wallet/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Connect a wallet on Solana to continue')).toBeVisible();
  await dialog.getByRole('button', { name }).click();
}

/** Connects the burner "Local test wallet" through the wallet dialog, as a user does. */
export async function connectLocalTestWallet(page: Page) {
  await pickWallet(page, /Local test wallet/);
  await expect(page.getByRole('button', { name: /Select Wallet|Connect Wallet/ })).toHaveCount(0);
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** axe-core: no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // The toast library arrives with the first toast: let the page settle before looking.
  await page.waitForLoadState('networkidle');
  // axe reads the page over a second or so. A toast fading in or out, a dialog's fade or a theme's colour
  // transition in that time would be measured as a blend, not as what a user reads once it settles — and a
  // toast's own timer can start its fade at any moment. So every transition and animation jumps to its
  // end while axe looks (spinners included), and the page gets its motion back afterwards.
  await page.evaluate(() => {
    const still = document.createElement('style');
    still.id = 'axe-still';
    still.textContent =
      '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }';
    document.head.append(still);
  });
  try {
    const results = await new AxeBuilder({ page }).exclude('#axe-still').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  } finally {
    await page.evaluate(() => document.getElementById('axe-still')?.remove());
  }
}

/**
 * Watches, from the first script of every page, for a text that is on screen only for a moment (a
 * loader). Call before navigating; `seen()` then says whether it ever appeared — no race with polling.
 */
export async function watchForText(page: Page, text: string) {
  await page.addInitScript((wanted) => {
    const mark = () => {
      if (document.body?.innerText.includes(wanted)) {
        sessionStorage.setItem(`seen:${wanted}`, '1');
        return true;
      }
      return false;
    };
    new MutationObserver(mark).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return { seen: () => page.evaluate((wanted) => sessionStorage.getItem(`seen:${wanted}`) === '1', text) };
}

/** On Localnet: connects the local test wallet, waits for its funding, and returns its address. */
export async function connectFundedLocalWallet(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await expect(page.getByTestId('connected-indicator')).toBeAttached({ timeout: 60_000 });
  await connectLocalTestWallet(page);
  await expect(page.getByText('Wallet funded')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: /Copy wallet address/ }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** On Demo, with the local test wallet connected, at `path` (a full page load, as a returning user). */
export async function openDemoConnected(page: Page, path: string) {
  await chooseCluster(page, 'demo');
  await page.goto('/');
  await connectLocalTestWallet(page);
  await page.goto(path);
}

/**
 * The page as it is now, in light and dark at 375 and 1280 px: accessible, no wider than the screen, and
 * a screenshot of each (`<name>-<scheme>-<width>`). Leaves the page light at 1280 px.
 */
export async function checkEveryView(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `${name}-${scheme}-${width}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}
