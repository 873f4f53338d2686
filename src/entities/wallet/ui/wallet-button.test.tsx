import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { connectedWallet, disconnectedWallet, TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import type { WalletOption, WalletState } from '../use-wallet';
import { ConnectWalletButton, WalletButton } from './wallet-button';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const BACKPACK: WalletOption = { name: 'Backpack', icon: ICON, installed: true };
const PHANTOM: WalletOption = { name: 'Phantom', icon: ICON, installed: false, url: 'https://phantom.app/' };
const SOLFLARE: WalletOption = { name: 'Solflare', icon: ICON, installed: false, url: 'https://solflare.com/' };

function renderButton(state: WalletState, button = <WalletButton />) {
  // The menu links to the Receive page.
  return { state, ...render(withWallet(button, state)) };
}

describe('WalletButton', () => {
  it("says 'Select Wallet' with no wallet chosen, and opens the dialog listing detected wallets", async () => {
    const user = userEvent.setup();
    const { state } = renderButton(disconnectedWallet({ wallets: [BACKPACK, PHANTOM, SOLFLARE] }));
    await user.click(screen.getByRole('button', { name: 'Select Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet on Solana to continue' });
    const backpack = within(dialog).getByRole('button', { name: /Backpack/ });
    expect(backpack).toHaveTextContent('Detected');
    expect(backpack).toHaveFocus();
    // The wallets this browser lacks wait behind 'More options'.
    expect(within(dialog).queryByRole('button', { name: /Phantom/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'More options' }));
    expect(within(dialog).getByRole('button', { name: 'Less options' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: /Phantom/ })).not.toHaveTextContent('Detected');
    expect(within(dialog).getByRole('button', { name: /Solflare/ })).toBeInTheDocument();

    await user.click(backpack);
    expect(state.connect).toHaveBeenCalledWith('Backpack');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says a wallet is needed when none is detected, with the suggested ones behind a toggle', async () => {
    const user = userEvent.setup();
    const { state } = renderButton(disconnectedWallet({ wallets: [PHANTOM, SOLFLARE] }));
    await user.click(screen.getByRole('button', { name: 'Select Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: "You'll need a wallet on Solana to continue" });
    expect(within(dialog).queryByText('Connect a wallet on Solana to continue')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Phantom/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Already have a wallet? View options' }));
    expect(within(dialog).getByRole('button', { name: 'Hide options' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Phantom/ }));
    expect(state.connect).toHaveBeenCalledWith('Phantom');
  });

  it('closes on Escape after a 150 ms fade, and on an overlay click', async () => {
    renderButton(disconnectedWallet({ wallets: [BACKPACK] }));
    const button = screen.getByRole('button', { name: 'Select Wallet' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    vi.useFakeTimers();
    try {
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await act(() => vi.advanceTimersByTimeAsync(149));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(0)); // focus returns on the next tick
      expect(button).toHaveFocus();
    } finally {
      vi.useRealTimers();
    }

    await userEvent.click(button);
    await screen.findByRole('dialog');
    const overlay = document.querySelector('[data-state="open"]:not([role="dialog"])');
    await userEvent.click(overlay!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Connect' for a chosen wallet, and connects it", async () => {
    const { state } = renderButton(disconnectedWallet({ walletName: 'Backpack', wallets: [BACKPACK, PHANTOM] }));
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(state.connect).toHaveBeenCalledWith();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to select again when the chosen wallet is not offered here', () => {
    renderButton(disconnectedWallet({ walletName: 'Local test wallet', wallets: [PHANTOM, SOLFLARE] }));
    expect(screen.getByRole('button', { name: 'Select Wallet' })).toBeInTheDocument();
  });

  it("says 'Connecting ...' while connecting, disabled", () => {
    renderButton(disconnectedWallet({ status: 'connecting', walletName: 'Backpack', wallets: [BACKPACK] }));
    expect(screen.getByRole('button', { name: 'Connecting ...' })).toBeDisabled();
  });

  it("says 'Connecting ...' from the first moment a wallet chosen on an earlier visit reconnects by itself", () => {
    renderButton(disconnectedWallet({ walletName: 'Backpack', reconnecting: true, wallets: [PHANTOM] }));
    expect(screen.getByRole('button', { name: 'Connecting ...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Select Wallet' })).not.toBeInTheDocument();
  });

  it('shows the shortened address; its menu copies (Copied for 400 ms), changes wallet and disconnects', async () => {
    const { state } = renderButton(connectedWallet({ walletName: 'Backpack', wallets: [BACKPACK, PHANTOM] }));
    const trigger = screen.getByRole('button', { name: '7Ytt...j2G5' });
    expect(trigger).toHaveAttribute('title', TEST_OWNER);
    // The menu's code arrives on its own: until then the same-looking button stands in.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '7Ytt...j2G5' })).toHaveAttribute('aria-haspopup', 'menu'),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '7Ytt...j2G5' }));
    const copy = await screen.findByRole('menuitem', { name: 'Copy address' });
    expect(screen.getByRole('menuitem', { name: 'Receive' })).toHaveAttribute('href', '/receive');
    vi.useFakeTimers();
    try {
      fireEvent.click(copy);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByRole('menuitem', { name: 'Copied' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(399));
      expect(screen.getByRole('menuitem', { name: 'Copied' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('menuitem', { name: 'Copy address' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(await navigator.clipboard.readText()).toBe(TEST_OWNER);

    await user.click(screen.getByRole('menuitem', { name: 'Disconnect' }));
    expect(state.disconnect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '7Ytt...j2G5' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet on Solana to continue' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: '7Ytt...j2G5' })).toHaveFocus());
  });
});

describe('ConnectWalletButton', () => {
  it("says 'Connect Wallet' and opens the dialog when no wallet is chosen", async () => {
    renderButton(disconnectedWallet({ wallets: [BACKPACK] }), <ConnectWalletButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet on Solana to continue' })).toBeInTheDocument();
  });

  it("connects the chosen wallet; 'Connecting ...' and 'Connected' are disabled", async () => {
    const { state, unmount } = renderButton(
      disconnectedWallet({ walletName: 'Backpack', wallets: [BACKPACK] }),
      <ConnectWalletButton />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(state.connect).toHaveBeenCalledWith();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    const connecting = renderButton(
      disconnectedWallet({ status: 'connecting', walletName: 'Backpack' }),
      <ConnectWalletButton />,
    );
    expect(screen.getByRole('button', { name: 'Connecting ...' })).toBeDisabled();
    connecting.unmount();
    renderButton(connectedWallet(), <ConnectWalletButton />);
    expect(screen.getByRole('button', { name: 'Connected' })).toBeDisabled();
  });
});
