import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { ClusterProvider } from '@/entities/cluster/use-cluster';
import { ThemeProvider } from '@/shared/ui/theme';
import { atPath } from '@test-support/unit/at-path';
import { connectedWallet, disconnectedWallet, withWallet } from '@test-support/unit/wallet-mock';
import { Navbar } from './navbar';

const ADDRESS = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
let connected = false;

function renderNavbar(path = '/dashboard') {
  atPath(path);
  return render(
    <ThemeProvider>
      <ClusterProvider>
        {withWallet(<Navbar />, connected ? connectedWallet({ address: ADDRESS }) : disconnectedWallet())}
        <Toaster />
      </ClusterProvider>
    </ThemeProvider>,
  );
}

describe('Navbar', () => {
  beforeEach(() => {
    connected = false;
    localStorage.clear();
  });

  it('shows the spec’s six links and Multisig, the current one highlighted, and the wallet button', () => {
    renderNavbar('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Home',
      'Dashboard',
      'Create Token',
      'Mint Tokens',
      'Send Tokens',
      'Transactions',
      'Multisig',
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Select Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solana Token Manager home' })).toHaveAttribute('href', '/');
  });

  it('toggles the mobile menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    expect(screen.queryByTestId('mobile-nav')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-nav');
    expect(within(menu).getByRole('link', { name: 'Multisig' })).toHaveAttribute('href', '/multisig');
    await user.click(within(menu).getByRole('link', { name: 'Send Tokens' }));
    expect(screen.queryByTestId('mobile-nav')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByTestId('mobile-nav')).not.toBeInTheDocument();
  });

  it('copies the connected address and confirms with a toast', async () => {
    connected = true;
    const user = userEvent.setup();
    renderNavbar('/');
    await user.click(screen.getByRole('button', { name: `Copy wallet address ${ADDRESS}` }));
    expect(await screen.findByText('Address copied!')).toBeInTheDocument();
    expect(screen.getByText('Wallet address copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    expect(screen.getByRole('button', { name: `Copy wallet address ${ADDRESS}` })).toHaveTextContent('EPjF...Dt1v');
  });

  it('cycles the theme light -> dark -> system', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    await user.click(screen.getByRole('button', { name: /Theme: system/ }));
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: /Theme: light/ }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('tokenManager.theme')).toBe('dark');
  });
});
