import { expect, test, type Page } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import { createSolanaDataSource } from '@/data-source/solana';
import { walletOf } from '@test-support/chain/key-pair-wallet';
import { connectFundedLocalWallet, screenshot } from '@test-support/browser/app';
import { LOCALNET_CLUSTER } from '@test-support/browser/chain-rpc';

// Tokens made by a script with hostile names, sent to the browser's wallet: the page shows them as
// what they are, never as another token, never as markup, and never wider than the screen.
test.describe.configure({ timeout: 240_000 });

const HOSTILE = [
  { name: 'Long name '.repeat(20).trim(), symbol: 'LONG' },
  { name: 'Unbroken', symbol: 'X'.repeat(40) },
  { name: '\u202eevil', symbol: '\u202eLOS' },
  { name: '<img src=x onerror=alert(1)>', symbol: '<b>' },
  { name: '🪙🚀💎 Moon Coin 🌕', symbol: '🚀🚀' },
  // A look-alike of a well-known token: Cyrillic "О" in the name, the real symbol.
  { name: 'Wrapped SОL', symbol: 'SOL' },
];

async function noWiderThanScreen(page: Page, label: string) {
  const { scroll, viewport, widest } = await page.evaluate(() => {
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')}`);
    return {
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      widest: wide.slice(0, 8).join(' | '),
    };
  });
  expect(scroll, `${label}: page ${scroll}px wide in a ${viewport}px window (${widest})`).toBeLessThanOrEqual(viewport);
}

test('hostile token names and symbols: neutralised, isolated, clamped; no page wider than the screen', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const victim = await connectFundedLocalWallet(page);

  // The attacker: creates each token and sends some to the victim.
  const ds = createSolanaDataSource(LOCALNET_CLUSTER, { pollIntervalMs: 200 });
  const attacker = await generateKeyPairSigner();
  await ds.run(null, { kind: 'airdrop', to: attacker.address, lamports: 5_000_000_000n });
  const mints: string[] = [];
  for (const token of HOSTILE) {
    const { mint } = await ds.run(walletOf(attacker), { kind: 'create', ...token, decimals: 0, initialSupply: 1_000n });
    mints.push(mint);
    await ds.run(walletOf(attacker), { kind: 'send', mint, recipient: victim, amount: 10n });
  }

  await page.goto('/dashboard');
  await expect(page.getByTestId('token-card')).toHaveCount(HOSTILE.length, { timeout: 30_000 });
  // The override is shown as what it is, with a warning; it never reads "SOL".
  const spoof = page.getByTestId('token-card').filter({ hasText: '[U+202E]LOS' });
  await expect(spoof).toHaveCount(1);
  await expect(spoof.getByText(/hidden or direction-changing characters/)).toBeVisible();
  // Markup is text.
  await expect(page.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  // A token calling itself SOL is marked as not the real one, on its card, in the select, and in the history.
  const fake = page.getByTestId('token-card').filter({ hasText: 'Wrapped SОL' });
  await expect(fake.getByText('Unverified — not the real SOL')).toBeVisible();
  await page.goto('/send-token');
  await page.getByRole('combobox', { name: 'Token' }).click();
  await expect(page.getByRole('option', { name: /Wrapped SОL/ })).toContainText('Unverified — not the real SOL');
  await page.keyboard.press('Escape');
  await page.goto('/transactions');
  await expect(page.getByText('Unverified — not the real SOL').first()).toBeVisible({ timeout: 30_000 });

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Every hostile token's own page, and the pages that list the wallet's tokens.
    const tokenPages = mints.map((mint) => `/token/${mint}`);
    for (const path of ['/dashboard', '/send-token', '/mint-token', '/transactions', '/receive', ...tokenPages]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (path === '/send-token') {
        await page.getByRole('combobox', { name: 'Token' }).click();
        await page.getByRole('option', { name: /XXXXXXXX/ }).click();
      }
      if (path === '/transactions') await expect(page.getByText('[U+202E]LOS').first()).toBeVisible();
      if (path.startsWith('/token/')) await expect(page.getByTestId('token-balance')).toHaveText('10');
      await noWiderThanScreen(page, `${path} at ${width}px`);
      await screenshot(page, `hostile-${path.slice(1).replace('/', '-')}-${width}`);
    }
    // The send confirmation and the bulk review name the token too.
    const recipient = (await generateKeyPairSigner()).address;
    await page.goto('/send-token');
    await page.getByRole('combobox', { name: 'Token' }).click();
    await page.getByRole('option', { name: /XXXXXXXX/ }).click();
    await page.getByLabel('Recipient Address').fill(recipient);
    await page.getByLabel('Amount', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Send Tokens' }).click();
    await expect(page.getByTestId('confirm-amount')).toBeVisible();
    await noWiderThanScreen(page, `send confirmation at ${width}px`);
    await page.goto('/bulk-send');
    await page.getByRole('combobox', { name: 'Token' }).click();
    await page.getByRole('option', { name: /XXXXXXXX/ }).click();
    await page.getByLabel('Recipients (CSV: address,amount)').fill(`${recipient},20`);
    await page.getByRole('button', { name: 'Check Recipients' }).click();
    await expect(page.getByTestId('bulk-totals')).toBeVisible();
    await page.getByRole('button', { name: 'Send to 1 recipient' }).click();
    await expect(page.getByText(/exceeds your balance/)).toBeVisible();
    await noWiderThanScreen(page, `bulk review at ${width}px`);
    await screenshot(page, `hostile-bulk-review-${width}`);
  }
  expect(dialogs).toEqual([]);
});
