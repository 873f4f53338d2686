import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { describe, expect, it } from 'vitest';
import { createWalletSigner, versionFor } from './wallet-signer';

const account = (address: string): WalletAccount => ({
  address,
  publicKey: new Uint8Array(32),
  chains: ['solana:devnet'],
  features: [],
});

/** A Wallet Standard wallet with one feature, whose shared accounts the test changes as a user would. */
function walletWith(
  feature: 'solana:signTransaction' | 'solana:signAndSendTransaction',
  versions: (string | number)[],
) {
  const state = { accounts: [account('A')] };
  const wallet = {
    version: '1.0.0',
    name: 'Emulated',
    icon: 'data:image/svg+xml;base64,',
    chains: ['solana:devnet'],
    get accounts() {
      return state.accounts;
    },
    features: {
      [feature]: { version: '1.0.0', supportedTransactionVersions: versions, signTransaction: async () => [] },
    },
  } as unknown as Wallet;
  return { wallet, state };
}

describe('the bridge to a Wallet Standard wallet', () => {
  it.each([
    [['legacy', 0], 0],
    [[0], 0],
    [['legacy'], 'legacy'],
  ] as const)('a wallet that declares %j gets messages of version %j', (versions, built) => {
    const { wallet } = walletWith('solana:signTransaction', [...versions]);
    expect(createWalletSigner(wallet, account('A'), 'solana:devnet').transactionVersion).toBe(built);
    const { wallet: sender } = walletWith('solana:signAndSendTransaction', [...versions]);
    expect(createWalletSigner(sender, account('A'), 'solana:devnet').transactionVersion).toBe(built);
  });

  it('tells the account the wallet holds now: the asked one, another after a switch, none after a disconnect', () => {
    const { wallet, state } = walletWith('solana:signTransaction', ['legacy', 0]);
    const signer = createWalletSigner(wallet, account('A'), 'solana:devnet');
    expect(signer.accountNow?.()).toBe('A');
    state.accounts = [account('B')];
    expect(signer.accountNow?.()).toBe('B');
    state.accounts = [account('B'), account('A')];
    expect(signer.accountNow?.()).toBe('A');
    state.accounts = [];
    expect(signer.accountNow?.()).toBeNull();
  });
});

describe('the message version built for a wallet', () => {
  it('is v1 where the wallet lists 1, v0 where it signs 0 (or says nothing), legacy where it declares only that', () => {
    expect(versionFor(['legacy', 0, 1])).toBe(1);
    expect(versionFor([1])).toBe(1);
    expect(versionFor(['legacy', 0])).toBe(0);
    expect(versionFor(undefined)).toBe(0);
    expect(versionFor(['legacy'])).toBe('legacy');
  });
});
