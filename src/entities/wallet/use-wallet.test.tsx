import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { vi } from 'vitest';
import { fakeStandardWallet } from '@test-support/unit/fake-standard-wallet';
import { AppError } from '@/shared/lib/app-error';
import { RECONNECT_GRACE_MS } from './use-wallet-connection';
import { useWallet, WalletProvider, type WalletChain, type WalletState } from './use-wallet';

const unregisterAll: (() => void)[] = [];
function registered(options?: Parameters<typeof fakeStandardWallet>[0]) {
  const fake = fakeStandardWallet(options);
  unregisterAll.push(fake.register());
  return fake;
}

let wallet: WalletState;
function Probe() {
  wallet = useWallet();
  return <p data-testid="status">{`${wallet.status} ${wallet.address ?? '-'}`}</p>;
}

function renderProvider({
  chain = 'solana:devnet',
  localTestWallet = false,
  onError = vi.fn(),
}: { chain?: WalletChain; localTestWallet?: boolean; onError?: (error: unknown, name: string) => void } = {}) {
  const ui = (props: { chain: WalletChain; localTestWallet: boolean }) => (
    <StrictMode>
      <WalletProvider {...props} onError={onError}>
        <Probe />
      </WalletProvider>
    </StrictMode>
  );
  const view = render(ui({ chain, localTestWallet }));
  return {
    ...view,
    onError,
    rerenderWith: (props: { chain: WalletChain; localTestWallet: boolean }) => view.rerender(ui(props)),
  };
}

const status = () => screen.getByTestId('status').textContent;

