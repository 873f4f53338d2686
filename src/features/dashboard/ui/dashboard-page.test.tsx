import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { createDemoDataSource } from '@/data-source/demo/demo-data-source';
import { AppError } from '@/shared/lib/app-error';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import DashboardPage from './dashboard-page';

const demo = () => createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });

describe('DashboardPage', () => {
  it('shows the SOL balance, the four sample tokens exactly and only the 3 newest transactions', async () => {
    renderWithData(withWallet(<DashboardPage />), demo());
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('View your wallet details, token balances, and recent transactions')).toBeInTheDocument();
    expect(await screen.findByTestId('sol-balance')).toHaveTextContent('12.5000');
    for (const [name, balance] of [
      ['Serum', '1,205.75'],
      ['USD Coin', '500.25'],
      ['Tether USD', '325.5'],
      ['Raydium', '42.15'],
    ] as const) {
      const card = (await screen.findByText(name)).closest('[data-testid="token-card"]') as HTMLElement;
      expect(within(card).getByText(balance)).toBeInTheDocument();
    }
    const recent = screen.getByTestId('recent-transactions');
    expect(await within(recent).findAllByTestId('transaction-card')).toHaveLength(3);
    expect(within(recent).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/transactions');
    expect(screen.getByRole('link', { name: /Send Token/ })).toHaveAttribute('href', '/send-token');
    expect(screen.getByRole('link', { name: /Mint Token/ })).toHaveAttribute('href', '/mint-token');
  });

  it('offers "Reclaim rent", naming how many empty token accounts the wallet holds when it holds some', async () => {
    const ds = demo();
    const first = renderWithData(withWallet(<DashboardPage />), ds);
    await screen.findByText('Serum');
    // Always offered (rent above today's minimum may wait there); it counts empty accounts only when there are some.
    expect(screen.queryByRole('link', { name: /^Reclaim rent: / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Reclaim rent' })).toHaveAttribute('href', '/reclaim');
    first.unmount();
    // Sending all of a token empties its account.
    await ds.run(
      { address: TEST_OWNER },
      {
        kind: 'send',
        mint: (await ds.getTokens(TEST_OWNER)).find((t) => t.symbol === 'RAY')!.mint,
        recipient: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
        amount: 42_150_000n,
      },
    );
    renderWithData(withWallet(<DashboardPage />), ds);
    expect(await screen.findByRole('link', { name: 'Reclaim rent: 1 empty token account' })).toHaveAttribute(
      'href',
      '/reclaim',
    );
  });

  it('shows the loading message first', () => {
    renderWithData(withWallet(<DashboardPage />), createDemoDataSource(PRESET_CLUSTERS.demo));
    expect(screen.getByText('Loading your wallet data...')).toBeInTheDocument();
  });

  it('refreshes with a toast, and airdrops on clusters with a faucet', async () => {
    const user = userEvent.setup();
    renderWithData(withWallet(<DashboardPage />), demo());
    expect(await screen.findByTestId('sol-balance')).toHaveTextContent('12.5000');
    await user.click(screen.getByRole('button', { name: 'Refresh balances' }));
    expect(await screen.findByText('Refreshed')).toBeInTheDocument();
    expect(screen.getByText('Your balances have been updated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Airdrop 1 SOL/ }));
    expect(await screen.findByText('13.5000', { exact: false })).toBeInTheDocument();
  });

  it('says so when the balance cannot be fetched or refreshed', async () => {
    const user = userEvent.setup();
    const ds = testDataSource(
      { getSolBalance: vi.fn().mockRejectedValue(new Error('503')) },
      PRESET_CLUSTERS['mainnet-beta'],
    );
    renderWithData(withWallet(<DashboardPage />), ds);
    expect(await screen.findByText('Failed to fetch balance')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Airdrop/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh balances' }));
    expect(await screen.findByText('Failed to refresh balance')).toBeInTheDocument();
  });

  it('an error the app did not raise is not printed: the page says something unexpected happened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ds = testDataSource({
      getTokens: vi.fn().mockRejectedValue(new TypeError("Cannot read properties of undefined (reading 'mint')")),
    });
    renderWithData(withWallet(<DashboardPage />), ds);
    expect(
      await screen.findByText(
        'Your tokens could not be loaded: Something unexpected went wrong (the details are in the browser console).',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/reading 'mint'/)).not.toBeInTheDocument();
  });

  it('explains a faucet refusal, and keeps it on the page', async () => {
    const user = userEvent.setup();
    const ds = testDataSource(
      {
        getSolBalance: vi.fn().mockResolvedValue(0n),
        getTokens: vi.fn().mockResolvedValue([]),
        run: vi
          .fn()
          .mockRejectedValue(new AppError('airdrop-refused', 'The faucet is rate limited: try again in a minute.')),
      },
      PRESET_CLUSTERS.devnet,
    );
    renderWithData(withWallet(<DashboardPage />), ds);
    await user.click(await screen.findByRole('button', { name: /Airdrop 1 SOL/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to request the airdrop. The faucet is rate limited: try again in a minute.',
    );
    expect(screen.getByText('No tokens yet')).toBeInTheDocument();
  });
});

describe('DashboardPage hidden tokens', () => {
  it('hides a token for this wallet and cluster, keeps the choice, and can show it again', async () => {
    localStorage.removeItem('tokenManager.hiddenTokens');
    const user = userEvent.setup();
    const first = renderWithData(withWallet(<DashboardPage />), demo());
    await screen.findByText('Raydium');
    await user.click(screen.getByRole('button', { name: 'Hide RAY' }));
    expect(screen.queryByText('Raydium')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('token-card')).toHaveLength(5);
    first.unmount();

    // Kept in this browser: a new visit still hides it.
    renderWithData(withWallet(<DashboardPage />), demo());
    await screen.findByText('Serum');
    expect(screen.queryByText('Raydium')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 1 hidden token' }));
    await user.click(await screen.findByRole('button', { name: 'Unhide RAY' }));
    // Nothing hidden any more: the toggle is gone and Raydium stays.
    expect(screen.queryByRole('button', { name: /hidden token/ })).not.toBeInTheDocument();
    expect(screen.getByText('Raydium')).toBeInTheDocument();
  });
});
