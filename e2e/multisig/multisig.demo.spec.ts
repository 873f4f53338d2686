import { expect, test } from '@playwright/test';
import { checkEveryView, openDemoConnected } from '@test-support/browser/app';

// Demo's shared control: a 2-of-2 multisig with a sample co-signer takes a token's mint authority; a mint
// is proposed, co-signed as the sample co-signer, submitted, and named in the history by its multisig.
// All in the app, never by a reload: Demo keeps what was done until the page reloads.
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

test('Demo, shared control: a multisig made with a sample co-signer takes the mint authority; a mint proposed, co-signed, submitted once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openDemoConnected(page, '/multisig');
  await expect(page.getByRole('heading', { name: 'Multisig' }).first()).toBeVisible();

  // Bad input first: a threshold above n is said under its field, nothing typed is lost.
  await page.getByRole('button', { name: 'Add Ana (sample co-signer)' }).click();
  await page.getByLabel('Threshold').fill('3');
  await page.getByRole('button', { name: 'Create Multisig' }).click();
  await expect(
    page.getByText('The threshold must be a whole number from 1 to 2 (the number of signers).'),
  ).toBeVisible();
  await page.getByLabel('Threshold').fill('2');
  // USD Coin is a classic SPL token: its multisig must be one of that program.
  await page.getByLabel('SPL Token (classic)').check();
  await expect(page.getByText(/Rent/).first()).toBeVisible();
  await checkEveryView(page, 'multisig-create');
  await page.getByRole('button', { name: 'Create Multisig' }).click();
  const created = page.getByTestId('multisig-view').first();
  await expect(created).toContainText('Multisig 2 of 2');
  const multisig = (await created.locator('[data-address]').first().getAttribute('data-address')) ?? '';
  expect(multisig).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

  // The token page hands the mint authority to it.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await page.getByTestId('token-card').filter({ hasText: 'USD Coin' }).getByRole('link', { name: 'Manage' }).click();
  await expect(page).toHaveURL(new RegExp(`/token/${USDC}`));
  const actions = page.getByRole('group', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Authorities', exact: true }).click();
  await page.getByLabel('New authority').fill(multisig);
  await expect(page.getByText('Multisig 2 of 2').first()).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Transfer the authority' }).click();
  await expect(page.getByText(/now belongs to .*, confirmed on Demo\./)).toBeVisible();
  await expect(page.getByTestId('authorities')).toContainText('Multisig 2 of 2');

  // Mint Tokens cannot mint it with this wallet alone: it offers a proposal, made on the token page.
  await page.getByRole('link', { name: 'Mint Tokens', exact: true }).first().click();
  const propose = page.getByRole('link', { name: 'Propose a mint of USDC' });
  await expect(page.getByTestId('not-mintable')).toContainText('Its mint authority is the multisig');
  await checkEveryView(page, 'multisig-mint-tokens-propose');
  await propose.click();
  await expect(page).toHaveURL(new RegExp(`/token/${USDC}`));

  // Mint becomes a proposal: it rides a nonce account, made here with its rent shown first.
  await expect(actions.getByRole('button', { name: 'Mint', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Amount to mint').fill('100');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByText('Create a nonce account first: a proposal rides one, so it does not expire.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create a nonce account' }).click();
  await expect(page.getByText(/Rent/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create it' }).click();
  await expect(page.getByLabel('Nonce account')).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('action-preview')).toContainText('Supply');
  await checkEveryView(page, 'multisig-propose-preview');
  await page.getByRole('button', { name: 'Sign and share the proposal' }).click();

  // The proposal page: the co-signer has not signed; signing as them lets anyone submit, once.
  await expect(page).toHaveURL(/\/proposal#c=demo&g=demo&t=/);
  await expect(page.getByTestId('proposal-title')).toHaveText('Mint 100 USDC');
  await expect(page.getByTestId('proposal-status')).toContainText('Open');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await checkEveryView(page, 'multisig-proposal-open');
  await page.getByRole('button', { name: 'Sign as Ana (sample co-signer)' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('proposal-status')).toContainText('Submitted');
  await expect(page.getByText('Mint 100 USDC: submitted, confirmed on Demo.')).toBeVisible();
  await checkEveryView(page, 'multisig-proposal-submitted');

  // The history names the multisig the mint went through.
  await page.getByRole('link', { name: 'Transactions', exact: true }).first().click();
  await expect(page.getByText(`via multisig ${multisig.slice(0, 4)}...${multisig.slice(-4)}`).first()).toBeVisible();
});
