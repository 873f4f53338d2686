/** The name the Mobile Wallet Adapter registers its wallet under (local association, the only one offered here). */
export const MOBILE_WALLET_NAME = 'Mobile Wallet Adapter';

let registration: Promise<void> | null = null;
let registered = false;

/** Android is where the Mobile Wallet Adapter reaches the phone's wallet apps. */
export const offersMobileWallet = () => typeof navigator !== 'undefined' && /android/i.test(navigator.userAgent);

/** Whether the Mobile Wallet Adapter is registered (so the wallet list already holds it). */
export const mobileWalletRegistered = () => registered;

/**
 * On Android, offers the Mobile Wallet Adapter (wallet apps on the phone) as a Wallet Standard wallet.
 * Loaded on intent (the wallet buttons and dialog), or at once for a returning user who chose it: no
 * first page and no other platform downloads it. Safe to call more than once; resolves once registered
 * (or given up).
 */
export function registerMobileWallet(): Promise<void> {
  if (!offersMobileWallet()) return Promise.resolve();
  registration ??= import('@solana-mobile/wallet-standard-mobile').then(
    (mobile) => {
      mobile.registerMwa({
        // The icon path is relative to uri, as the protocol wants it.
        appIdentity: { name: 'Solana Token Manager', uri: window.location.origin, icon: 'favicon.svg' },
        authorizationCache: mobile.createDefaultAuthorizationCache(),
        // A wallet app on a phone cannot reach this computer's local chain.
        chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet'],
        chainSelector: mobile.createDefaultChainSelector(),
        onWalletNotFound: mobile.createDefaultWalletNotFoundHandler(),
      });
      registered = true;
    },
    (error: unknown) => {
      registration = null; // offline for a moment: the next intent tries again
      console.warn('The Mobile Wallet Adapter could not be loaded', error);
    },
  );
  return registration;
}

/** For tests: forget that registration was requested. */
export function resetMobileWalletRegistration(): void {
  registration = null;
  registered = false;
}
