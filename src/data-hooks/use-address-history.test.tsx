import { act, screen } from '@testing-library/react';
import type { HistoryProgress, TransactionPage, TransactionRecord } from '@/entities/transaction/model';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { TEST_OWNER } from '@test-support/unit/wallet-mock';
import { useAddressHistory } from './use-address-history';

const FRIEND = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

const paid = (n: number, to: string): TransactionRecord => ({
  signature: `sig${n}`,
  timestamp: 1_700_000_000_000 - n * 1000,
  type: 'send',
  amount: 1n,
  decimals: 0,
  token: 'KEST',
  from: TEST_OWNER,
  to,
  status: 'confirmed',
  paid: [to],
});

function Review() {
  const review = useAddressHistory(TEST_OWNER).review(FRIEND);
  return (
    <p>
      {review.status}, first time: {String(review.firstTime)}
    </p>
  );
}

describe('useAddressHistory while token accounts are checked', () => {
  it("is ready once the wallet's own entries are all in, not on the first part of a long page", async () => {
    let tell!: (progress: HistoryProgress) => void;
    const getTransactions = (_o: string, _c?: string | null, _s?: number, onProgress?: (p: HistoryProgress) => void) =>
      new Promise<TransactionPage>(() => {
        tell = onProgress!;
      });
    renderWithData(<Review />, testDataSource({ getTransactions }));
    expect(await screen.findByText('checking, first time: false')).toBeInTheDocument();
    // The newest 20 of 50: the friend was paid further down, so nothing may be said yet.
    act(() => tell({ items: [paid(1, 'someone-else')], ownComplete: false, checked: 0, total: 300 }));
    expect(screen.getByText('checking, first time: false')).toBeInTheDocument();
    act(() => tell({ items: [paid(1, 'someone-else'), paid(30, FRIEND)], ownComplete: true, checked: 0, total: 300 }));
    expect(screen.getByText('ready, first time: false')).toBeInTheDocument();
  });
});