afterEach(() => {
  cleanup(); // unmount first: unregistering below must not update a mounted provider
  while (unregisterAll.length) unregisterAll.pop()!();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('WalletProvider', () => {
  it('lists usable wallets first, then Phantom and Solflare when this browser lacks them', () => {
    registered({ name: 'Backpack' });
    registered({ name: 'Mainnet only', chains: ['solana:mainnet'] });
    registered({ name: 'No signing', signTransaction: false });
    registered({ name: 'Solflare', chains: ['solana:mainnet'] });
    renderProvider({ chain: 'solana:devnet' });
    expect(wallet.wallets.map((w) => [w.name, w.installed, w.url])).toEqual([
      ['Backpack', true, undefined],
      ['Phantom', false, 'https://phantom.app/'],
    ]);
    expect(wallet.wallets[1]?.icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(status()).toBe('disconnected -');
  });

  it('connects a chosen wallet and keeps its name under walletName', async () => {
    const backpack = registered({ name: 'Backpack' });
    renderProvider();
    await act(() => wallet.connect('Backpack'));
    expect(status()).toBe(`connected ${backpack.account.address}`);
    expect(backpack.connect).toHaveBeenCalledWith();
    expect(wallet.walletName).toBe('Backpack');
    expect(localStorage.getItem('walletName')).toBe('"Backpack"');
    expect(wallet.signer?.address).toBe(backpack.account.address);
    expect(wallet.isLocalTestWallet).toBe(false);
  });

  it('select only chooses; connect() then connects the chosen wallet', async () => {
    const backpack = registered({ name: 'Backpack' });
    renderProvider();
    act(() => wallet.select('Backpack'));
    expect(wallet.walletName).toBe('Backpack');
    expect(backpack.connect).not.toHaveBeenCalled();
    await act(() => wallet.connect());
    expect(status()).toBe(`connected ${backpack.account.address}`);
  });

  it('reconnects the stored wallet silently, exactly once, when the page loads again', async () => {
    const backpack = registered({ name: 'Backpack' });
    const first = renderProvider();
    await act(() => wallet.connect('Backpack'));
    first.unmount();
    backpack.connect.mockClear();

    renderProvider();
    await waitFor(() => expect(status()).toBe(`connected ${backpack.account.address}`));
    expect(backpack.connect).toHaveBeenCalledTimes(1);
    expect(backpack.connect).toHaveBeenCalledWith({ silent: true });
  });

  it('waits for a stored wallet that registers late', async () => {
    localStorage.setItem('walletName', '"Backpack"');
    renderProvider();
    expect(status()).toBe('disconnected -');
    const backpack = fakeStandardWallet({ name: 'Backpack' });
    act(() => void unregisterAll.push(backpack.register()));
    await waitFor(() => expect(status()).toBe(`connected ${backpack.account.address}`));
    expect(backpack.connect).toHaveBeenCalledWith({ silent: true });
  });

  it('stays disconnected, quietly, when the silent connect is refused', async () => {
    localStorage.setItem('walletName', '"Backpack"');
    const backpack = registered({ name: 'Backpack' });
    backpack.connect.mockRejectedValueOnce(new Error('User approval required'));
    const { onError } = renderProvider();
    await waitFor(() => expect(backpack.connect).toHaveBeenCalledWith({ silent: true }));
    await waitFor(() => expect(status()).toBe('disconnected -'));
    expect(onError).not.toHaveBeenCalled();
    expect(wallet.walletName).toBe('Backpack');
    expect(backpack.connect).toHaveBeenCalledTimes(1);
  });

  it('says a wallet chosen on an earlier visit is reconnecting until it answers, and not for a new visitor', async () => {
    renderProvider();
    await act(() => Promise.resolve());
    expect(wallet.reconnecting).toBe(false);
    cleanup();

    localStorage.setItem('walletName', '"Backpack"');
    renderProvider();
    await act(() => Promise.resolve());
    expect(wallet.reconnecting).toBe(true);
    const backpack = fakeStandardWallet({ name: 'Backpack' });
    act(() => void unregisterAll.push(backpack.register()));
    await waitFor(() => expect(status()).toBe(`connected ${backpack.account.address}`));
    expect(wallet.reconnecting).toBe(false);
  });

  it('stops waiting for a chosen wallet that never registers, or whose silent connect is refused', async () => {
    vi.useFakeTimers();
    try {
      localStorage.setItem('walletName', '"Backpack"');
      renderProvider();
      await act(() => vi.advanceTimersByTimeAsync(RECONNECT_GRACE_MS - 1));
      expect(wallet.reconnecting).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(wallet.reconnecting).toBe(false);
      expect(wallet.walletName).toBe('Backpack');
    } finally {
      vi.useRealTimers();
    }
    cleanup();

    const refusing = registered({ name: 'Backpack' });
    refusing.connect.mockRejectedValueOnce(new Error('User approval required'));
    renderProvider();
    await waitFor(() => expect(refusing.connect).toHaveBeenCalledWith({ silent: true }));
    await waitFor(() => expect(wallet.reconnecting).toBe(false));
  });

  it('reports a refused connect that the user asked for', async () => {
    const backpack = registered({ name: 'Backpack' });
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    backpack.connect.mockRejectedValueOnce(refusal);
    const { onError } = renderProvider();
    await act(() => wallet.connect('Backpack'));
    expect(status()).toBe('disconnected -');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'wallet', message: 'User rejected the request.', cause: refusal }),
      'Backpack',
    );
  });

  it('opens the site of a wallet that is not installed and reports it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onError } = renderProvider();
    await act(() => wallet.connect('Solflare'));
    expect(open).toHaveBeenCalledWith('https://solflare.com/', '_blank', 'noopener');
    expect(onError).toHaveBeenCalledWith(
      new AppError('wallet-not-installed', 'Solflare is not installed', {
        wallet: { name: 'Solflare', url: 'https://solflare.com/' },
      }),
      'Solflare',
    );
    expect(status()).toBe('disconnected -');
    expect(wallet.walletName).toBeNull();
  });

  it("disconnects when the wallet's 'change' event has no accounts", async () => {
    const backpack = registered({ name: 'Backpack' });
    renderProvider();
    await act(() => wallet.connect('Backpack'));
    act(() => backpack.emit({ accounts: [] }));
    expect(status()).toBe('disconnected -');
    expect(wallet.signer).toBeNull();
  });

  it("follows the wallet's 'change' to another account", async () => {
    const backpack = registered({ name: 'Backpack' });
    renderProvider();
    await act(() => wallet.connect('Backpack'));
    const other = { ...backpack.account, address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' };
    act(() => backpack.emit({ accounts: [other] }));
    expect(status()).toBe(`connected ${other.address}`);
    expect(wallet.signer?.address).toBe(other.address);
  });

  it('disconnect asks the wallet, and forgets the choice', async () => {
    const backpack = registered({ name: 'Backpack' });
    renderProvider();
    await act(() => wallet.connect('Backpack'));
    await act(() => wallet.disconnect());
    expect(backpack.disconnect).toHaveBeenCalledTimes(1);
    expect(status()).toBe('disconnected -');
    expect(wallet.walletName).toBeNull();
    expect(localStorage.getItem('walletName')).toBeNull();
  });

  it('drops a wallet that goes away or does not serve the new chain', async () => {
    const backpack = registered({ name: 'Backpack', chains: ['solana:devnet'] });
    const view = renderProvider({ chain: 'solana:devnet' });
    await act(() => wallet.connect('Backpack'));
    view.rerenderWith({ chain: 'solana:mainnet', localTestWallet: false });
    await waitFor(() => expect(status()).toBe('disconnected -'));
    expect(backpack.disconnect).toHaveBeenCalled();
    expect(wallet.wallets.map((w) => w.name)).toEqual(['Phantom', 'Solflare']);
  });

  it('bridges signing: account and chain go to solana:signTransaction, the signed bytes come back', async () => {
    const backpack = registered({ name: 'Backpack' });
    renderProvider({ chain: 'solana:localnet' });
    await act(() => wallet.connect('Backpack'));
    const signer = wallet.signer!;
    expect(signer.signAndSendTransaction).toBeUndefined();
    const signed = await signer.signTransaction!(Uint8Array.of(1, 2, 3));
    expect(signed).toEqual(Uint8Array.of(1, 2, 3, 1));
    expect(backpack.signTransaction).toHaveBeenCalledWith({
      account: backpack.account,
      transaction: Uint8Array.of(1, 2, 3),
      chain: 'solana:localnet',
    });
  });

  it('passes wallet errors through the signer untouched', async () => {
    const backpack = registered({ name: 'Backpack' });
    const { onError } = renderProvider();
    await act(() => wallet.connect('Backpack'));
    const rejection = { code: 4001, message: 'User rejected the request.' };
    backpack.signTransaction.mockRejectedValueOnce(rejection);
    await expect(wallet.signer!.signTransaction!(Uint8Array.of(1))).rejects.toBe(rejection);
    expect(onError).not.toHaveBeenCalled();
  });

  it('offers signAndSendTransaction only to a wallet that cannot just sign', async () => {
    const sender = registered({ name: 'Sender', signTransaction: false, signAndSendTransaction: true });
    renderProvider({ chain: 'solana:devnet' });
    await act(() => wallet.connect('Sender'));
    const signer = wallet.signer!;
    expect(signer.signTransaction).toBeUndefined();
    const signature = await signer.signAndSendTransaction!(Uint8Array.of(9), { minContextSlot: 42n });
    expect(signature).toEqual(new Uint8Array(64).fill(7));
    expect(sender.signAndSendTransaction).toHaveBeenCalledWith({
      account: sender.account,
      transaction: Uint8Array.of(9),
      chain: 'solana:devnet',
      options: { minContextSlot: 42 },
    });
  });

  it('registers the local test wallet only where it is offered', async () => {
    const view = renderProvider({ chain: 'solana:localnet', localTestWallet: true });
    await waitFor(() => expect(wallet.wallets[0]).toMatchObject({ name: 'Local test wallet', installed: true }));
    view.rerenderWith({ chain: 'solana:mainnet', localTestWallet: false });
    await waitFor(() => expect(wallet.wallets.map((w) => w.name)).not.toContain('Local test wallet'));
    view.rerenderWith({ chain: 'solana:localnet', localTestWallet: false });
    expect(wallet.wallets.map((w) => w.name)).not.toContain('Local test wallet');
  });
});

describe('useWallet', () => {
  it('says what to do when the provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useWallet())).toThrow(/needs a <WalletProvider> above it/);
  });

  it('gives the children what the provider holds', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WalletProvider chain="solana:devnet" localTestWallet={false}>
        {children}
      </WalletProvider>
    );
    const { result } = renderHook(() => useWallet(), { wrapper });
    expect(result.current.status).toBe('disconnected');
  });
});
