import { expect, test } from '@playwright/test';
import { generateKeyPairSigner, type Address } from '@solana/kit';
import {
  extension,
  getInitializeNonTransferableMintInstruction,
  getInitializePausableConfigInstruction,
  getInitializeScaledUiAmountMintInstruction,
  getPauseInstruction,
} from '@solana-program/token-2022';
import { walletOf } from '@test-support/chain/key-pair-wallet';
import { MEMO_REQUIRED } from '@/shared/lib/memo';
import { scriptMint } from '@test-support/chain/script-mint';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { LOCALNET_CLUSTER } from '@test-support/browser/chain-rpc';
import { localnet } from '@test-support/browser/issuer';

// Token-2022 tokens made by a script (not by the app) and given to the browser's wallet: a x2 token, a
// paused one, a non-transferable one; and a recipient whose account requires memos.
test.describe.configure({ timeout: 240_000 });

test('a x2 token shows 200 for 100 held and sends raw units; a paused one is refused in words; a non-transferable one is not offered; a memo-requiring recipient is paid only with a memo', async ({
  page,
}) => {
  const owner = (await connectFundedLocalWallet(page)) as Address;
  const issuer = await generateKeyPairSigner();
  await localnet.run(null, { kind: 'airdrop', to: issuer.address, lamports: 2_000_000_000n });
  const mint = (spec: Parameters<typeof scriptMint>[2]) =>
    scriptMint(LOCALNET_CLUSTER.endpoint, issuer, { holder: owner, ...spec });
  const scaled = await mint({
    extensions: [
      extension('ScaledUiAmountConfig', {
        authority: issuer.address,
        multiplier: 2,
        newMultiplierEffectiveTimestamp: 0n,
        newMultiplier: 2,
      }),
    ],
    setup: (address) => [
      getInitializeScaledUiAmountMintInstruction({ mint: address, authority: issuer.address, multiplier: 2 }),
    ],
  });
  const paused = await mint({
    extensions: [extension('PausableConfig', { authority: issuer.address, paused: false })],
    setup: (address) => [getInitializePausableConfigInstruction({ mint: address, authority: issuer.address })],
    after: (address) => [getPauseInstruction({ mint: address, authority: issuer })],
  });
  await mint({
    extensions: [extension('NonTransferable', {})],
    setup: (address) => [getInitializeNonTransferableMintInstruction({ mint: address })],
  });
  // Names come from no metadata: the script's mints are told apart by their traits.
  await page.goto('/dashboard');
  const traits = page.getByTestId('token-traits');
  await expect(traits.filter({ hasText: 'Amounts shown with its ×2 multiplier' })).toHaveCount(1, { timeout: 30_000 });
  await expect(traits.filter({ hasText: 'Paused' })).toHaveCount(1);
  await expect(traits.filter({ hasText: 'Non-transferable: cannot be transferred' })).toHaveCount(1);
  const scaledCard = page.getByTestId('token-card').filter({ hasText: '×2 multiplier' });
  await expect(scaledCard).toContainText('200');
  await checkEveryView(page, 'token-2022-dashboard');

  // A recipient whose account requires a memo with every incoming transfer.
  const holder = await generateKeyPairSigner();
  await localnet.run(null, { kind: 'airdrop', to: holder.address, lamports: 1_000_000_000n });
  await localnet.run(walletOf(issuer), { kind: 'mint', mint: scaled, amount: 1n, destination: holder.address });
  await localnet.run(walletOf(holder), { kind: 'memo-transfer', mint: scaled, required: true });

  await page.goto('/send-token');
  await page.getByRole('combobox', { name: 'Token' }).click();
  const options = page.getByRole('option');
  // The non-transferable token is not offered; the x2 and the paused ones are.
  await expect(options).toHaveCount(2);
  // A mint without metadata is named by its address.
  const named = (address: string) => ({ hasText: `${address.slice(0, 4)}...${address.slice(-4)}` });
  await expect(options.filter(named(scaled))).toContainText('200');
  await options.filter(named(scaled)).click();
  await page.getByLabel('Recipient Address').fill(holder.address);
  await page.getByLabel('Amount').fill('10');
  await expect(page.getByText(/5 raw units move on chain/)).toBeVisible();
  await expect(page.getByLabel('Memo (required by the recipient)')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByText(MEMO_REQUIRED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm and Send' })).toHaveCount(0);
  await page.getByLabel('Memo (required by the recipient)').fill('Invoice 7 — café');
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByTestId('confirm-memo')).toHaveText('Invoice 7 — café');
  await expect(page.getByTestId('confirm-raw-amount')).toContainText('5 raw units');
  await checkEveryView(page, 'token-2022-send-confirm');
  await page.getByRole('button', { name: 'Confirm and Send' }).click();
  await expect(page.getByText('Transaction Submitted!')).toBeVisible({ timeout: 60_000 });
  const received = (await localnet.getTokens(holder.address)).find((token) => token.mint === scaled);
  expect(received?.balance).toBe(6n);

  // The paused token: refused in words under the token, and nothing is asked of the wallet.
  await page.goto('/send-token');
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option').filter(named(paused)).click();
  await page.getByLabel('Recipient Address').fill(holder.address);
  await page.getByLabel('Amount').fill('1');
  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByText(/is paused by its issuer: no transfers until it is resumed/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm and Send' })).toHaveCount(0);
  await checkEveryView(page, 'token-2022-send-paused');
});
