// @vitest-environment node
// Node, not jsdom: WebCrypto's Ed25519 refuses jsdom's typed arrays. A Map stands in for localStorage.
import {
  address,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { LOCAL_TEST_WALLET_STORAGE_KEY, LocalTestWallet, registerLocalTestWallet } from './local-test-wallet';

const store = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};
Object.assign(globalThis, { window: { localStorage, addEventListener() {}, dispatchEvent: () => true } });

// RFC 8032, test 1: the seed and its public key, as the wallet-adapter version stored them (64 numbers).
const SEED = '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60';
const PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a';
const RFC_ADDRESS = 'FVen3X669xLzsi6N2V91DoiyzHzg1uAgqiT8jZ9nS96Z';
const hex = (text: string) => Array.from(text.match(/../g) ?? [], (byte) => parseInt(byte, 16));

async function connect(wallet: LocalTestWallet): Promise<WalletAccount> {
  const { accounts } = await wallet.features['standard:connect'].connect();
  expect(accounts).toHaveLength(1);
  return accounts[0]!;
}

function wireTransaction(feePayer: string): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'), lastValidBlockHeight: 100n },
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

describe('LocalTestWallet', () => {
  beforeEach(() => store.clear());

  it('is a Wallet Standard wallet for the test chains only', () => {
    const wallet: Wallet = new LocalTestWallet();
    expect(wallet.name).toBe('Local test wallet');
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(wallet.chains).toEqual(['solana:localnet', 'solana:devnet', 'solana:testnet']);
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ]);
    expect(new LocalTestWallet().features['solana:signTransaction'].supportedTransactionVersions).toEqual([
      'legacy',
      0,
      // It signs v1 too, so the v1 send path runs end to end wherever the node takes it.
      1,
    ]);
  });

  it('keeps the same address across disconnects and reloads, and tells listeners', async () => {
    const first = new LocalTestWallet();
    const changes = vi.fn();
    first.features['standard:events'].on('change', changes);
    const account = await connect(first);
    expect(account.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(account.publicKey).toHaveLength(32);
    expect(first.accounts).toEqual([account]);
    expect(JSON.parse(store.get(LOCAL_TEST_WALLET_STORAGE_KEY)!)).toHaveLength(64);

    await first.features['standard:disconnect'].disconnect();
    expect(first.accounts).toEqual([]);
    expect(changes.mock.calls.map(([c]) => c.accounts.length)).toEqual([1, 0]);

    const afterReload = new LocalTestWallet();
    expect((await connect(afterReload)).address).toBe(account.address);
    // A silent connect asks nobody, so it connects too.
    expect((await afterReload.features['standard:connect'].connect({ silent: true })).accounts[0]?.address).toBe(
      account.address,
    );
  });

  it('keeps the address of a wallet stored by the wallet-adapter version', async () => {
    store.set(LOCAL_TEST_WALLET_STORAGE_KEY, JSON.stringify([...hex(SEED), ...hex(PUBLIC)]));
    expect((await connect(new LocalTestWallet())).address).toBe(RFC_ADDRESS);
    expect(JSON.parse(store.get(LOCAL_TEST_WALLET_STORAGE_KEY)!)).toEqual([...hex(SEED), ...hex(PUBLIC)]);
  });

  it('replaces a stored pair whose halves do not match, and an unreadable entry', async () => {
    store.set(LOCAL_TEST_WALLET_STORAGE_KEY, JSON.stringify([...hex(SEED), ...hex(SEED)]));
    expect((await connect(new LocalTestWallet())).address).not.toBe(RFC_ADDRESS);
    store.set(LOCAL_TEST_WALLET_STORAGE_KEY, 'not json');
    expect((await connect(new LocalTestWallet())).address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
  });

  it('signs a v0 transaction with a signature that verifies', async () => {
    const wallet = new LocalTestWallet();
    const account = await connect(wallet);
    const unsigned = wireTransaction(account.address);
    const [output] = await wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: unsigned,
      chain: 'solana:localnet',
    });
    const signed = getTransactionDecoder().decode(output!.signedTransaction);
    const signature = signed.signatures[address(account.address)];
    expect(signature).toBeTruthy();
    const publicKey = await getPublicKeyFromAddress(address(account.address));
    expect(await verifySignature(publicKey, signature!, signed.messageBytes)).toBe(true);
    // The message is the one asked for: only the signature was added.
    expect(signed.messageBytes).toEqual(getTransactionDecoder().decode(unsigned).messageBytes);
  });

  it('refuses to sign before connecting, or for another account', async () => {
    const wallet = new LocalTestWallet();
    const sign = wallet.features['solana:signTransaction'].signTransaction;
    const stranger = { ...(await connect(new LocalTestWallet())), address: RFC_ADDRESS };
    await expect(sign({ account: stranger, transaction: wireTransaction(RFC_ADDRESS) })).rejects.toThrow(
      'not connected',
    );
    await connect(wallet);
    await expect(sign({ account: stranger, transaction: wireTransaction(RFC_ADDRESS) })).rejects.toThrow(
      `has no account ${RFC_ADDRESS}`,
    );
  });
});

describe('registerLocalTestWallet', () => {
  it('adds the wallet to the page registry and takes it away again', async () => {
    const { getWallets } = await import('@wallet-standard/app');
    const names = () =>
      getWallets()
        .get()
        .map((w) => w.name);
    const unregister = registerLocalTestWallet();
    expect(names()).toContain('Local test wallet');
    unregister();
    expect(names()).not.toContain('Local test wallet');
  });
});
