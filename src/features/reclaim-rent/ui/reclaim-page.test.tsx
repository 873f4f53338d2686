import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AppError } from '@/shared/lib/app-error';
import type { EmptyAccount } from '@/entities/token/empty-account';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { withWallet } from '@test-support/unit/wallet-mock';
import type { ExcessRent } from '@/entities/token/excess-rent';
import ReclaimPage from './reclaim-page';

// Distinct valid addresses: the i-th is "1" x 31 then a digit/letter.
const address = (i: number) => `${'1'.repeat(31)}${'23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'[i]}`;
const account = (i: number, blocked: string | null = null): EmptyAccount => ({
  account: address(i),
  mint: address(i + 30),
  name: `Token ${i}`,
  symbol: `T${i}`,
  rentLamports: 2_039_280n,
  blocked,
});

const noExcess = () => vi.fn().mockResolvedValue([]);

describe('Reclaim rent: empty accounts', () => {
  it('lists closable accounts with the SOL each returns, and blocked ones with the reason', async () => {
    const getEmptyAccounts = vi
      .fn()
      .mockResolvedValue([account(0), account(1, 'Frozen by the token’s freeze authority: it must be thawed first.')]);
    renderWithData(withWallet(<ReclaimPage />), testDataSource({ getEmptyAccounts, getExcessRent: noExcess() }));
    const closable = await screen.findByTestId('closable-accounts');
    expect(within(closable).getByText('Token 0 (T0)')).toBeInTheDocument();
    expect(within(closable).getByText('+0.00203928 SOL')).toBeInTheDocument();
    expect(screen.getByTestId('blocked-accounts')).toHaveTextContent('Frozen by the token’s freeze authority');
    expect(screen.getByTestId('clean-up-total')).toHaveTextContent('1 account to close, returning 0.00203928 SOL.');
  });

  it('closes 25 accounts in two transactions (20, then 5) and says what was reclaimed', async () => {
    const user = userEvent.setup();
    const accounts = Array.from({ length: 25 }, (_, i) => account(i));
    const closeAccounts = vi.fn().mockResolvedValue({ signature: '5close' });
    renderWithData(
      withWallet(<ReclaimPage />),
      testDataSource({
        getEmptyAccounts: vi.fn().mockResolvedValue(accounts),
        getExcessRent: noExcess(),
        run: closeAccounts,
      }),
    );
    expect(await screen.findByTestId('clean-up-total')).toHaveTextContent(
      '25 accounts to close, returning 0.050982 SOL in 2 transactions (one wallet approval each).',
    );
    await user.click(screen.getByRole('button', { name: 'Close 25 accounts' }));
    expect(
      await screen.findByText('25 accounts closed: 0.050982 SOL reclaimed, confirmed on Localnet.'),
    ).toBeInTheDocument();
    expect(closeAccounts.mock.calls.map((call) => (call[1] as { accounts: string[] }).accounts.length)).toEqual([
      20, 5,
    ]);
  });

  it('stops at a failed transaction, says so, and keeps what closed before it', async () => {
    const user = userEvent.setup();
    const accounts = Array.from({ length: 25 }, (_, i) => account(i));
    const closeAccounts = vi
      .fn()
      .mockResolvedValueOnce({ signature: '5close' })
      .mockRejectedValueOnce(new AppError('failed-on-chain', 'The token account is frozen.', { signature: '5fail' }));
    renderWithData(
      withWallet(<ReclaimPage />),
      testDataSource({
        getEmptyAccounts: vi.fn().mockResolvedValue(accounts),
        getExcessRent: noExcess(),
        run: closeAccounts,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Close 25 accounts' }));
    expect(
      await screen.findByText('20 accounts closed: 0.0407856 SOL reclaimed, confirmed on Localnet.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('It reached the chain and failed there: only the network fee was paid.'),
    ).toBeInTheDocument();
    expect(closeAccounts).toHaveBeenCalledTimes(2);
  });

  it('an unticked account is left open', async () => {
    const user = userEvent.setup();
    const closeAccounts = vi.fn().mockResolvedValue({ signature: '5close' });
    renderWithData(
      withWallet(<ReclaimPage />),
      testDataSource({
        getEmptyAccounts: vi.fn().mockResolvedValue([account(0), account(1)]),
        getExcessRent: noExcess(),
        run: closeAccounts,
      }),
    );
    await user.click(await screen.findByLabelText('Close the empty T1 account'));
    await user.click(screen.getByRole('button', { name: 'Close 1 account' }));
    await screen.findByText('1 account closed: 0.00203928 SOL reclaimed, confirmed on Localnet.');
    expect(closeAccounts.mock.calls[0]?.[1]).toEqual({ kind: 'close', accounts: [address(0)] });
  });

  it('with nothing ticked, says so beside the button: no failure alert, nothing sent', async () => {
    const user = userEvent.setup();
    const closeAccounts = vi.fn().mockResolvedValue({ signature: '5close' });
    renderWithData(
      withWallet(<ReclaimPage />),
      testDataSource({
        getEmptyAccounts: vi.fn().mockResolvedValue([account(0)]),
        getExcessRent: noExcess(),
        run: closeAccounts,
      }),
    );
    await user.click(await screen.findByLabelText('Close the empty T0 account'));
    await user.click(screen.getByRole('button', { name: 'Close 0 accounts' }));
    expect(await screen.findByText('Tick at least one account to close.')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to close the accounts/)).toBeNull();
    expect(closeAccounts).not.toHaveBeenCalled();
  });
});

const excess = (i: number, extra: Partial<ExcessRent> = {}): ExcessRent => ({
  address: address(i),
  source: 'token-account',
  label: `Token ${i} (T${i})`,
  excessLamports: 550_840n,
  blocked: null,
  ...extra,
});

describe('Reclaim rent: rent above today’s minimum', () => {
  it('says the total first, then each account: what the wallet withdraws, what a multisig proposes, what cannot be', async () => {
    const getExcessRent = vi.fn().mockResolvedValue([
      excess(0),
      excess(1, {
        source: 'multisig',
        label: 'Multisig, 2 of 3 signers',
        viaMultisig: address(1),
        excessLamports: 907_920n,
      }),
      excess(2, { blocked: 'Wrapped SOL keeps its rent apart from what is wrapped.' }),
      excess(3, { source: 'nonce', label: 'Nonce account', excessLamports: 391_040n }),
    ]);
    renderWithData(
      withWallet(<ReclaimPage />),
      testDataSource({ getEmptyAccounts: vi.fn().mockResolvedValue([account(9)]), getExcessRent }),
    );
    // 0.00203928 to close, 0.00055084 + 0.00090792 + 0.00039104 above the minimum (the blocked one apart).
    expect(await screen.findByTestId('reclaim-total')).toHaveTextContent(
      'You can reclaim 0.00388908 SOL: 0.00203928 SOL from 1 empty account to close, 0.0018498 SOL from 3 accounts above today’s minimum.',
    );
    const own = screen.getByTestId('excess-accounts');
    expect(within(own).getByText('Token 0 (T0)')).toBeInTheDocument();
    expect(within(own).getByText('Nonce account')).toBeInTheDocument();
    expect(screen.getByTestId('excess-total')).toHaveTextContent('2 accounts, returning 0.00094188 SOL.');
    const multisig = screen.getByTestId('excess-through-multisig');
    expect(
      within(multisig).getByRole('button', { name: /Propose withdrawing the rent of Multisig, 2 of 3 signers/ }),
    ).toBeVisible();
    expect(screen.getByTestId('excess-blocked')).toHaveTextContent('Wrapped SOL keeps its rent apart');
  });

  it('withdraws 25 accounts in two transactions (20, then 5) and says what came back', async () => {
    const user = userEvent.setup();
    const run = vi.fn().mockResolvedValue({ signature: '5reclaim' });
    renderWithData(
      withWallet(<ReclaimPage />),
      testDataSource({
        getEmptyAccounts: vi.fn().mockResolvedValue([]),
        getExcessRent: vi.fn().mockResolvedValue(Array.from({ length: 25 }, (_, i) => excess(i))),
        run,
      }),
    );
    expect(await screen.findByTestId('excess-total')).toHaveTextContent(
      '25 accounts, returning 0.013771 SOL in 2 transactions (one wallet approval each).',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw from 25 accounts' }));
    expect(
      await screen.findByText('0.013771 SOL of rent reclaimed from 25 accounts, confirmed on Localnet.'),
    ).toBeInTheDocument();
    expect(run.mock.calls.map((call) => call[1])).toEqual([
      { kind: 'reclaim-rent', accounts: Array.from({ length: 20 }, (_, i) => address(i)) },
      { kind: 'reclaim-rent', accounts: Array.from({ length: 5 }, (_, i) => address(20 + i)) },
    ]);
  });

  it('with nothing left anywhere, says there is nothing to reclaim', async () => {
    renderWithData(
      withWallet(<ReclaimPage />),
      testDataSource({ getEmptyAccounts: vi.fn().mockResolvedValue([]), getExcessRent: noExcess() }),
    );
    expect(await screen.findByTestId('reclaim-total')).toHaveTextContent(
      'Nothing to reclaim: no empty account, and no account holds more than today’s minimum.',
    );
    expect(screen.getByText('None of your accounts holds more than today’s minimum.')).toBeInTheDocument();
  });
});

it('names only what there is: no empty accounts, then no word of them', async () => {
  renderWithData(
    withWallet(<ReclaimPage />),
    testDataSource({
      getEmptyAccounts: vi.fn().mockResolvedValue([]),
      getExcessRent: vi.fn().mockResolvedValue([excess(0)]),
    }),
  );
  expect(await screen.findByTestId('reclaim-total')).toHaveTextContent(
    'You can reclaim 0.00055084 SOL: 0.00055084 SOL from 1 account above today’s minimum.',
  );
});
