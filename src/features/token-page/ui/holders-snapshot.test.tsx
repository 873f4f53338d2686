import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { HolderSnapshot } from '@/entities/token/holder-snapshot';
import { AppError } from '@/shared/lib/app-error';
import { renderWithData } from '@test-support/unit/render-with-data';
import { testDataSource } from '@test-support/unit/test-data-source';
import { TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import { MINT, OTHER, tokenDetails, tokenPageRoute as page } from './token-page.fixture';

const snapshot = (over: Partial<HolderSnapshot> = {}): HolderSnapshot => ({
  mint: MINT,
  slot: 4242n,
  decimals: 2,
  supply: 100_000n,
  holders: [
    { owner: TEST_OWNER, tokenAccount: 'T1', amount: 75_000n, frozen: false },
    { owner: OTHER, tokenAccount: 'T2', amount: 25_000n, frozen: true },
  ],
  leftOut: 0,
  ...over,
});

function open(getHolderSnapshot = vi.fn().mockResolvedValue(snapshot())) {
  renderWithData(
    withWallet(page),
    testDataSource({
      getTokenDetails: vi.fn().mockResolvedValue(tokenDetails({})),
      getLargestHolders: vi.fn().mockResolvedValue(null),
      getHolderSnapshot,
    }),
    { path: `/token/${MINT}` },
  );
  return getHolderSnapshot;
}

describe('Holders snapshot on the token page', () => {
  it('lists every holder with exact amounts and shares at its slot; options go to the data source', async () => {
    const user = userEvent.setup();
    const read = open();
    await user.click(await screen.findByLabelText('Leave out my wallet (the issuer)'));
    await user.type(screen.getByLabelText('Leave out accounts holding less than (optional)'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Take a snapshot' }));
    expect(await screen.findByTestId('snapshot-summary')).toHaveTextContent('2 holders at slot 4242');
    expect(read).toHaveBeenCalledWith(
      MINT,
      { exclude: [TEST_OWNER], excludeFrozen: false, minimum: 50n },
      expect.any(Function),
    );
    const rows = within(screen.getByTestId('snapshot-holders')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'You75075%',
      `${OTHER.slice(0, 6)}...${OTHER.slice(-6)}(frozen)25025%`,
    ]);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('an exclusion that is not an address is said under the field, and nothing is read', async () => {
    const user = userEvent.setup();
    const read = open();
    await user.type(await screen.findByLabelText('Leave out these addresses (optional)'), `${OTHER}\nburn-pool`);
    await user.click(screen.getByRole('button', { name: 'Take a snapshot' }));
    expect(await screen.findByText('Exclusion 2 is not a Solana address: burn-pool')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('a cluster that answers neither method is said in words; a token no one holds says so', async () => {
    const user = userEvent.setup();
    const refused =
      'This cluster answers neither a scan of the token program for this token (getProgramAccounts) nor the DAS getTokenAccounts method.';
    const read = vi
      .fn()
      .mockRejectedValueOnce(new AppError('unsupported', refused))
      .mockResolvedValueOnce(snapshot({ holders: [] }));
    open(read);
    await user.click(await screen.findByRole('button', { name: 'Take a snapshot' }));
    expect(await screen.findByText(new RegExp(refused.slice(0, 40)))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take a snapshot' }));
    expect(await screen.findByTestId('snapshot-summary')).toHaveTextContent(
      'No one holds any KEST: there is no holder to list (slot 4242).',
    );
  });
  it('an airdrop of a scaled token is worked out in the amounts it shows (×2 here), which Bulk send turns into raw units', async () => {
    const user = userEvent.setup();
    const scale = { kind: 'multiplier' as const, multiplier: 2, newMultiplier: 2, newMultiplierAt: 0, now: 1 };
    renderWithData(
      withWallet(page),
      testDataSource({
        getTokenDetails: vi.fn().mockResolvedValue(tokenDetails({ scale })),
        getLargestHolders: vi.fn().mockResolvedValue(null),
        getHolderSnapshot: vi.fn().mockResolvedValue(snapshot()),
      }),
      { path: `/token/${MINT}` },
    );
    await user.click(await screen.findByRole('button', { name: 'Take a snapshot' }));
    const airdrop = await screen.findByTestId('airdrop');
    await user.click(within(airdrop).getByLabelText('A total, split by what each holds'));
    await user.type(within(airdrop).getByLabelText('Total to split'), '10.01');
    // Held as shown: 1,500 and 500 KEST; 10.01 split 3:1 rounds down to 7.50 and 2.50, 0.01 left over.
    expect(within(airdrop).getByTestId('airdrop-plan')).toHaveTextContent(
      '2 recipients, 10 KEST in all; 0.01 KEST left over by rounding down stays with you.',
    );
    // Filled, not refused: the page moves on to Bulk send.
    await user.click(within(airdrop).getByRole('button', { name: 'Fill Bulk send' }));
    await waitFor(() => expect(screen.queryByTestId('airdrop')).not.toBeInTheDocument());
  });
});
