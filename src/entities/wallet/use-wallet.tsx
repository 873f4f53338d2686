import type { IdentifierString } from '@wallet-standard/base';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { AppError } from '@/shared/lib/app-error';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { LOCAL_TEST_WALLET_NAME } from './local-test-wallet-identity';
import type { WalletSigner } from './model';
import { MOBILE_WALLET_NAME, registerMobileWallet } from './register-mobile';
import { isUsableWallet } from './standard-wallet';
import { useRegisteredWallets } from './use-registered-wallets';
import { useWalletConnection, type WalletStatus } from './use-wallet-connection';
import { walletOptions, type WalletOption } from './wallet-options';
import { createWalletSigner } from './wallet-signer';

export type { WalletOption, WalletStatus };
export type WalletChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet' | (string & {});

export interface WalletState {
  status: WalletStatus;
  /** The connected account (base58). */
  address: string | null;
  /** The chosen wallet, connected or not. */
  walletName: string | null;
  /** The wallet chosen on an earlier visit is expected to reconnect by itself (a moment's wait, not a choice to make). */
  reconnecting: boolean;
  /** Usable wallets of this browser first, then Phantom and Solflare when absent (installed: false). */
  wallets: WalletOption[];
  /** Chooses a wallet without connecting it. */
  select(name: string): void;
  /** Connects the named (else the chosen) wallet. Never rejects: failures go to the provider's onError. */
  connect(name?: string): Promise<void>;
  disconnect(): Promise<void>;
  /** The bridge to the data source; null when not connected. */
  signer: WalletSigner | null;
  isLocalTestWallet: boolean;
}

/** Exported so that component tests can provide a fixed value. */
export const WalletContext = createContext<WalletState | null>(null);

export interface WalletProviderProps {
  chain: WalletChain;
  /** Offer the local test wallet (Localnet and Demo only, never mainnet). */
  localTestWallet: boolean;
  /** Connection and disconnection errors, and a chosen wallet that is not installed. */
  onError?: (error: AppError, walletName: string) => void;
  children: ReactNode;
}

export function WalletProvider({ chain, localTestWallet, onError, children }: WalletProviderProps) {
  const registered = useRegisteredWallets();
  const usable = useMemo(
    () => registered.filter((w) => isUsableWallet(w, chain as IdentifierString)),
    [registered, chain],
  );
  const options = useMemo(() => walletOptions(usable, registered), [usable, registered]);

  const { status, connection, walletName, reconnecting, select, connect, disconnect } = useWalletConnection({
    usable,
    options,
    chain: chain as IdentifierString,
    onError,
  });

  useEffect(() => {
    if (!localTestWallet) return;
    let unregister: (() => void) | undefined;
    let cancelled = false;
    // Loaded only where it is offered; its key code (with @solana/kit) waits for its first connect.
    import('./local-test-wallet').then(
      ({ registerLocalTestWallet }) => {
        if (!cancelled) unregister = registerLocalTestWallet();
      },
      (error: unknown) => console.warn('The local test wallet could not be loaded', error),
    );
    return () => {
      cancelled = true;
      unregister?.();
    };
  }, [localTestWallet]);

  // A returning user who chose a wallet app on the phone reconnects to it; others load it on intent (the
  // wallet buttons and dialog), never with the first page.
  useEffect(() => {
    if (walletName === MOBILE_WALLET_NAME) void registerMobileWallet();
  }, [walletName]);

  const signer = useMemo(
    () => (connection ? createWalletSigner(connection.wallet, connection.account, chain as IdentifierString) : null),
    [connection, chain],
  );

  // Until the prerendered page is hydrated it shows no wallet, as its HTML does: this browser's wallets
  // and its stored choice appear in the render after.
  const hydrated = useHydrated();
  const value = useMemo<WalletState>(
    () => ({
      status: hydrated ? status : 'disconnected',
      address: (hydrated && connection?.account.address) || null,
      walletName: hydrated ? walletName : null,
      reconnecting: hydrated && reconnecting,
      wallets: hydrated ? options : [],
      select,
      connect,
      disconnect,
      signer: hydrated ? signer : null,
      isLocalTestWallet: hydrated && connection?.wallet.name === LOCAL_TEST_WALLET_NAME,
    }),
    [hydrated, status, connection, walletName, reconnecting, options, select, connect, disconnect, signer],
  );
  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}

export function useWallet(): WalletState {
  const value = useContext(WalletContext);
  if (!value) {
    throw new Error(
      'useWallet needs a <WalletProvider> above it: wrap the app in the providers of src/app ' +
        '(in a component test, provide a fixed value with <WalletContext.Provider>).',
    );
  }
  return value;
}
