import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { createDemoDataSource } from '@/data-source/demo/demo-data-source';
import type { HistoryProgress, TransactionPage, TransactionRecord } from '@/entities/transaction/model';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import TransactionsPage from './transactions-page';

Element.prototype.hasPointerCapture = () => false;
Element.prototype.scrollIntoView = () => {};
Element.prototype.releasePointerCapture = () => {};

/** A transaction of KEST, n seconds older than the first. */
const record = (n: number, type: TransactionRecord['type'] = 'receive'): TransactionRecord => ({
  signature: `sig${n}`,
  timestamp: 1_700_000_000_000 - n * 1000,
  type,
  amount: BigInt(n),
  decimals: 0,
  token: 'KEST',
  from: 'a',
  to: 'b',
  status: 'confirmed',
});

describe('TransactionsPage', () => {
  it('loads, then searches, filters by type, flips the sort and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithData(
      withWallet(<TransactionsPage />),
      createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 50 }),
    );
    expect(screen.getByText('Loading your transactions...')).toBeInTheDocument();
    expect(document.title).toBe('Transactions | Solana Token Manager');
    const cards = await screen.findAllByTestId('transaction-card');
    expect(cards).toHaveLength(14);
    expect(cards[0]).toHaveTextContent('-25.5 USDC');

    await user.click(screen.getByRole('button', { name: 'Newest' }));
    const oldestFirst = screen.getAllByTestId('transaction-card');
    expect(oldestFirst[0]).toHaveTextContent('-10 SRM');
    expect(screen.getByRole('button', { name: 'Oldest' })).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search by signature or token...'), 'srm');
    expect(screen.getAllByTestId('transaction-card')).toHaveLength(2);
    await user.clear(screen.getByPlaceholderText('Search by signature or token...'));

    await user.click(screen.getByRole('combobox', { name: 'Filter by type' }));
    await user.click(screen.getByRole('option', { name: 'Send' }));
    const sends = screen.getAllByTestId('transaction-card');
    expect(sends).toHaveLength(2);
    for (const card of sends) expect(within(card).getByText('Send')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search by signature or token...'), 'nothing-like-this');
    expect(screen.getByText('No transactions found matching your filters.')).toBeInTheDocument();
  });

  it('loads more pages when the data source has them', async () => {
    const user = userEvent.setup();
    const getTransactions = vi.fn(async (_owner: string, cursor?: string | null) =>
      cursor ? { items: [record(3)], cursor: null } : { items: [record(1), record(2)], cursor: 'page-2' },
    );
    renderWithData(withWallet(<TransactionsPage />), testDataSource({ getTransactions }));
    expect(await screen.findAllByTestId('transaction-card')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === '+3 KEST')).toBeInTheDocument();
    expect(screen.getAllByTestId('transaction-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(getTransactions).toHaveBeenLastCalledWith(TEST_OWNER, 'page-2', undefined, expect.any(Function));
  });

  it("shows the wallet's own entries while token accounts are checked, then the receipts merged in", async () => {
    let finish!: () => void;
    const getTransactions = vi.fn(
      (_owner: string, _cursor?: string | null, _size?: number, onProgress?: (p: HistoryProgress) => void) =>
        new Promise<TransactionPage>((resolve) => {
          onProgress?.({ items: [record(2, 'send')], ownComplete: true, checked: 120, total: 300 });
          finish = () => resolve({ items: [record(1, 'receive'), record(2, 'send')], cursor: null });
        }),
    );
    renderWithData(withWallet(<TransactionsPage />), testDataSource({ getTransactions }));
    expect(await screen.findByText('Checking token accounts: 120 of 300')).toBeInTheDocument();
    expect(screen.getAllByTestId('transaction-card')).toHaveLength(1);
    expect(screen.queryByText('Loading your transactions...')).not.toBeInTheDocument();
    act(() => finish());
    await waitFor(() => expect(screen.getAllByTestId('transaction-card')).toHaveLength(2));
    expect(screen.queryByText(/Checking token accounts/)).not.toBeInTheDocument();
  });
});

describe('TransactionsPage export', () => {
  it('exports the transactions shown, with the filters applied, as a CSV file', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x'), revokeObjectURL: () => {} }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithData(
      withWallet(<TransactionsPage />),
      createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 }),
    );
    await screen.findAllByTestId('transaction-card');
    await user.type(screen.getByPlaceholderText('Search by signature or token...'), 'srm');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    const csv = await blobs[0]!.text();
    const lines = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"time","signature","type","token mint","token symbol","amount","raw amount","from","to","status","fee (SOL)",' +
        '"priority fee (SOL)","compute unit limit","transaction version","multisig",' +
        '"received amount","received token","fee withheld","recipients","balance changes","program"',
    );
    // The two SRM transactions the filter shows, and only those.
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(',"SRM",'))).toBe(true);
    vi.unstubAllGlobals();
    clicked.mockRestore();
  });

  it('collapses tiny inflows from addresses never paid (the poisoner’s dust), shows them on demand, and follows the threshold', async () => {
    const user = userEvent.setup();
    renderWithData(
      withWallet(<TransactionsPage />),
      createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 }),
    );
    expect(await screen.findAllByTestId('transaction-card')).toHaveLength(14);
    expect(screen.getByTestId('dust-count')).toHaveTextContent('1 transfer collapsed.');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getAllByTestId('transaction-card')).toHaveLength(15);
    expect(screen.getByTestId('dust-count')).toHaveTextContent('1 transfer shown.');
    expect(screen.getByText(/Dust from an address you never paid/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.getAllByTestId('transaction-card')).toHaveLength(14);

    const threshold = screen.getByLabelText('Collapse incoming amounts below');
    // 1,000 is above the 100 SRM received, but that came from an address this wallet paid: not dust.
    await user.clear(threshold);
    await user.type(threshold, '1000');
    expect(screen.getAllByTestId('transaction-card')).toHaveLength(14);
    await user.clear(threshold);
    await user.type(threshold, '0.0000001');
    expect(screen.getAllByTestId('transaction-card')).toHaveLength(15);
    expect(screen.queryByTestId('dust-count')).not.toBeInTheDocument();
    await user.clear(threshold);
    await user.type(threshold, '1,5');
    expect(screen.getByText('Enter an amount such as 0.001: nothing is collapsed until then.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('tokenManager.dustThreshold') ?? '{}')[TEST_OWNER]).toBe('1,5');
  });
});
