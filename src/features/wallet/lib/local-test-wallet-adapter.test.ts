// @vitest-environment node
// Node, not jsdom: ed25519 signing needs this realm's Uint8Array. A Map stands in for localStorage.
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { LocalTestWalletAdapter } from './local-test-wallet-adapter';

const store = new Map<string, string>();
const localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  clear: () => store.clear(),
};
Object.assign(globalThis, { window: { localStorage } });

describe('LocalTestWalletAdapter', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the same wallet across reconnects and reloads', async () => {
    const first = new LocalTestWalletAdapter();
    await first.connect();
    const address = first.publicKey?.toBase58();
    expect(address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    await first.disconnect();
    expect(first.publicKey).toBeNull();

    const afterReload = new LocalTestWalletAdapter();
    await afterReload.connect();
    expect(afterReload.publicKey?.toBase58()).toBe(address);
    expect(afterReload.name).toBe('Local test wallet');
  });

  it('signs a transaction with its key', async () => {
    const wallet = new LocalTestWalletAdapter();
    await wallet.connect();
    const payer = wallet.publicKey!;
    const tx = new Transaction({ feePayer: payer, recentBlockhash: Keypair.generate().publicKey.toBase58() }).add(
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
    );
    const signed = await wallet.signTransaction(tx);
    expect(signed.verifySignatures()).toBe(true);
  });
});
