import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { ClusterContext } from '@/entities/cluster/use-cluster';
import type { TransactionRecord } from '../model';
import { TransactionCard } from './transaction-card';

const base: TransactionRecord = {
  signature: '5sig',
  timestamp: 1_700_000_000_000,
  type: 'receive',
  amount: 500n,
  decimals: 2,
  token: 'GLD',
  mint: 'So11111111111111111111111111111111111111112',
  from: '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5',
  to: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  status: 'confirmed',
};

function renderCard(transaction: TransactionRecord) {
  return render(
    <ClusterContext.Provider
      value={{
        cluster: PRESET_CLUSTERS.localnet,
        stored: { id: 'devnet' as const },
        setCluster: vi.fn(),
        updateStored: vi.fn(),
      }}
    >
      <TransactionCard transaction={transaction} />
    </ClusterContext.Provider>,
  );
}

describe('TransactionCard', () => {
  it('shows an exact amount with its sign and token', () => {
    renderCard(base);
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '+5 GLD')).toBeInTheDocument();
  });

  it('a line signed through a multisig names it, shortened; a line without one says nothing of it', () => {
    const multisig = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T';
    const { unmount } = renderCard({ ...base, type: 'mint', multisig });
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'via multisig 4Nd1...DB4T'),
    ).toBeInTheDocument();
    unmount();
    renderCard(base);
    expect(screen.queryByText(/via multisig/)).not.toBeInTheDocument();
  });

  it('an amount whose decimals are unknown is shown as unknown, never as 500 whole tokens', () => {
    renderCard({ ...base, decimals: null });
    expect(screen.getByText('Amount unknown GLD')).toBeInTheDocument();
    expect(screen.queryByText(/\+500/)).not.toBeInTheDocument();
  });
});
