import { expect, test, type Page } from '@playwright/test';
import { fundFromFaucet } from '@test-support/browser/chain-rpc';
import { injectWallet, newWalletKey } from '@test-support/browser/injected-wallet';

// A Wallet Standard wallet injected by the test, as an extension is: not the local test wallet, so
// this proves the path every real wallet takes (register, connect, silent reconnect, sign, reject).
test.describe.configure({ timeout: 180_000 });

const fund = (address: string) => fundFromFaucet(address, 2_000_000_000);

const walletLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __testWallet: { log: unknown[] } }).__testWallet.log);

async function fillCreate(page: Page) {
  await page.getByLabel('Token Name').fill('Injected Coin');
  await page.getByLabel('Token Symbol').fill('INJ');
  await page.getByLabel('Decimals').fill('2');
  await page.getByLabel('Initial Supply').fill('500');
}

test('an injected Wallet Standard wallet connects, reconnects silently after a reload, signs a create, and a rejection reads "Cancelled" with the form kept', async ({
  browser,
}) => {
  const key = newWalletKey();
  await fund(key.address);
  const context = await browser.newContext();
  await injectWallet(context, key);
  const page = await context.newPage();
  const short = `${key.address.slice(0, 4)}...${key.address.slice(-4)}`;

  await page.goto('/');
  await expect(page.getByTestId('connected-indicator')).toBeAttached({ timeout: 60_000 });
  await page
    .getByRole('button', { name: /Select Wallet/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Connect a wallet on Solana to continue')).toBeVisible();
  await dialog.getByRole('button', { name: /Test Wallet/ }).click();
  await expect(page.getByRole('button', { name: short }).first()).toBeVisible();
  expect(await walletLog(page)).toEqual([{ connect: 'popup' }]);
  expect(await page.evaluate(() => localStorage.getItem('walletName'))).toBe('"Test Wallet"');

  // A reload reconnects without asking: one silent connect, no popup, no click.
  await page.reload();
  await expect(page.getByRole('button', { name: short }).first()).toBeVisible({ timeout: 30_000 });
  expect(await walletLog(page)).toEqual([{ connect: 'silent' }]);

  await page.goto('/create-token');
  await fillCreate(page);
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Token Created!')).toBeVisible({ timeout: 60_000 });
  expect(await walletLog(page)).toContainEqual({ signed: 1 });

  // The user says no in the wallet: "Cancelled", and what they typed is still there.
  await fillCreate(page);
  await page.evaluate(
    () => ((window as unknown as { __testWallet: { rejectNext: boolean } }).__testWallet.rejectNext = true),
  );
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Token Name')).toHaveValue('Injected Coin');
  await expect(page.getByLabel('Initial Supply')).toHaveValue('500');
  expect(await walletLog(page)).toContainEqual({ rejected: true });
  await context.close();
});
