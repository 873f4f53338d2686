import { expect, test, type Page } from '@playwright/test';
import { generateKeyPairSigner } from '@solana/kit';
import { encodeBase58 } from '@/shared/lib/base58';
import { encodeTransferRequest } from '@/shared/lib/solana-pay';
import { connectFundedLocalWallet, expectAccessible, screenshot } from '@test-support/browser/app';
import { issueTokenTo, localnet } from '@test-support/browser/issuer';
import { fakeCamera } from '@test-support/browser/fake-camera';

// The Send page's QR button with a camera that shows a generated code: the decoder in the browser reads
// it, the form fills, and the transfer pays the request (found by its reference on the chain).
test.describe.configure({ timeout: 180_000 });

async function holderOfToken(page: Page) {
  const owner = await connectFundedLocalWallet(page);
  return issueTokenTo(owner, { name: 'Scan Coin', symbol: 'SCAN' }, 5_000n);
}

test('a Solana Pay QR code seen by the camera fills recipient, token and amount; the payment carries its reference', async ({
  page,
}) => {
  const payee = (await generateKeyPairSigner()).address;
  const reference = encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
  const { mint } = await holderOfToken(page);
  // The camera is set up once the mint exists; it applies from the next page load on.
  const url = encodeTransferRequest({
    recipient: payee,
    splToken: mint,
    amount: '12.34',
    references: [reference],
    label: 'Kestrel Café',
    message: 'Order 7',
  });
  await fakeCamera(page, { qr: url });
  await page.goto('/send-token');
  await page.getByRole('button', { name: 'Scan QR code' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan QR code' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByLabel('Recipient Address')).toHaveValue(payee);
  await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('12.34');
  await expect(page.getByRole('combobox', { name: 'Token' })).toContainText('Scan Coin');
  await expect(page.getByTestId('payment-request-note')).toContainText('Kestrel Café');
  await expectAccessible(page);
  await screenshot(page, 'send-scanned-request');

  await page.getByRole('button', { name: 'Send Tokens' }).click();
  await expect(page.getByTestId('confirm-request')).toContainText('Order 7');
  await page.getByRole('button', { name: 'Confirm and Send' }).click();
  await expect(page.getByText('Transaction Submitted!')).toBeVisible({ timeout: 60_000 });
  expect(await localnet.findPayment(reference, payee)).toMatchObject({ mint, amount: 1_234n, status: 'confirmed' });
});

test('a code for a token the wallet does not hold is refused in the dialog; nothing is filled', async ({ page }) => {
  await holderOfToken(page);
  const stranger = encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
  await fakeCamera(page, { qr: `solana:${stranger}?amount=1&spl-token=${stranger}` });
  await page.goto('/send-token');
  await page.getByRole('button', { name: 'Scan QR code' }).click();
  await expect(page.getByTestId('scan-refused')).toContainText('a token you do not hold', { timeout: 30_000 });
  await expectAccessible(page);
  await screenshot(page, 'scan-refused');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByLabel('Recipient Address')).toHaveValue('');
});

test('a malformed request is refused with what is wrong with it', async ({ page }) => {
  await holderOfToken(page);
  const payee = encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
  await fakeCamera(page, { qr: `solana:${payee}?amount=1e9` });
  await page.goto('/send-token');
  await page.getByRole('button', { name: 'Scan QR code' }).click();
  await expect(page.getByTestId('scan-refused')).toHaveText('The request’s amount is not a valid number.', {
    timeout: 30_000,
  });
});

test('a denied camera permission is said in the dialog', async ({ page }) => {
  await holderOfToken(page);
  await fakeCamera(page, { refuse: 'NotAllowedError' });
  await page.goto('/send-token');
  await page.getByRole('button', { name: 'Scan QR code' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Camera access was denied');
});
