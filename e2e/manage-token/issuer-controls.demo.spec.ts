import { expect, test } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import { checkEveryView, openDemoConnected } from '@test-support/browser/app';

// Demo's sample tokens of a regulated issuer (the wallet): Aster Shares shown x2, Harbor Dollar paused.
const ASTR = 'HrMr7vtE5Pej5qNwQEKjQMsCzqisTa5CCFY2p3LmSWwW';
const HBRD = 'Ena6p84vJ4htirTRNDcUiRThfM6Ri6mXqiSXp1m1z75n';

test("Demo, issuer controls: a new multiplier previewed with the balance before -> after, a holder's tokens moved by the permanent delegate, a paused token resumed; all in the history", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDemoConnected(page, `/token/${ASTR}`);
  await expect(page.getByTestId('token-traits')).toContainText('Amounts shown with its ×2 multiplier');
  await expect(page.getByTestId('token-balance')).toHaveText('100');
  const actions = page.getByRole('group', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Change the multiplier' }).click();
  await page.getByLabel('New multiplier').fill('0');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('The multiplier must be a number greater than 0')).toBeVisible();
  await page.getByLabel('New multiplier').fill('3');
  await expect(page.getByText(/Your balance: 100 → 150 ASTR once in force/)).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('action-preview');
  await expect(preview).toContainText('Multiplier');
  await expect(preview).toContainText('×3');
  await expect(preview).toContainText('150');
  await checkEveryView(page, 'issuer-multiplier-preview');
  await page.getByRole('button', { name: 'Apply the new multiplier' }).click();
  await expect(page.getByText('ASTR is shown ×3 from now, confirmed on Demo.')).toBeVisible();
  await expect(page.getByTestId('token-balance')).toHaveText('150');

  // As its permanent delegate, the issuer moves another holder's tokens: 15 shown (5 raw at x3).
  const holder = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
  const recipient = (await generateKeyPairSigner()).address;
  await actions.getByRole('button', { name: 'Force transfer' }).click();
  await page.getByLabel('Whose tokens (holder)').fill(holder);
  await expect(page.getByText(`From the account of ${holder}`)).toBeVisible();
  await page.getByLabel('Send them to').fill(recipient);
  await page.getByLabel('Amount', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('action-preview')).toContainText("The holder's account");
  await expect(page.getByTestId('action-preview')).toContainText('135');
  await checkEveryView(page, 'issuer-force-transfer-preview');
  await page.getByLabel('Type ASTR to confirm').fill('ASTR');
  await page.getByRole('button', { name: 'Move their tokens' }).click();
  await expect(
    page.getByText(
      `15 ASTR moved from ${holder.slice(0, 4)}...${holder.slice(-4)} to ${recipient.slice(0, 4)}...${recipient.slice(-4)} by the permanent delegate, confirmed on Demo.`,
    ),
  ).toBeVisible();

  // In the app, not by a reload: Demo keeps what was done until the page reloads.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await page
    .getByTestId('token-card')
    .filter({ hasText: 'Harbor Dollar' })
    .getByRole('link', { name: 'Manage' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/token/${HBRD}`));
  await expect(page.getByTestId('token-traits')).toContainText('Paused');
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Resume' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('action-preview')).toContainText('Allowed');
  await checkEveryView(page, 'issuer-resume-preview');
  await page.getByRole('button', { name: 'Resume transfers' }).click();
  await expect(page.getByText(/HBRD is resumed: holders can transfer it again, confirmed on Demo\./)).toBeVisible();
  await expect(page.getByTestId('token-traits')).toHaveCount(0);

  await page.getByRole('link', { name: 'Transactions', exact: true }).first().click();
  await expect(page.getByText('Multiplier change').first()).toBeVisible();
  await expect(page.getByText('Resume', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Force transfer', { exact: true }).first()).toBeVisible();
});
