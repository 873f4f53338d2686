import { expect, test, type Page } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { LOCALNET_CLUSTER } from '@test-support/browser/chain-rpc';
import { issueTokenTo, localnet } from '@test-support/browser/issuer';
import { programOwnedAccount } from '@test-support/chain/foreign-account';
import { walletOf } from '@test-support/chain/key-pair-wallet';

// Issue 43: a stake account (any program's data account) or a nonce account taken as a wallet: "first
// transfer" and "holds none yet" were all Send said, and the tokens landed where nobody can move them.
test.describe.configure({ timeout: 180_000 });

const STAKE_ISSUE =
  'This is an account of the Stake Program, not a wallet: only that program could act for it, and tokens sent to it would be lost';
const NONCE_ISSUE =
  'This is a nonce account, not a wallet: it keeps a transaction valid for later, and tokens sent to it could never be moved';

/** A stake-program account and a nonce account, made by someone else on the local chain. */
async function accountsThatAreNoWallets() {
  const keys = await generateKeyPairSigner();
  await localnet.run(null, { kind: 'airdrop', to: keys.address, lamports: 1_000_000_000n });
  const stake = await programOwnedAccount(LOCALNET_CLUSTER.endpoint, keys);
  const { address: nonce } = await localnet.run(walletOf(keys), { kind: 'create-nonce' });
  return { stake, nonce };
}

async function pickToken(page: Page, name: RegExp) {
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name }).click();
}

test('Send and Bulk send refuse a stake account and a nonce account as recipients, saying what each is; nothing moves', async ({
  page,
}) => {
  const owner = await connectFundedLocalWallet(page);
  const { mint } = await issueTokenTo(owner, { name: 'Stay Coin', symbol: 'STAY' }, 5_000n);
  const { stake, nonce } = await accountsThatAreNoWallets();
  const balance = async () => (await localnet.getTokens(owner)).find((token) => token.mint === mint)?.balance;

  await page.goto('/send-token');
  await pickToken(page, /Stay Coin/);
  await page.getByLabel('Recipient Address').fill(stake);
  await page.getByLabel('Amount').fill('1');
  await expect(page.getByText(STAKE_ISSUE)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByRole('button', { name: 'Confirm and Send' })).toHaveCount(0);
  await checkEveryView(page, 'send-stake-account');
  await page.getByLabel('Recipient Address').fill(nonce);
  await expect(page.getByText(NONCE_ISSUE)).toBeVisible({ timeout: 30_000 });

  const friend = (await generateKeyPairSigner()).address;
  await page.goto('/bulk-send');
  await pickToken(page, /Stay Coin/);
  await page
    .getByLabel('Recipients (CSV: address,amount)')
    .fill(['address,amount', `${friend},1`, `${stake},2`, `${nonce},3`].join('\n'));
  await page.getByRole('button', { name: 'Check Recipients' }).click();
  await expect(page.getByTestId('bulk-totals')).toContainText('1 ready, 2 with errors', { timeout: 30_000 });
  await expect(page.getByText(STAKE_ISSUE)).toBeVisible();
  await expect(page.getByText(NONCE_ISSUE)).toBeVisible();
  expect(await balance()).toBe(5_000n);
  expect(await localnet.getTokens(stake)).toEqual([]);
});
