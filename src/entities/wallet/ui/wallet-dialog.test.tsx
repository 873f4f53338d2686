import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { fakeStandardWallet } from '@test-support/unit/fake-standard-wallet';
import { WalletProvider } from '../use-wallet';
import { WalletButton } from './wallet-button';

// The real provider behind the button and dialog: what a user does, end to end, with a fake wallet.
function renderApp(onError = vi.fn()) {
  render(
    <WalletProvider chain="solana:devnet" localTestWallet={false} onError={onError}>
      <WalletButton />
    </WalletProvider>,
  );
  return { onError };
}

const unregister: (() => void)[] = [];
afterEach(() => {
  cleanup();
  while (unregister.length) unregister.pop()!();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('wallet dialog with the provider', () => {
  it('connects the detected wallet chosen in the dialog and shows its address', async () => {
    const user = userEvent.setup();
    const backpack = fakeStandardWallet({ name: 'Backpack' });
    unregister.push(backpack.register());
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Select Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet on Solana to continue' });
    await user.click(within(dialog).getByRole('button', { name: /Backpack/ }));
    expect(await screen.findByRole('button', { name: '9xQe...VFin' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('walletName')).toBe('"Backpack"');
  });

  it('opens the website of a wallet that is not installed, in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onError } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Select Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: "You'll need a wallet on Solana to continue" });
    await user.click(within(dialog).getByRole('button', { name: 'Already have a wallet? View options' }));
    await user.click(within(dialog).getByRole('button', { name: /Phantom/ }));
    expect(open).toHaveBeenCalledWith('https://phantom.app/', '_blank', 'noopener');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'wallet-not-installed',
        details: { wallet: expect.objectContaining({ name: 'Phantom' }) },
      }),
      'Phantom',
    );
    expect(await screen.findByRole('button', { name: 'Select Wallet' })).toBeInTheDocument();
  });
});
