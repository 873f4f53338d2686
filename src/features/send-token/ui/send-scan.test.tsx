import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { encodeTransferRequest } from '@/shared/lib/solana-pay';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { KEST } from '@test-support/unit/sample-tokens';
import { stubPointerApis, withWallet } from '@test-support/unit/wallet-mock';
import SendTokenPage from './send-token-page';

stubPointerApis();

// The camera and the decoder are the browser's; here a code "seen" is whatever `shown` holds.
let shown: string | null = null;
let camera: () => Promise<MediaStream> = async () => ({ getTracks: () => [] }) as unknown as MediaStream;
vi.mock('../lib/qr-scanner', async (original) => {
  const actual = await original<typeof import('../lib/qr-scanner')>();
  return {
    ...actual,
    openCamera: () => camera(),
    createQrDetector: async () => async () => shown,
  };
});

const PAYEE = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const REF = '82ZJ7nbGpixjeDCmEhUcmwXYfvurzAgGdtSMuHnUgyny';

/** The Send page with KEST to send, once loaded; returns the data source's send, to see what it was given. */
async function openSendPage() {
  const sendTokens = vi.fn().mockResolvedValue({ signature: '5paid' });
  renderWithData(
    withWallet(<SendTokenPage />),
    testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), run: sendTokens }),
  );
  await screen.findByLabelText('Amount');
  return sendTokens;
}

describe('SendTokenPage scanning', () => {
  beforeEach(() => {
    shown = null;
    camera = async () => ({ getTracks: () => [] }) as unknown as MediaStream;
    // jsdom has no media playback; a stream "plays" at once.
    Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => 4 });
    HTMLMediaElement.prototype.play = async () => undefined;
  });

  it('a request for another token is refused in the dialog; a good one fills the form and its reference rides on the transfer', async () => {
    const user = userEvent.setup();
    const sendTokens = await openSendPage();
    shown = encodeTransferRequest({
      recipient: PAYEE,
      splToken: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      amount: '1',
      references: [],
    });
    await user.click(screen.getByRole('button', { name: 'Scan QR code' }));
    expect(await screen.findByRole('dialog', { name: 'Scan QR code' })).toBeInTheDocument();
    expect(await screen.findByTestId('scan-refused')).toHaveTextContent(/a token you do not hold/);

    shown = encodeTransferRequest({
      recipient: PAYEE,
      splToken: KEST.mint,
      amount: '12.5',
      references: [REF],
      label: 'Kestrel Café',
      message: 'Order 7',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Recipient Address')).toHaveValue(PAYEE);
    expect(screen.getByLabelText('Amount')).toHaveValue('12.5');
    expect(screen.getByRole('combobox', { name: 'Token' })).toHaveTextContent('Kestrel Coin');
    expect(screen.getByTestId('payment-request-note')).toHaveTextContent('Kestrel Café');

    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    expect(await screen.findByTestId('confirm-request')).toHaveTextContent('Order 7');
    const confirm = screen.getByRole('button', { name: 'Confirm and Send' });
    await vi.waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await vi.waitFor(() => expect(sendTokens).toHaveBeenCalledTimes(1));
    expect(sendTokens.mock.calls[0]?.[1]).toEqual({
      kind: 'send',
      mint: KEST.mint,
      recipient: PAYEE,
      amount: 1_250n,
      references: [REF],
    });
  });

  it('a denied camera is said in the dialog, and nothing is filled', async () => {
    const user = userEvent.setup();
    camera = async () => {
      const { scanError } = await import('../lib/qr-scanner');
      throw scanError('denied');
    };
    await openSendPage();
    await user.click(screen.getByRole('button', { name: 'Scan QR code' }));
    expect(await screen.findByText(/Camera access was denied/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByLabelText('Recipient Address')).toHaveValue('');
  });

  it('a changed recipient drops the request: its reference is not sent to someone else', async () => {
    const user = userEvent.setup();
    const sendTokens = await openSendPage();
    shown = encodeTransferRequest({ recipient: PAYEE, splToken: KEST.mint, amount: '1', references: [REF] });
    await user.click(screen.getByRole('button', { name: 'Scan QR code' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const other = 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN';
    await user.clear(screen.getByLabelText('Recipient Address'));
    await user.type(screen.getByLabelText('Recipient Address'), other);
    expect(screen.queryByTestId('payment-request-note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Tokens' }));
    const confirm = await screen.findByRole('button', { name: 'Confirm and Send' });
    await vi.waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await vi.waitFor(() => expect(sendTokens).toHaveBeenCalledTimes(1));
    expect(sendTokens.mock.calls[0]?.[1]).toEqual({ kind: 'send', mint: KEST.mint, recipient: other, amount: 100n });
  });
});

describe('the camera, without the mock', () => {
  it('where the page may not use a camera, says so', async () => {
    const { openCamera } = await vi.importActual<typeof import('../lib/qr-scanner')>('../lib/qr-scanner');
    await expect(openCamera()).rejects.toThrow(/cannot open a camera on this page/);
  });
});
