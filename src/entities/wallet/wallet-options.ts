import type { Wallet } from '@wallet-standard/base';

export interface WalletOption {
  name: string;
  /** A data: URI image. */
  icon: string;
  /** Registered in this browser (and usable on the current chain). */
  installed: boolean;
  /** Where to get the wallet when it is not installed. */
  url?: string;
}

const svgIcon = (body: string) =>
  `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`)}`;

/** Always offered: when not installed, choosing one opens its website. Plain placeholder icons, not their logos. */
export const SUGGESTED_WALLETS: readonly Required<Omit<WalletOption, 'installed'>>[] = [
  {
    name: 'Phantom',
    url: 'https://phantom.app/',
    icon: svgIcon(
      '<rect width="32" height="32" rx="8" fill="#ab9ff2"/>' +
        '<path d="M8 22V15a8 8 0 0 1 16 0v7l-2.7-2-2.6 2-2.7-2-2.7 2-2.6-2z" fill="#fff"/>' +
        '<circle cx="13" cy="15" r="1.5" fill="#ab9ff2"/><circle cx="19" cy="15" r="1.5" fill="#ab9ff2"/>',
    ),
  },
  {
    name: 'Solflare',
    url: 'https://solflare.com/',
    icon: svgIcon(
      '<rect width="32" height="32" rx="8" fill="#1f1f1f"/>' +
        '<circle cx="16" cy="16" r="6" fill="#fc9c2c"/>' +
        '<path d="M16 4v4M16 24v4M4 16h4M24 16h4M7.5 7.5l2.8 2.8M21.7 21.7l2.8 2.8M7.5 24.5l2.8-2.8M21.7 10.3l2.8-2.8" stroke="#fc9c2c" stroke-width="2" stroke-linecap="round"/>',
    ),
  },
];

/**
 * What the wallet dialog lists: the usable wallets of this browser first, then each suggested wallet the
 * browser does not have. A suggested wallet that is registered but not usable here (another chain, say)
 * is left out rather than offered as "not installed".
 */
export function walletOptions(usable: readonly Wallet[], registered: readonly Wallet[]): WalletOption[] {
  const detected: WalletOption[] = [];
  for (const wallet of usable) {
    // Names identify the choice (and the walletName key): the first wallet of a name wins.
    if (!detected.some((option) => option.name === wallet.name)) {
      detected.push({ name: wallet.name, icon: wallet.icon, installed: true });
    }
  }
  const missing = SUGGESTED_WALLETS.filter(
    (suggested) => !registered.some((wallet) => wallet.name === suggested.name),
  ).map((suggested) => ({ ...suggested, installed: false }));
  return [...detected, ...missing];
}
