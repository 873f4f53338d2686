let requested = false;

/**
 * On Android, offers the Mobile Wallet Adapter (wallet apps on the phone) as a Wallet Standard wallet.
 * Loaded on demand: no other platform downloads it. Safe to call more than once.
 */
export async function registerMobileWallet(): Promise<void> {
  if (requested || typeof navigator === 'undefined' || !/android/i.test(navigator.userAgent)) return;
  requested = true;
  let mobile: typeof import('@solana-mobile/wallet-standard-mobile');
  try {
    mobile = await import('@solana-mobile/wallet-standard-mobile');
  } catch (error) {
    requested = false; // offline for a moment: the next page load tries again
    console.warn('The Mobile Wallet Adapter could not be loaded', error);
    return;
  }
  mobile.registerMwa({
    // The icon path is relative to uri, as the protocol wants it.
    appIdentity: { name: 'Solana Token Manager', uri: window.location.origin, icon: 'favicon.svg' },
    authorizationCache: mobile.createDefaultAuthorizationCache(),
    // A wallet app on a phone cannot reach this computer's local chain.
    chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet'],
    chainSelector: mobile.createDefaultChainSelector(),
    onWalletNotFound: mobile.createDefaultWalletNotFoundHandler(),
  });
}

/** For tests: forget that registration was requested. */
export function resetMobileWalletRegistration(): void {
  requested = false;
}
