import { getWallets } from '@wallet-standard/app';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardEventsChangeProperties } from '@wallet-standard/features';
import { vi } from 'vitest';

interface FakeWalletOptions {
  name?: string;
  address?: string;
  chains?: IdentifierString[];
  /** Offer solana:signTransaction (default true). */
  signTransaction?: boolean;
  /** Offer solana:signAndSendTransaction (default false). */
  signAndSendTransaction?: boolean;
}

/**
 * A Wallet Standard wallet whose every method is a vi.fn: connect shares one account, signTransaction
 * appends a byte to what it was given, signAndSendTransaction answers a 64-byte signature of 7s.
 * `emit` plays a 'change' event; `register` adds it to the page's registry (and returns unregister).
 */
export function fakeStandardWallet({
  name = 'Backpack',
  address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'],
  signTransaction = true,
  signAndSendTransaction = false,
}: FakeWalletOptions = {}) {
  const account: WalletAccount = {
    address,
    publicKey: new Uint8Array(32),
    chains,
    features: ['solana:signTransaction'],
  };
  let accounts: WalletAccount[] = [];
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>();
  const emit = (properties: StandardEventsChangeProperties) => {
    if (properties.accounts) accounts = [...properties.accounts];
    for (const listener of listeners) listener(properties);
  };

  const connect = vi.fn(async (_input?: { silent?: boolean }) => {
    accounts = [account];
    return { accounts };
  });
  const disconnect = vi.fn(async () => emit({ accounts: [] }));
  const sign = vi.fn(async (...inputs: { transaction: Uint8Array }[]) =>
    inputs.map((input) => ({ signedTransaction: Uint8Array.from([...input.transaction, 1]) })),
  );
  const signAndSend = vi.fn(async (...inputs: unknown[]) =>
    inputs.map(() => ({ signature: new Uint8Array(64).fill(7) })),
  );

  const features: Record<string, unknown> = {
    'standard:connect': { version: '1.0.0', connect },
    'standard:disconnect': { version: '1.0.0', disconnect },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: (properties: StandardEventsChangeProperties) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
  if (signTransaction) {
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: sign,
    };
  }
  if (signAndSendTransaction) {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: signAndSend,
    };
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    chains,
    features,
    get accounts() {
      return accounts;
    },
  };

  return {
    wallet,
    account,
    connect,
    disconnect,
    signTransaction: sign,
    signAndSendTransaction: signAndSend,
    emit,
    register: () => getWallets().register(wallet),
  };
}
