import {
  WalletConnectionError,
  WalletNotReadyError,
  WalletSignTransactionError,
  type Adapter,
} from '@solana/wallet-adapter-base';
import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { onWalletError } from './on-wallet-error';

const phantom = { name: 'Phantom', url: 'https://phantom.app' } as Adapter;

describe('onWalletError', () => {
  it('opens the site of a wallet that is not installed, and says so', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Toaster />);
    onWalletError(new WalletNotReadyError(), phantom);
    expect(await screen.findByText('Phantom is not installed')).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('https://phantom.app', '_blank', 'noopener');
  });

  it('reports a failed connection, but leaves signing errors to the action that asked', async () => {
    render(<Toaster />);
    onWalletError(new WalletSignTransactionError('User rejected the request.'), phantom);
    onWalletError(new WalletConnectionError('Connection refused by the wallet'), phantom);
    expect(await screen.findByText('Connection refused by the wallet')).toBeInTheDocument();
    expect(screen.queryByText('User rejected the request.')).not.toBeInTheDocument();
  });
});
