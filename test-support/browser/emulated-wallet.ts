import type { BrowserContext, Page } from '@playwright/test';
import { getAddressEncoder, type Address } from '@solana/kit';
import type { EmulatedWallet } from '@test-support/chain/emulated-wallets';

/** What the page's wallet asks the test process, and what it is answered. */
type Request =
  | { method: 'connect' }
  | { method: 'state' }
  | { method: 'signTransaction'; inputs: string[] }
  | { method: 'signAndSendTransaction'; input: string };
interface Answer {
  /** The accounts the wallet shares after the request (the switcher's changes, a disconnect). */
  accounts: { address: string; publicKey: string }[];
  outputs?: string[];
  signature?: string;
  error?: { message: string; code?: number };
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromB64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** The page's handle on an injected wallet: what a user does in the wallet outside the page. */
export interface WalletControls {
  /** The next approval ends with the wallet disconnecting instead of answering. */
  disconnectNext: boolean;
  /** The page hears the wallet's accounts as they are now (after `wallet.select`, a user's switch). */
  sync(page: Page): Promise<void>;
}

/**
 * Injects `wallet` into every page of the context as a Wallet Standard wallet named `name`, registered as
 * a browser extension registers: the page-side wallet is a shell, and every request it gets runs in the
 * test process through the emulated wallet (its keys, its behaviour). Events (an account switched while an
 * approval was open, a disconnect) reach the page before the request's answer, as a real wallet's do.
 */
export async function injectEmulatedWallet(context: BrowserContext, wallet: EmulatedWallet, name: string) {
  const controls = { disconnectNext: false };
  const shared = () => {
    const account = wallet.current();
    return [
      {
        address: account.address,
        publicKey: b64(new Uint8Array(getAddressEncoder().encode(account.address as Address))),
      },
    ];
  };
  await context.exposeBinding('__emulatedWallet', async (_source, request: Request): Promise<Answer> => {
    if (request.method === 'connect' || request.method === 'state') return { accounts: shared() };
    if (controls.disconnectNext) {
      controls.disconnectNext = false;
      return { accounts: [], error: { message: 'The wallet was disconnected.' } };
    }
    try {
      if (request.method === 'signTransaction') {
        const outputs = await wallet.signTransactions(request.inputs.map(fromB64));
        return { accounts: shared(), outputs: outputs.map(b64) };
      }
      const signature = await wallet.signAndSendTransaction(fromB64(request.input));
      return { accounts: shared(), signature: b64(signature) };
    } catch (error) {
      return { accounts: shared(), error: { message: error instanceof Error ? error.message : String(error) } };
    }
  });
  // Run from tsx, the function below is compiled with esbuild's keepNames, whose __name helper the page lacks.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(
    (init: { name: string; canSign: boolean; versions: (string | number)[] }) => {
      type Shared = { address: string; publicKey: string };
      type Account = { address: string; publicKey: Uint8Array; chains: readonly string[]; features: string[] };
      const call = (request: unknown) =>
        (window as unknown as { __emulatedWallet(r: unknown): Promise<Answer> }).__emulatedWallet(request);
      const chains = ['solana:localnet', 'solana:devnet', 'solana:testnet'] as const;
      const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
      const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
      const known = new Map<string, Account>();
      let accounts: Account[] = [];
      const listeners = new Set<(change: { accounts: Account[] }) => void>();
      const feature = init.canSign ? 'solana:signTransaction' : 'solana:signAndSendTransaction';
      // The wallet's shared accounts change before the request's answer comes: as a user's switch does.
      const apply = (list: Shared[]) => {
        const next = list.map((each) => {
          const account = known.get(each.address) ?? {
            address: each.address,
            publicKey: fromBase64(each.publicKey),
            chains,
            features: [feature],
          };
          known.set(each.address, account);
          return account;
        });
        if (next.length === accounts.length && next.every((each, i) => each === accounts[i])) return;
        accounts = next;
        listeners.forEach((listener) => listener({ accounts }));
      };
      const answered = async (request: unknown) => {
        const answer = await call(request);
        apply(answer.accounts);
        if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
        return answer;
      };
      const signing = init.canSign
        ? {
            'solana:signTransaction': {
              version: '1.0.0',
              supportedTransactionVersions: init.versions,
              async signTransaction(...inputs: { transaction: Uint8Array }[]) {
                const answer = await answered({
                  method: 'signTransaction',
                  inputs: inputs.map((input) => toBase64(input.transaction)),
                });
                return answer.outputs!.map((output) => ({ signedTransaction: fromBase64(output) }));
              },
            },
          }
        : {
            'solana:signAndSendTransaction': {
              version: '1.0.0',
              supportedTransactionVersions: init.versions,
              async signAndSendTransaction(...inputs: { transaction: Uint8Array }[]) {
                const answer = await answered({
                  method: 'signAndSendTransaction',
                  input: toBase64(inputs[0]!.transaction),
                });
                return [{ signature: fromBase64(answer.signature!) }];
              },
            },
          };
      const wallet = {
        version: '1.0.0',
        name: init.name,
        icon:
          'data:image/svg+xml;base64,' +
          btoa(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0e7490"/></svg>',
          ),
        chains,
        get accounts() {
          return accounts;
        },
        features: {
          'standard:connect': {
            version: '1.0.0',
            async connect(input?: { silent?: boolean }) {
              if (input?.silent && !localStorage.getItem('emulatedWallet.approved')) return { accounts: [] };
              localStorage.setItem('emulatedWallet.approved', '1');
              await answered({ method: 'connect' });
              return { accounts };
            },
          },
          'standard:disconnect': {
            version: '1.0.0',
            async disconnect() {
              apply([]);
            },
          },
          'standard:events': {
            version: '1.0.0',
            on(event: string, listener: (change: { accounts: Account[] }) => void) {
              if (event !== 'change') return () => {};
              listeners.add(listener);
              return () => listeners.delete(listener);
            },
          },
          ...signing,
        },
      };
      (window as unknown as { __emulatedWalletSync: () => Promise<unknown> }).__emulatedWalletSync = () =>
        answered({ method: 'state' });
      const register = (api: { register(w: unknown): unknown }) => api.register(wallet);
      window.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail));
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
    },
    { name, canSign: wallet.canSign, versions: wallet.versions },
  );
  const result: WalletControls = {
    get disconnectNext() {
      return controls.disconnectNext;
    },
    set disconnectNext(value: boolean) {
      controls.disconnectNext = value;
    },
    sync: async (page) => {
      await page.evaluate(() =>
        (window as unknown as { __emulatedWalletSync: () => Promise<unknown> }).__emulatedWalletSync(),
      );
    },
  };
  return result;
}
