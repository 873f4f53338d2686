import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppError } from '@/shared/lib/app-error';
import { asWalletError } from './wallet-error';
import { pickAccount, walletFeature } from './standard-wallet';
import { readStoredWalletName, writeStoredWalletName } from './stored-wallet-name';
import type { WalletOption } from './wallet-options';

export type WalletStatus = 'disconnected' | 'connecting' | 'connected' | 'disconnecting';

/** How long a wallet chosen on an earlier visit has to register before the page stops waiting for it. */
export const RECONNECT_GRACE_MS = 3000;

export interface Connection {
  wallet: Wallet;
  account: WalletAccount;
}

interface WalletConnectionInput {
  /** Wallets that can connect and sign on the chain. */
  usable: readonly Wallet[];
  /** What the dialog offers (for the website of a wallet that is not installed). */
  options: readonly WalletOption[];
  chain: IdentifierString;
  /** A wallet's refusal, or a chosen wallet not installed: always an AppError, in the wallet's words. */
  onError?: (error: AppError, walletName: string) => void;
}

/**
 * The chosen wallet (kept under `walletName`), the connection to it and its life: connect, silent
 * reconnect once per page load, the wallet's own 'change' events, and disconnect.
 */
export function useWalletConnection({ usable, options, chain, onError }: WalletConnectionInput) {
  const [walletName, setWalletName] = useState<string | null>(readStoredWalletName);
  const [status, setStatus] = useState<WalletStatus>('disconnected');
  const [connection, setConnectionState] = useState<Connection | null>(null);
  // A wallet chosen on an earlier visit is expected back (silently) until it answers, the user acts, or
  // it has not registered within the grace period.
  const [reconnecting, setReconnecting] = useState(walletName !== null);

  // Async work reads these, not the values of the render that started it.
  const connectionRef = useRef<Connection | null>(null);
  const attemptRef = useRef(0);
  const chainRef = useRef(chain);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    chainRef.current = chain;
    onErrorRef.current = onError;
  });

  const setConnection = useCallback((next: Connection | null) => {
    connectionRef.current = next;
    setConnectionState(next);
  }, []);

  const choose = useCallback((name: string | null) => {
    setReconnecting(false);
    setWalletName(name);
    writeStoredWalletName(name);
  }, []);

  /** Forgets the connection here; any connect still under way is ignored when it ends. */
  const dropConnection = useCallback(() => {
    attemptRef.current += 1;
    setConnection(null);
    setStatus('disconnected');
  }, [setConnection]);

  const autoConnectDone = useRef(false);

  const connectTo = useCallback(
    async (wallet: Wallet, silent: boolean) => {
      const attempt = ++attemptRef.current;
      autoConnectDone.current = true;
      const previous = connectionRef.current;
      if (previous && previous.wallet !== wallet) {
        setConnection(null);
        void disconnectQuietly(previous.wallet);
      }
      setStatus('connecting');
      try {
        const feature = walletFeature(wallet, 'standard:connect');
        if (!feature) throw new AppError('wallet', `${wallet.name} cannot connect.`);
        const { accounts } = await (silent ? feature.connect({ silent: true }) : feature.connect());
        if (attempt !== attemptRef.current) return;
        const account = pickAccount(accounts.length > 0 ? accounts : wallet.accounts, chainRef.current);
        if (!account) throw new AppError('wallet', `${wallet.name} did not share an account.`);
        setConnection({ wallet, account });
        setStatus('connected');
      } catch (error) {
        if (attempt !== attemptRef.current) return;
        setConnection(null);
        setStatus('disconnected');
        // A silent connect fails whenever the wallet wants the user's approval: nothing to report.
        if (!silent) onErrorRef.current?.(asWalletError(error, wallet.name), wallet.name);
      } finally {
        if (attempt === attemptRef.current) setReconnecting(false);
      }
    },
    [setConnection],
  );

  const select = useCallback(
    (name: string) => {
      const current = connectionRef.current;
      if (current && current.wallet.name !== name) {
        dropConnection();
        void disconnectQuietly(current.wallet);
      }
      choose(name);
    },
    [choose, dropConnection],
  );

  const connect = useCallback(
    async (name?: string) => {
      const target = name ?? walletName;
      if (!target) return;
      const wallet = usable.find((w) => w.name === target);
      if (!wallet) {
        const url = options.find((o) => o.name === target)?.url;
        if (url) window.open(url, '_blank', 'noopener');
        onErrorRef.current?.(
          new AppError('wallet-not-installed', `${target} is not installed`, { wallet: { name: target, url } }),
          target,
        );
        return;
      }
      choose(target);
      await connectTo(wallet, false);
    },
    [walletName, usable, options, choose, connectTo],
  );

  const disconnect = useCallback(async () => {
    const current = connectionRef.current;
    attemptRef.current += 1;
    choose(null);
    if (!current) {
      setStatus('disconnected');
      return;
    }
    setStatus('disconnecting');
    try {
      await walletFeature(current.wallet, 'standard:disconnect')?.disconnect();
    } catch (error) {
      onErrorRef.current?.(asWalletError(error, current.wallet.name), current.wallet.name);
    } finally {
      // The wallet's own 'change' event may have got here first.
      if (connectionRef.current === current) dropConnection();
    }
  }, [choose, dropConnection]);

  // Once per page load: reconnect the stored wallet, without a popup, as soon as it has registered.
  const storedAtLoad = useRef(walletName);
  useEffect(() => {
    if (autoConnectDone.current) return;
    const name = storedAtLoad.current;
    if (!name || walletName !== name) {
      autoConnectDone.current = true;
      setReconnecting(false);
      return;
    }
    const wallet = usable.find((w) => w.name === name);
    if (wallet) void connectTo(wallet, true);
  }, [usable, walletName, connectTo]);

  useEffect(() => {
    if (!reconnecting || status === 'connecting') return;
    const timer = setTimeout(() => setReconnecting(false), RECONNECT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [reconnecting, status]);

  // The account changed or the user disconnected inside the wallet.
  const connectedWallet = connection?.wallet ?? null;
  useEffect(() => {
    const events = connectedWallet && walletFeature(connectedWallet, 'standard:events');
    if (!events) return;
    return events.on('change', ({ accounts }) => {
      const current = connectionRef.current;
      if (!accounts || !current || current.wallet !== connectedWallet) return;
      if (accounts.length === 0) {
        dropConnection();
        choose(null);
        return;
      }
      const account =
        accounts.find((a) => a.address === current.account.address) ?? pickAccount(accounts, chainRef.current);
      if (account && account !== current.account) setConnection({ wallet: current.wallet, account });
    });
  }, [connectedWallet, choose, dropConnection, setConnection]);

  // The connected wallet went away (unregistered) or does not serve the chosen cluster's chain.
  useEffect(() => {
    if (!connection || usable.includes(connection.wallet)) return;
    dropConnection();
    void disconnectQuietly(connection.wallet);
  }, [connection, usable, dropConnection]);

  return { status, connection, walletName, reconnecting, select, connect, disconnect };
}

async function disconnectQuietly(wallet: Wallet) {
  try {
    await walletFeature(wallet, 'standard:disconnect')?.disconnect();
  } catch {
    // It is gone from this page either way.
  }
}
