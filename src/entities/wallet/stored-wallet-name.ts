/** The chosen wallet, kept as wallet-adapter kept it: a JSON string under `walletName`. */
export const WALLET_NAME_STORAGE_KEY = 'walletName';

export function readStoredWalletName(): string | null {
  try {
    const raw = window.localStorage.getItem(WALLET_NAME_STORAGE_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return typeof parsed === 'string' && parsed.length > 0 ? parsed : null;
  } catch {
    return null; // blocked storage or a value we did not write
  }
}

export function writeStoredWalletName(name: string | null): void {
  try {
    if (name === null) window.localStorage.removeItem(WALLET_NAME_STORAGE_KEY);
    else window.localStorage.setItem(WALLET_NAME_STORAGE_KEY, JSON.stringify(name));
  } catch {
    // storage full or blocked: the choice still holds for this visit
  }
}
