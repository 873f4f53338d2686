import { generateKeyPairSync } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { encodeBase58 } from '@/shared/lib/base58';

export interface InjectedWalletKey {
  /** base58 address */
  address: string;
  /** PKCS#8 DER of the Ed25519 private key, base64 */
  pkcs8: string;
  /** raw 32-byte public key, base64 */
  publicKey: string;
}

/** A new Ed25519 key for the test's wallet, made in Node and handed to the page. */
export function newWalletKey(): InjectedWalletKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return {
    address: encodeBase58(raw),
    pkcs8: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicKey: raw.toString('base64'),
  };
}

/**
 * Injects a Wallet Standard wallet named "Test Wallet" into every page of the context, as a browser
 * extension would: it registers itself with the page's wallet registry, connects (remembering in
 * localStorage that the user approved it, so a silent connect succeeds afterwards), and signs with
 * WebCrypto. `window.__testWallet` exposes its log (connects, signatures) and `rejectNext`.
 */
export async function injectWallet(context: BrowserContext, key: InjectedWalletKey) {
  // Run from tsx (the bench), the function below is compiled with esbuild's keepNames, whose
  // __name(...) helper does not exist in the page.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript((k: InjectedWalletKey) => {
    const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    const publicKey = fromBase64(k.publicKey);
    const privateKey = crypto.subtle.importKey('pkcs8', fromBase64(k.pkcs8), { name: 'Ed25519' }, false, ['sign']);
    const chains = ['solana:localnet', 'solana:devnet', 'solana:testnet'] as const;
    const account = {
      address: k.address,
      publicKey,
      chains,
      features: ['solana:signTransaction'],
    };
    const state = {
      log: [] as { connect?: 'silent' | 'popup'; signed?: number; rejected?: boolean }[],
      rejectNext: false,
      accounts: [] as (typeof account)[],
    };
    const listeners = new Set<(change: { accounts: (typeof account)[] }) => void>();
    const emit = () => listeners.forEach((listener) => listener({ accounts: state.accounts }));
    (window as unknown as { __testWallet: typeof state }).__testWallet = state;

    // shortvec: 7 bits a byte, high bit = more.
    const shortvec = (bytes: Uint8Array, at: number): [number, number] => {
      let value = 0;
      let size = 0;
      for (;;) {
        const byte = bytes[at + size]!;
        value |= (byte & 0x7f) << (7 * size);
        size += 1;
        if (!(byte & 0x80)) return [value, size];
      }
    };
    async function sign(wire: Uint8Array): Promise<Uint8Array> {
      const [count, countSize] = shortvec(wire, 0);
      const messageStart = countSize + 64 * count;
      const message = wire.subarray(messageStart);
      // Versioned messages start with 0x80 | version; then the header, then the account keys.
      let at = message[0]! & 0x80 ? 1 : 0;
      const required = message[at]!;
      at += 3;
      const [, keysSize] = shortvec(message, at);
      at += keysSize;
      let index = -1;
      for (let i = 0; i < required; i += 1) {
        const key = message.subarray(at + 32 * i, at + 32 * (i + 1));
        if (key.every((byte, j) => byte === publicKey[j])) index = i;
      }
      if (index < 0) throw new Error('This transaction does not need the Test Wallet.');
      const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', await privateKey, message.slice()));
      const signed = wire.slice();
      signed.set(signature, countSize + 64 * index);
      return signed;
    }

    const wallet = {
      version: '1.0.0',
      name: 'Test Wallet',
      icon:
        'data:image/svg+xml;base64,' +
        btoa(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#7c3aed"/></svg>',
        ),
      chains,
      get accounts() {
        return state.accounts;
      },
      features: {
        'standard:connect': {
          version: '1.0.0',
          async connect(input?: { silent?: boolean }) {
            const silent = !!input?.silent;
            state.log.push({ connect: silent ? 'silent' : 'popup' });
            if (silent && !localStorage.getItem('testWallet.approved')) return { accounts: [] };
            localStorage.setItem('testWallet.approved', '1');
            state.accounts = [account];
            emit();
            return { accounts: state.accounts };
          },
        },
        'standard:disconnect': {
          version: '1.0.0',
          async disconnect() {
            state.accounts = [];
            emit();
          },
        },
        'standard:events': {
          version: '1.0.0',
          on(event: string, listener: (change: { accounts: (typeof account)[] }) => void) {
            if (event !== 'change') return () => {};
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
        },
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          async signTransaction(...inputs: { transaction: Uint8Array }[]) {
            if (state.rejectNext) {
              state.rejectNext = false;
              state.log.push({ rejected: true });
              throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
            }
            const outputs = await Promise.all(
              inputs.map(async (input) => ({ signedTransaction: await sign(input.transaction) })),
            );
            state.log.push({ signed: outputs.length });
            return outputs;
          },
        },
      },
    };
    const register = (api: { register(w: unknown): unknown }) => api.register(wallet);
    window.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail));
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  }, key);
}

/** The same key as a kit signer in Node, so a test can act as the wallet's owner off the page. */
export async function walletKeySigner(key: InjectedWalletKey) {
  const { createKeyPairSignerFromPrivateKeyBytes } = await import('@solana/kit');
  // A PKCS#8 Ed25519 key ends with its 32-byte seed.
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(Buffer.from(key.pkcs8, 'base64').subarray(-32)));
}
