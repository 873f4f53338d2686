import { createElement, type ReactElement } from 'react';
import { vi } from 'vitest';
import { WalletContext, type WalletState } from '@/entities/wallet/use-wallet';

export const TEST_OWNER = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';

/** What useWallet returns with no wallet connected; every action is a vi.fn. */
export function disconnectedWallet(overrides: Partial<WalletState> = {}): WalletState {
  return {
    status: 'disconnected',
    address: null,
    walletName: null,
    reconnecting: false,
    wallets: [],
    select: vi.fn(),
    connect: vi.fn(async () => {}),
    disconnect: vi.fn(async () => {}),
    signer: null,
    isLocalTestWallet: false,
    ...overrides,
  };
}

/** What useWallet returns for a connected wallet that can sign, one or many at once (the bytes handed back). */
export function connectedWallet(overrides: Partial<WalletState> = {}): WalletState {
  return disconnectedWallet({
    status: 'connected',
    address: TEST_OWNER,
    walletName: 'Test wallet',
    reconnecting: false,
    signer: {
      address: TEST_OWNER,
      signTransaction: vi.fn(async (wire: Uint8Array) => wire),
      signTransactions: vi.fn(async (wires: readonly Uint8Array[]) => [...wires]),
    },
    ...overrides,
  });
}

/** Wraps a page in a fixed wallet (connected unless told otherwise), e.g. renderWithData(withWallet(<Page />), ds). */
export function withWallet(ui: ReactElement, wallet: WalletState = connectedWallet()): ReactElement {
  return createElement(WalletContext.Provider, { value: wallet }, ui);
}

/** Radix Select calls pointer-capture and scrolling APIs jsdom lacks. */
export function stubPointerApis() {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.scrollIntoView = () => {};
}
