import { vi } from 'vitest';
import { MOBILE_WALLET_NAME, registerMobileWallet, resetMobileWalletRegistration } from './register-mobile';

const mobile = vi.hoisted(() => ({
  registerMwa: vi.fn(),
  createDefaultAuthorizationCache: vi.fn(() => 'cache'),
  createDefaultChainSelector: vi.fn(() => 'selector'),
  createDefaultWalletNotFoundHandler: vi.fn(() => 'not-found'),
}));
vi.mock('@solana-mobile/wallet-standard-mobile', () => mobile);

function setUserAgent(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
}

describe('registerMobileWallet', () => {
  const original = navigator.userAgent;
  afterEach(() => {
    setUserAgent(original);
    resetMobileWalletRegistration();
    mobile.registerMwa.mockClear();
  });

  it('registers the Mobile Wallet Adapter on Android, once', async () => {
    setUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36');
    await registerMobileWallet();
    await registerMobileWallet();
    expect(mobile.registerMwa).toHaveBeenCalledTimes(1);
    expect(mobile.registerMwa).toHaveBeenCalledWith({
      appIdentity: { name: 'Solana Token Manager', uri: window.location.origin, icon: 'favicon.svg' },
      authorizationCache: 'cache',
      chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet'],
      chainSelector: 'selector',
      onWalletNotFound: 'not-found',
    });
  });

  it('does nothing anywhere else', async () => {
    setUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36');
    await registerMobileWallet();
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148');
    await registerMobileWallet();
    expect(mobile.registerMwa).not.toHaveBeenCalled();
  });

  it('knows the wallet by the name the package registers it under (a returning user reconnects by it)', async () => {
    const actual = await vi.importActual<typeof import('@solana-mobile/wallet-standard-mobile')>(
      '@solana-mobile/wallet-standard-mobile',
    );
    expect(actual.SolanaMobileWalletAdapterWalletName).toBe(MOBILE_WALLET_NAME);
  });
});
