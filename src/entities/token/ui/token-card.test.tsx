import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { ClusterContext } from '@/entities/cluster/use-cluster';
import { KEST } from '@test-support/unit/sample-tokens';
import { TokenCard } from './token-card';

function renderCard(token: typeof KEST) {
  const value = {
    cluster: PRESET_CLUSTERS['mainnet-beta'],
    stored: { id: 'devnet' as const },
    setCluster: vi.fn(),
    updateStored: vi.fn(),
  };
  return render(
    <ClusterContext.Provider value={value}>
      <TokenCard token={token} />
    </ClusterContext.Provider>,
  );
}

describe('TokenCard and look-alikes of well-known tokens', () => {
  it('marks a token that calls itself USDC (with a Cyrillic С) but is not the real mint', () => {
    renderCard({ ...KEST, name: 'USD Coin', symbol: 'USDС', mint: 'FakeMint1111111111111111111111111111111111' });
    expect(screen.getByText('Unverified — not the real USDC')).toBeInTheDocument();
  });

  it('leaves the real USDC and unrelated tokens unmarked', () => {
    renderCard({ ...KEST, name: 'USD Coin', symbol: 'USDC', mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' });
    renderCard(KEST);
    expect(screen.queryByText(/Unverified/)).not.toBeInTheDocument();
  });

  it('links to the token’s own page', () => {
    renderCard(KEST);
    expect(screen.getByRole('link', { name: 'Manage KEST' })).toHaveAttribute('href', `/token/${KEST.mint}`);
  });
});
