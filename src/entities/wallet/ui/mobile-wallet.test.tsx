import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { fakeStandardWallet } from '@test-support/unit/fake-standard-wallet';
import { MOBILE_WALLET_NAME, resetMobileWalletRegistration } from '../register-mobile';
import { WalletProvider } from '../use-wallet';
import { WalletButton } from './wallet-button';

// The Mobile Wallet Adapter's module, as the page downloads it: counted when loaded, held until `arrive()`.
const mobile = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { loads: 0, arrived, arrive: () => arrive(), unregister: [] as (() => void)[] };
});
vi.mock('@solana-mobile/wallet-standard-mobile', async () => {
  mobile.loads += 1;
  await mobile.arrived;
  return {
    registerMwa: () => mobile.unregister.push(fakeStandardWallet({ name: MOBILE_WALLET_NAME }).register()),
    createDefaultAuthorizationCache: () => 'cache',
    createDefaultChainSelector: () => 'selector',
    createDefaultWalletNotFoundHandler: () => 'not-found',
  };
});

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const original = navigator.userAgent;
const setUserAgent = (value: string) => Object.defineProperty(navigator, 'userAgent', { value, configurable: true });

function renderApp() {
  render(
    <WalletProvider chain="solana:devnet" localTestWallet={false}>
      <WalletButton />
    </WalletProvider>,
  );
}

afterEach(() => {
  cleanup();
  while (mobile.unregister.length) mobile.unregister.pop()!();
  resetMobileWalletRegistration();
  setUserAgent(original);
  localStorage.clear();
});

describe('the phone wallet apps (Mobile Wallet Adapter), on Android', () => {
  it('are not downloaded with the page: on intent only, and the dialog says it is looking until they arrive', async () => {
    setUserAgent(ANDROID);
    const user = userEvent.setup();
    const loadsBefore = mobile.loads;
    renderApp();
    const button = screen.getByRole('button', { name: 'Select Wallet' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mobile.loads).toBe(loadsBefore);

    fireEvent.pointerEnter(button);
    await waitFor(() => expect(mobile.loads).toBe(loadsBefore + 1));
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Connect a wallet on Solana to continue' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Looking for wallet apps on this phone...');

    await act(async () => mobile.arrive());
    expect(await within(dialog).findByRole('button', { name: new RegExp(MOBILE_WALLET_NAME) })).toBeInTheDocument();
    expect(within(dialog).queryByText('Looking for wallet apps on this phone...')).not.toBeInTheDocument();
  });

  it('are loaded at once for a returning user who chose them, so that they reconnect', async () => {
    setUserAgent(ANDROID);
    localStorage.setItem('walletName', JSON.stringify(MOBILE_WALLET_NAME));
    mobile.arrive();
    renderApp();
    // Registered without any intent, and reconnected silently: the wallet's address is shown.
    expect(await screen.findByRole('button', { name: '9xQe...VFin' })).toBeInTheDocument();
  });

  it('are never loaded anywhere else', async () => {
    setUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36');
    const user = userEvent.setup();
    const loadsBefore = mobile.loads;
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Select Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: "You'll need a wallet on Solana to continue" });
    expect(within(dialog).queryByText('Looking for wallet apps on this phone...')).not.toBeInTheDocument();
    expect(mobile.loads).toBe(loadsBefore);
  });
});
