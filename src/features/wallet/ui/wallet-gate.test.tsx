import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectedWallet, disconnectedWallet, withWallet } from '@test-support/unit/wallet-mock';
import { WalletGate } from './wallet-gate';

const gated = (
  <WalletGate>
    <p>Dashboard content</p>
  </WalletGate>
);

describe('WalletGate', () => {
  it('asks for a wallet until one is connected', () => {
    const { rerender } = render(withWallet(gated, disconnectedWallet()));
    expect(screen.getByText('Connect Your Wallet')).toBeInTheDocument();
    expect(screen.getByText('You need to connect your wallet to access this feature.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument();

    rerender(withWallet(gated, connectedWallet()));
    expect(screen.getByText('Dashboard content')).toBeInTheDocument();
    expect(screen.queryByText('Connect Your Wallet')).not.toBeInTheDocument();
  });

  it("says 'Connecting ...' while the wallet chosen on an earlier visit reconnects: no 'Connect Wallet' to press again", () => {
    const { rerender } = render(withWallet(gated, disconnectedWallet({ walletName: 'Backpack', reconnecting: true })));
    expect(screen.getByText('Connect Your Wallet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connecting ...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument();

    rerender(withWallet(gated, connectedWallet()));
    expect(screen.getByText('Dashboard content')).toBeInTheDocument();
    rerender(withWallet(gated, disconnectedWallet({ walletName: 'Backpack', reconnecting: false })));
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });

  it('opens the wallet dialog from its connect button', async () => {
    render(withWallet(gated, disconnectedWallet()));
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(
      await screen.findByRole('dialog', { name: "You'll need a wallet on Solana to continue" }),
    ).toBeInTheDocument();
  });

  it('a wallet that disconnects while the page is in use: the page waits hidden, with what was typed, until one is back', async () => {
    const form = (
      <WalletGate>
        <label>
          Amount
          <input />
        </label>
      </WalletGate>
    );
    const { rerender } = render(withWallet(form, connectedWallet()));
    await userEvent.type(screen.getByLabelText('Amount'), '12.5');
    rerender(withWallet(form, disconnectedWallet()));
    expect(screen.getByText('Connect Your Wallet')).toBeVisible();
    expect(screen.getByLabelText('Amount')).not.toBeVisible();
    rerender(withWallet(form, connectedWallet()));
    expect(screen.getByLabelText('Amount')).toHaveValue('12.5');
    expect(screen.queryByText('Connect Your Wallet')).not.toBeInTheDocument();
  });
});
