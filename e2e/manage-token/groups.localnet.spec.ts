import { expect, test, type Page } from '@playwright/test';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { manage } from '@test-support/browser/manage-token';

// A group (a collection) and its members on the local chain: a token that is no group is refused as one at
// Create Token, a member is added from the group's page, and the group's maximum is refused at 0 and below
// its members, then raised — previewed before -> after, landed, and in the history under its own name.
test.describe.configure({ timeout: 300_000 });

async function startToken(page: Page, name: string, symbol: string) {
  await page.getByLabel('Token Name').fill(name);
  await page.getByLabel('Token Symbol').fill(symbol);
  await page.getByLabel('Decimals').fill('0');
  await page.getByLabel('Initial Supply').fill('1');
}

test('a group: a plain token refused as one, a member added from its page, its maximum refused at 0 and raised — in the history', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await connectFundedLocalWallet(page);

  // A plain token first: it is no group, and is refused as one.
  await page.getByRole('navigation').getByRole('link', { name: 'Create Token' }).first().click();
  await startToken(page, 'Plain Card', 'PLC');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('Token Created Successfully!')).toBeVisible({ timeout: 60_000 });
  const plain = (await page.getByRole('button', { name: 'Copy token address' }).locator('..').innerText()).trim();

  await startToken(page, 'Card Set', 'SET');
  await page.getByText('Advanced options').click();
  await page.getByLabel('Group: this token is a collection other tokens can join (you add them)').check();
  await page.getByLabel('Maximum members').fill('0');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByText('A group holds at least 1 member: its maximum size must be 1 or more')).toBeVisible();
  await page.getByLabel('Maximum members').fill('1');
  await page.getByLabel('Member of a group you hold the update authority of').check();
  await page.getByLabel('Group address').fill(plain);
  await expect(page.getByText('This token is not a group: a member joins a token created as a group')).toBeVisible({
    timeout: 30_000,
  });
  await checkEveryView(page, 'groups-create-refused');
  await page.getByLabel('Member of a group you hold the update authority of').uncheck();
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByTestId('created-with')).toContainText('A group of at most 1 members (update authority: you)', {
    timeout: 60_000,
  });

  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('link', { name: 'Manage SET' }).click();
  await expect(page).toHaveURL(/\/token\//);
  const groupPage = page.url();
  const group = groupPage.split('/token/')[1]!.split(/[?#]/)[0]!;
  const actions = page.getByRole('group', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Group members', exact: true }).click();
  await expect(page.getByTestId('group-members')).toHaveText('0 of at most 1 members');
  await page.getByRole('button', { name: 'Add a member' }).click();

  // Create Token opens with the group filled in.
  await expect(page.getByLabel('Group address')).toHaveValue(group);
  await startToken(page, 'First Card', 'FC1');
  await page.getByRole('button', { name: 'Create Token' }).click();
  await expect(page.getByTestId('created-with')).toContainText(`Member of the group ${group}`, { timeout: 60_000 });

  await page.goto(groupPage);
  await manage(page, {
    action: 'Group members',
    expected: '1 of at most 5',
    confirm: 'Change the maximum',
    fill: async () => {
      await expect(page.getByTestId('group-members')).toHaveText('1 of at most 1 members', { timeout: 30_000 });
      const field = page.getByLabel('New maximum size');
      await field.fill('0');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByText('A group holds at least 1 member: its maximum size must be 1 or more')).toBeVisible();
      await field.fill('5');
    },
  });
  await expect(page.getByText('The group SET may now hold 5 members, confirmed on Localnet.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('group-members')).toHaveText('1 of at most 5 members', { timeout: 30_000 });
  await checkEveryView(page, 'groups-token-page');

  await page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first().click();
  await expect(page.getByText('Group size change', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
});
