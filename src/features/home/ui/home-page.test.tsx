import { render, screen } from '@testing-library/react';
import { ClusterProvider } from '@/entities/cluster/use-cluster';
import { connectedWallet, disconnectedWallet, withWallet } from '@test-support/unit/wallet-mock';
import HomePage from './home-page';

let connected = false;

function renderHome() {
  return render(
    <ClusterProvider>{withWallet(<HomePage />, connected ? connectedWallet() : disconnectedWallet())}</ClusterProvider>,
  );
}

describe('HomePage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the hero, a connect button, the explorer link and the six cards', () => {
    connected = false;
    renderHome();
    expect(document.title).toBe('Solana Token Manager');
    expect(screen.getByRole('heading', { name: 'Manage your Solana Tokens' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Create, mint, and send tokens on the Solana blockchain with our simple and intuitive interface.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Go to Dashboard/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Solana Explorer/ })).toHaveAttribute(
      'href',
      'https://explorer.solana.com?cluster=devnet',
    );
    const cards = screen.getByRole('region', { name: 'Features' });
    for (const [title, href] of [
      ['Dashboard', '/dashboard'],
      ['Create Token', '/create-token'],
      ['Mint Tokens', '/mint-token'],
      ['Send Tokens', '/send-token'],
      ['Transactions', '/transactions'],
      ['Learn More', 'https://solana.com/docs'],
    ] as const) {
      expect(screen.getByRole('heading', { name: title }).closest('a')).toHaveAttribute('href', href);
    }
    expect(cards).toBeInTheDocument();
  });

  it('offers the dashboard when a wallet is connected', () => {
    connected = true;
    renderHome();
    expect(screen.getByRole('link', { name: /Go to Dashboard/ })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Select Wallet' })).not.toBeInTheDocument();
  });
});
