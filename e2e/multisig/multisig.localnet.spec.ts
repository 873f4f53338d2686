import { expect, test, type Page } from '@playwright/test';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { localnet } from '@test-support/browser/issuer';

// Shared control on the local chain, two browsers, two wallets: A makes a 2-of-2 multisig with B and hands
// it the mint authority; A proposes minting 100; B opens the link, sees the preview and signs; the
// proposal is submitted and the supply grows by exactly 100; submitting the same link again is refused.
test.describe.configure({ timeout: 240_000 });

const supplyOf = async (mint: string, owner: string) => (await localnet.getTokenDetails(mint, owner)).supply;

async function createToken(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Create Token' }).first().click();
  await page.getByLabel('Token Name').fill('Shared Coin');
  await page.getByLabel('Token Symbol').fill('SHRD');
  await page.getByLabel('Decimals').fill('0');
  await page.getByLabel('Initial Supply').fill('1000');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Token Created Successfully!')).toBeVisible({ timeout: 60_000 });
}

test('a 2-of-2 multisig takes the mint authority; a mint of 100 proposed by A, co-signed by B in another browser, submitted once', async ({
  browser,
}) => {
  const a = await (await browser.newContext()).newPage();
  const aAddress = await connectFundedLocalWallet(a);
  const b = await (await browser.newContext()).newPage();
  const bAddress = await connectFundedLocalWallet(b);

  await createToken(a);

  // A makes the multisig with B: a signer listed twice is refused first, nothing typed lost.
  await a.getByRole('navigation').getByRole('link', { name: 'Multisig' }).first().click();
  await a.getByLabel('Signer 2').fill(aAddress);
  await a.getByRole('button', { name: 'Create Multisig' }).click();
  await expect(a.getByText('This signer is already listed.')).toBeVisible();
  await a.getByLabel('Signer 2').fill(bAddress);
  await expect(a.getByText(/Rent for new accounts/).first()).toBeVisible({ timeout: 30_000 });
  await a.getByRole('button', { name: 'Create Multisig' }).click();
  const created = a.getByTestId('multisig-view').first();
  await expect(created).toContainText('Multisig 2 of 2', { timeout: 60_000 });
  const multisig = (await created.locator('[data-address]').first().getAttribute('data-address')) ?? '';

  // A hands it the mint authority from the token page.
  await a.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await a.getByRole('link', { name: 'Manage SHRD' }).click();
  const mint = a.url().split('/token/')[1]!;
  const actions = a.getByRole('group', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Authorities', exact: true }).click();
  await a.getByLabel('New authority').fill(multisig);
  await a.getByRole('button', { name: 'Preview' }).click();
  await a.getByRole('button', { name: 'Transfer the authority' }).click();
  await expect(a.getByText(/now belongs to .*, confirmed on Localnet\./)).toBeVisible({ timeout: 60_000 });
  await expect(a.getByTestId('authorities')).toContainText('Multisig 2 of 2');
  await expect(a.getByTestId('authorities')).toContainText('You');

  // A proposes minting 100, on a nonce account made on the way.
  await actions.getByRole('button', { name: 'Mint', exact: true }).click();
  await a.getByLabel('Amount to mint').fill('100');
  await a.getByRole('button', { name: 'Create a nonce account' }).click();
  await a.getByRole('button', { name: 'Create it' }).click();
  await expect(a.getByLabel('Nonce account')).toBeVisible({ timeout: 60_000 });
  await a.getByRole('button', { name: 'Preview' }).click();
  await expect(a.getByTestId('action-preview')).toContainText('1,100', { timeout: 30_000 });
  await a.getByRole('button', { name: 'Sign and share the proposal' }).click();
  await expect(a).toHaveURL(/\/proposal#c=localnet&g=/, { timeout: 60_000 });
  await expect(a.getByTestId('proposal-title')).toHaveText('Mint 100 SHRD');
  await expect(a.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const link = a.url();
  expect(await supplyOf(mint, aAddress)).toBe(1_000n);

  // B opens the link in the other browser: the same preview, simulated anew; B signs its part.
  await b.goto(link);
  await expect(b.getByTestId('proposal-title')).toHaveText('Mint 100 SHRD', { timeout: 30_000 });
  await expect(b.getByTestId('proposal-status')).toContainText('Open');
  await expect(b.getByText('Supply')).toBeVisible();
  await expect(b.getByText('1,100').first()).toBeVisible();
  await checkEveryView(b, 'multisig-cosigner-open');
  await b.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(b.getByText('You have signed this proposal.')).toBeVisible({ timeout: 30_000 });

  // Submitted once the threshold is met: the supply grows by exactly 100.
  await b.getByRole('button', { name: 'Submit' }).click();
  await expect(b.getByTestId('proposal-status')).toContainText('Submitted', { timeout: 60_000 });
  expect(await supplyOf(mint, aAddress)).toBe(1_100n);
  await checkEveryView(b, 'multisig-cosigner-submitted');

  // The same link submitted again from A's browser: refused in words, and nothing moves.
  const signedLink = b.url();
  await a.goto(signedLink);
  await expect(a.getByTestId('proposal-status')).toContainText('Submitted', { timeout: 30_000 });
  await expect(a.getByText('It was submitted already: there is nothing left to send.')).toBeVisible();
  await expect(a.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const again = await localnet
    .run(null, { kind: 'submit-proposal', link: signedLink.split('#')[1]! })
    .catch((error: Error) => error.message);
  expect(again).toMatch(/^This proposal was already submitted: it landed as \w+\. Nothing was sent again\.$/);
  expect(await supplyOf(mint, aAddress)).toBe(1_100n);

  // A proposes minting 5, then takes it back: every copy of the link reads Withdrawn; nothing can be signed.
  await a.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await a.getByRole('link', { name: 'Manage SHRD' }).click();
  await actions.getByRole('button', { name: 'Mint', exact: true }).click();
  await a.getByLabel('Amount to mint').fill('5');
  await expect(a.getByLabel('Nonce account')).toBeVisible({ timeout: 30_000 });
  await a.getByRole('button', { name: 'Preview' }).click();
  await expect(a.getByTestId('action-preview')).toContainText('1,105', { timeout: 30_000 });
  await a.getByRole('button', { name: 'Sign and share the proposal' }).click();
  await expect(a.getByTestId('proposal-title')).toHaveText('Mint 5 SHRD', { timeout: 60_000 });
  const withdrawnLink = a.url();
  await a.getByRole('button', { name: 'Withdraw proposal' }).click();
  await expect(a.getByTestId('proposal-status')).toContainText('Withdrawn', { timeout: 60_000 });
  await b.goto(withdrawnLink);
  await expect(b.getByTestId('proposal-status')).toContainText('Withdrawn', { timeout: 30_000 });
  await expect(b.getByText('Its proposer withdrew it: there is nothing to submit.')).toBeVisible();
  // What was said of the last proposal on this page (it was submitted) is not said of this one.
  await expect(b.getByText('Proposal submitted')).toHaveCount(0);
  await expect(b.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
  await checkEveryView(b, 'multisig-withdrawn');
  expect(await supplyOf(mint, aAddress)).toBe(1_100n);

  // B's history names the multisig the mint went through.
  await b.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  await expect(b.getByText(`via multisig ${multisig.slice(0, 4)}...${multisig.slice(-4)}`).first()).toBeVisible({
    timeout: 30_000,
  });
});
