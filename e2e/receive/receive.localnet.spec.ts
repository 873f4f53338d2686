import { expect, test } from '@playwright/test';
import { parseTransferRequest } from '@/shared/lib/solana-pay';
import { checkEveryView, connectFundedLocalWallet } from '@test-support/browser/app';
import { issueTokenTo, localnet } from '@test-support/browser/issuer';

// A payment request made in the browser, paid by a second wallet on the local chain: the page finds it by
// its reference and says who paid what.
test.describe.configure({ timeout: 180_000 });

test('a Solana Pay request is shown as a QR code and a link, paid from a second wallet, and marked "Paid" with the payer and amount', async ({
  page,
}) => {
  const payee = await connectFundedLocalWallet(page);

  // The payer makes a token and gives the payee some, so the payee can ask for it.
  const { mint, issuer: payer } = await issueTokenTo(payee, { name: 'Pay Coin', symbol: 'PAYC' }, 1n);

  // From the wallet menu, as a user finds it.
  await page.locator('[aria-haspopup="menu"]').first().click();
  await page.getByRole('menuitem', { name: 'Receive' }).click();
  await expect(page.getByRole('heading', { name: 'Receive' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of your wallet address' })).toHaveAttribute(
    'data-qr-text',
    payee,
  );
  await page.getByRole('combobox', { name: 'Token' }).click();
  await page.getByRole('option', { name: /Pay Coin/ }).click();
  await page.getByLabel('Amount').fill('250.75');
  await page.getByLabel('Label (optional)').fill('Kestrel Café');
  await page.getByRole('button', { name: 'Create Request' }).click();
  const url = (await page.getByTestId('request-url').textContent()) ?? '';
  const parsed = parseTransferRequest(url);
  expect(parsed).toMatchObject({ ok: true, request: { recipient: payee, amount: '250.75', splToken: mint } });
  if (!parsed.ok) return;
  await expect(page.getByText('Waiting for payment…')).toBeVisible();

  // The second wallet pays the request as scanned: recipient, exact amount, token, reference.
  const { signature } = await localnet.run(payer, {
    kind: 'send',
    mint,
    recipient: payee,
    amount: 25_075n,
    references: parsed.request.references,
  });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('payment-amount')).toHaveText('250.75 PAYC');
  await expect(page.getByTestId('payment-payer').locator(`[data-address="${payer.address}"]`)).toBeVisible();
  await expect(page.getByText(signature)).toBeVisible();

  await checkEveryView(page, 'receive-paid');
});
