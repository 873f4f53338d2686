import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createDemoDataSource } from '@/data-source/demo/demo-data-source';
import type { WalletSigner } from '@/data-source/contract';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { parseTransferRequest } from '@/shared/lib/solana-pay';
import { renderWithData } from '@test-support/unit/render-with-data';
import { stubPointerApis, TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import ReceivePage from './receive-page';

stubPointerApis();

const SERUM = 'SRMuApVNdxXokk5GT7XD5cUUgXMBCoAz2LHeuAoKWRt';
const PAYER = {
  address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  signTransaction: vi.fn(),
} as unknown as WalletSigner;

async function createRequest(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Token' }));
  await user.click(await screen.findByRole('option', { name: /Serum/ }));
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.type(screen.getByLabelText('Label (optional)'), 'Kestrel Café');
  await user.type(screen.getByLabelText('Message (optional)'), 'Order #42');
  await user.click(screen.getByRole('button', { name: 'Create Request' }));
  const url = (await screen.findByTestId('request-url')).textContent ?? '';
  const parsed = parseTransferRequest(url);
  if (!parsed.ok) throw new Error(`not a request: ${url}`);
  return { url, request: parsed.request };
}

describe('ReceivePage', () => {
  it('shows the address as a QR code; a request is a Solana Pay URL, watched until paid, checked against what was asked', async () => {
    const user = userEvent.setup();
    const ds = createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });
    renderWithData(withWallet(<ReceivePage />), ds);
    expect(screen.getByRole('img', { name: 'QR code of your wallet address' })).toHaveAttribute(
      'data-qr-text',
      TEST_OWNER,
    );

    await user.click(await screen.findByRole('button', { name: 'Create Request' }));
    expect(screen.getByText('Token is required')).toBeInTheDocument();
    expect(screen.getByText('Amount must be greater than 0')).toBeInTheDocument();

    const { url, request } = await createRequest(user, '12.5');
    expect(request).toMatchObject({
      recipient: TEST_OWNER,
      amount: '12.5',
      splToken: SERUM,
      label: 'Kestrel Café',
      message: 'Order #42',
    });
    expect(request.references).toHaveLength(1);
    expect(screen.getByRole('img', { name: /payment request for 12.5 SRM/ })).toHaveAttribute('data-qr-text', url);
    expect(screen.getByText('Waiting for payment…')).toBeInTheDocument();

    // Paid from another wallet, naming the reference as a scanning wallet does.
    await ds.run(PAYER, {
      kind: 'send',
      mint: SERUM,
      recipient: TEST_OWNER,
      amount: 12_500_000n,
      references: request.references,
    });
    expect(await screen.findByText('Paid', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('12.5 SRM');
    expect(screen.getByTestId('payment-payer').querySelector('[data-address]')).toHaveAttribute(
      'data-address',
      PAYER.address,
    );
  });

  it('a payment of another amount is flagged, not called paid', async () => {
    const user = userEvent.setup();
    const ds = createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });
    renderWithData(withWallet(<ReceivePage />), ds);
    const { request } = await createRequest(user, '1');
    await ds.run(PAYER, {
      kind: 'send',
      mint: SERUM,
      recipient: TEST_OWNER,
      amount: 999_999n,
      references: request.references,
    });
    expect(await screen.findByText('Paid, but not as requested', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('0.999999 SRM');
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });

  it('an account that requires memos: the request needs a memo, and the link carries it exactly', async () => {
    const user = userEvent.setup();
    const ds = createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });
    const tokens = ds.getTokens.bind(ds);
    ds.getTokens = async (owner) =>
      (await tokens(owner)).map((t) => (t.mint === SERUM ? { ...t, memoRequired: true } : t));
    renderWithData(withWallet(<ReceivePage />), ds);
    await user.click(await screen.findByRole('combobox', { name: 'Token' }));
    await user.click(await screen.findByRole('option', { name: /Serum/ }));
    await user.type(screen.getByLabelText('Amount'), '1');
    await user.click(screen.getByRole('button', { name: 'Create Request' }));
    expect(
      screen.getByText(
        'Your account of this token requires a memo with every incoming transfer: write the memo the payer must send.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('request-url')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Memo (required by your account)'), 'Table 7 & co – ünï');
    await user.click(screen.getByRole('button', { name: 'Create Request' }));
    const parsed = parseTransferRequest((await screen.findByTestId('request-url')).textContent ?? '');
    expect(parsed.ok && parsed.request.memo).toBe('Table 7 & co – ünï');
  });
});
