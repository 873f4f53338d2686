import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { WalletGate } from './wallet-gate';

let publicKey: { toBase58(): string } | null = null;
vi.mock('@solana/wallet-adapter-react', () => ({ useWallet: () => ({ publicKey }) }));
vi.mock('@solana/wallet-adapter-react-ui', () => ({
  WalletMultiButton: () => <button type="button">Select Wallet</button>,
}));

describe('WalletGate', () => {
  it('asks for a wallet until one is connected', () => {
    publicKey = null;
    const { rerender } = render(
      <WalletGate>
        <p>Dashboard content</p>
      </WalletGate>,
    );
    expect(screen.getByText('Connect Your Wallet')).toBeInTheDocument();
    expect(screen.getByText('You need to connect your wallet to access this feature.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Wallet' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard content')).not.toBeInTheDocument();

    publicKey = { toBase58: () => 'x' };
    rerender(
      <WalletGate>
        <p>Dashboard content</p>
      </WalletGate>,
    );
    expect(screen.getByText('Dashboard content')).toBeInTheDocument();
  });
});
