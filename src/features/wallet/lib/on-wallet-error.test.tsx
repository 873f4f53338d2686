import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { AppError } from '@/shared/lib/app-error';
import { asWalletError } from '@/entities/wallet/wallet-error';
import { onWalletError } from './on-wallet-error';

describe('onWalletError', () => {
  it('says that a chosen wallet is not installed and that its site opens', async () => {
    render(<Toaster />);
    onWalletError(
      new AppError('wallet-not-installed', 'Phantom is not installed', {
        wallet: { name: 'Phantom', url: 'https://phantom.app/' },
      }),
      'Phantom',
    );
    expect(await screen.findByText('Phantom is not installed')).toBeInTheDocument();
    expect(screen.getByText('Its website opens in a new tab.')).toBeInTheDocument();
    expect(screen.queryByText('Wallet error')).not.toBeInTheDocument();
  });

  it('reports a failed connection with the wallet’s own words', async () => {
    render(<Toaster />);
    onWalletError(asWalletError(new Error('Connection refused by the wallet'), 'Phantom'), 'Phantom');
    expect(await screen.findByText('Wallet error')).toBeInTheDocument();
    expect(screen.getByText('Connection refused by the wallet')).toBeInTheDocument();
  });

  it('reads the message of a plain error object, as some wallets reject with', async () => {
    render(<Toaster />);
    onWalletError(asWalletError({ code: 4001, message: 'User rejected the request.' }, 'Solflare'), 'Solflare');
    expect(await screen.findByText('User rejected the request.')).toBeInTheDocument();
  });
});
