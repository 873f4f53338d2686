import { expect, test } from '@playwright/test';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { chainRpc, LOCALNET_CLUSTER } from '@test-support/browser/chain-rpc';
import { issueTokenTo } from '@test-support/browser/issuer';

// Rent fell in September 2026 (6,960 -> 5,080 lamports a byte): the local chain plays the change while the
// test runs. What the wallet made before it (a token: its mint and account; an account of someone else's token)
// holds the difference, which the Reclaim rent page lists, the total first, and withdraws in one approval.
test.describe.configure({ timeout: 180_000 });

const setRent = (lamports: number) => chainRpc(LOCALNET_CLUSTER.endpoint, 'localnet_setRent', [lamports]);

test('accounts made before rent fell: listed with the exact excess, withdrawn in one approval, then nothing left', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  const owner = await connectFundedLocalWallet(page);
  await setRent(6_960);
  try {
    await page.getByRole('navigation').getByRole('link', { name: 'Create Token' }).first().click();
    await page.getByLabel('Token Name').fill('Summer Coin');
    await page.getByLabel('Token Symbol').fill('SUMR');
    await page.getByLabel('Decimals').fill('0');
    await page.getByLabel('Initial Supply').fill('50');
    await page.getByRole('button', { name: 'Create Token' }).click();
    await expect(page.getByText('Token Created Successfully!')).toBeVisible({ timeout: 60_000 });
    await issueTokenTo(owner, { name: 'Given Coin', symbol: 'GIVN' }, 500n);
  } finally {
    await setRent(5_080);
  }

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Reclaim rent' }).click();
  const excess = page.getByTestId('excess-accounts');
  // Its mint and its two token accounts; each holds (6,960 − 5,080) × (128 + its bytes) lamports too many.
  await expect(excess.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  await expect(excess).toContainText('Summer Coin (SUMR)');
  await expect(excess).toContainText('Given Coin (GIVN)');
  // A Token-2022 account (170 bytes) made at the earlier rate: 1,880 × 298 = 560,240 lamports above today's minimum.
  await expect(excess).toContainText('+0.00056024 SOL');
  await expect(page.getByTestId('reclaim-total')).toContainText('You can reclaim');
  await checkEveryView(page, 'reclaim-rent');

  await page.getByRole('button', { name: 'Withdraw from 3 accounts' }).click();
  await expect(page.getByText(/ of rent reclaimed from 3 accounts, confirmed on Localnet\.$/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('reclaim-total')).toHaveText(
    'Nothing to reclaim: no empty account, and no account holds more than today’s minimum.',
    { timeout: 30_000 },
  );
  await checkEveryView(page, 'reclaim-rent-done');

  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page.getByText('Rent withdrawal', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
});
