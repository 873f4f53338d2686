import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AppError } from '@/shared/lib/app-error';
import type { ChainAction } from '@/data-source/contract';
import { readPrioritySetting } from '@/entities/priority/model';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { withWallet } from '@test-support/unit/wallet-mock';
import CreateTokenPage from './create-token-page';

const MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, symbol: string, supply = '1000000') {
  await user.clear(screen.getByLabelText('Token Name'));
  if (name) await user.type(screen.getByLabelText('Token Name'), name);
  await user.clear(screen.getByLabelText('Token Symbol'));
  if (symbol) await user.type(screen.getByLabelText('Token Symbol'), symbol);
  await user.clear(screen.getByLabelText('Initial Supply'));
  if (supply) await user.type(screen.getByLabelText('Initial Supply'), supply);
}

describe('CreateTokenPage', () => {
  it('two submits in the same tick create one token: the second is a no-op', async () => {
    const user = userEvent.setup();
    const createToken = vi.fn(async () => ({ signature: 'sig', mint: MINT }));
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    await fill(user, 'Kestrel Coin', 'KEST');
    const form = screen.getByRole('button', { name: 'Create Token' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('Token Created Successfully!')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(createToken).toHaveBeenCalledTimes(1);
  });

  it('a template sets the advanced options it names and says why; they stay changeable; where it works follows', async () => {
    const user = userEvent.setup();
    const createToken = vi.fn(async (_signer: unknown, _action: ChainAction) => ({ signature: 'sig', mint: MINT }));
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    await fill(user, 'Stable Coin', 'STB');
    await user.click(screen.getByRole('button', { name: 'Stablecoin' }));
    expect(screen.getByTestId('template-rationale')).toHaveTextContent('recover tokens with a permanent delegate');
    expect(screen.getByTestId('advanced-options')).toHaveAttribute('open');
    expect(
      screen.getByLabelText(
        'Permanent delegate: you may move or burn tokens from any account (holders may distrust it)',
      ),
    ).toBeChecked();
    const cpmm = () => screen.getAllByTestId('compatibility-venue')[0]!;
    expect(cpmm()).toHaveTextContent('Raydium CPMM');
    expect(cpmm()).toHaveTextContent('Refused');
    // Another template starts over: the stablecoin's controls are not carried into a fee token.
    await user.click(screen.getByRole('button', { name: 'Fee token' }));
    expect(
      screen.getByLabelText(
        'Permanent delegate: you may move or burn tokens from any account (holders may distrust it)',
      ),
    ).not.toBeChecked();
    expect(screen.getByLabelText('Transfer fee')).toBeChecked();
    expect(cpmm()).toHaveTextContent('Accepted');
    // Still the user's: a fee token made pausable is no longer welcome in Raydium's pools.
    await user.click(
      screen.getByLabelText('Pausable: transfers, mints and burns can be paused by the pause authority'),
    );
    expect(cpmm()).toHaveTextContent('Refused');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    await screen.findByText('Token Created Successfully!');
    expect(createToken.mock.calls[0]?.[1]).toMatchObject({
      kind: 'create',
      name: 'Stable Coin',
      options: { transferFee: { basisPoints: 100 }, pausable: {} },
    });
  });

  it('never reads "1,5" as 15: it is refused under the field, and what is understood is shown exactly', async () => {
    const user = userEvent.setup();
    const createToken = vi.fn(async () => ({ signature: 'sig', mint: MINT }));
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    await fill(user, 'Base Coin', 'BASE', '1,5');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(
      await screen.findByText('Use "." for decimals; "," only between groups of three digits, as in 1,000.5'),
    ).toBeInTheDocument();
    expect(createToken).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Initial Supply'));
    await user.type(screen.getByLabelText('Initial Supply'), '1.5');
    expect(screen.getByText('= 1.5 BASE')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Initial Supply'));
    await user.type(screen.getByLabelText('Initial Supply'), '1,500');
    expect(screen.getByText('= 1,500 BASE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    await vi.waitFor(() => expect(createToken).toHaveBeenCalled());
    expect((createToken.mock.calls[0] as unknown[])[1]).toMatchObject({ initialSupply: 1_500_000_000_000n });
  });

  it('shows each validation message under its field on submit, and clears it on change', async () => {
    const user = userEvent.setup();
    const ds = testDataSource();
    renderWithData(withWallet(<CreateTokenPage />), ds);
    expect(screen.getByLabelText('Decimals')).toHaveValue('9');
    expect(screen.getByLabelText('Initial Supply')).toHaveValue('1000000');
    expect(screen.getByText('Number of decimal places (0-9)')).toBeInTheDocument();

    await fill(user, '', '', '0');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByText('Token name is required')).toBeInTheDocument();
    expect(screen.getByText('Token symbol is required')).toBeInTheDocument();
    expect(screen.getByText('Initial supply must be greater than 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Token Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Token Name'), 'x'.repeat(33));
    expect(await screen.findByText('Token name must be less than 32 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Token Symbol'), 'ABCDEFGHIJK');
    expect(await screen.findByText('Token symbol must be less than 10 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Token Symbol'));
    await user.type(screen.getByLabelText('Token Symbol'), 'OK');
    expect(screen.queryByText('Token symbol must be less than 10 characters')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Initial Supply'));
    await user.type(screen.getByLabelText('Initial Supply'), '1.0000000001');
    expect(await screen.findByText('This token allows at most 9 decimal places')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Initial Supply'));
    await user.type(screen.getByLabelText('Initial Supply'), '20000000000');
    expect(await screen.findByText(/Initial supply is too large for 9 decimals/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Decimals'));
    await user.type(screen.getByLabelText('Decimals'), '12');
    expect(await screen.findByText('Decimals must be a whole number from 0 to 9')).toBeInTheDocument();
    expect(ds.run).not.toHaveBeenCalled();
  });

  it('creates with exact base units: busy button, success alert, toast, then the form resets', async () => {
    const user = userEvent.setup();
    let finish: (v: { signature: string; mint: string }) => void = () => {};
    const createToken = vi.fn((_signer, _input, options?: { onStage?: (s: 'signing') => void }) => {
      options?.onStage?.('signing');
      return new Promise<{ signature: string; mint: string }>((r) => (finish = r));
    });
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    await fill(user, 'Kestrel Coin', 'KEST', '1000000.5');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    const busy = await screen.findByRole('button', { name: 'Creating Token...' });
    expect(busy).toBeDisabled();
    expect(await screen.findByText('Approve in your wallet…')).toBeInTheDocument();
    expect(createToken.mock.calls[0]?.[1]).toEqual({
      kind: 'create',
      name: 'Kestrel Coin',
      symbol: 'KEST',
      decimals: 9,
      initialSupply: 1_000_000_500_000_000n,
    });
    finish({ signature: '5sig', mint: MINT });
    expect(await screen.findByText('Token Created Successfully!')).toBeInTheDocument();
    expect(screen.getByText(MINT)).toBeInTheDocument();
    expect(await screen.findByText('Token Created!')).toBeInTheDocument();
    expect(screen.getByText('Kestrel Coin (KEST) has been created')).toBeInTheDocument();
    expect(screen.getByLabelText('Token Name')).toHaveValue('');
  });

  it('on failure shows the catalogue message with the reason and keeps what was typed', async () => {
    const user = userEvent.setup();
    const createToken = vi.fn().mockRejectedValue(new AppError('simulation-failed', 'Not enough SOL to pay the fee.'));
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    await fill(user, 'Kestrel Coin', 'KEST');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    // In the toast, and in an alert above the form that stays until dismissed.
    const shown = await screen.findAllByText(
      'Failed to create token. Please try again. Not enough SOL to pay the fee.',
    );
    expect(shown).toHaveLength(2);
    const alert = shown.map((el) => el.closest('[role="alert"]')).find(Boolean) as HTMLElement;
    expect(alert).toHaveTextContent('Nothing was signed or sent.');
    expect(screen.getAllByText('Error').length).toBeGreaterThanOrEqual(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(alert).not.toBeInTheDocument();
    expect(screen.getByLabelText('Token Name')).toHaveValue('Kestrel Coin');
    expect(screen.queryByText('Token Created Successfully!')).not.toBeInTheDocument();
  });

  it('treats a wallet rejection as cancelled, not an error', async () => {
    const user = userEvent.setup();
    const createToken = vi.fn().mockRejectedValue(new AppError('cancelled', 'Cancelled in the wallet'));
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ run: createToken }));
    await fill(user, 'Kestrel Coin', 'KEST');
    await user.click(screen.getByRole('button', { name: 'Create Token' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Token Symbol')).toHaveValue('KEST');
  });
});

describe('CreateTokenPage: the fee, exactly, before the wallet is asked', () => {
  afterEach(() => localStorage.clear());

  it('shows base, priority and rent for the token as typed, and prices it again at another priority', async () => {
    const user = userEvent.setup();
    const estimateWrite = vi.fn(async (_owner: string, question: ChainAction) => {
      const turbo = readPrioritySetting().level === 'turbo';
      expect(question).toMatchObject({ kind: 'create', name: 'Fee Coin', symbol: 'FEE' });
      const priority = turbo ? 90_000n : 12n;
      return {
        changes: [],
        feeLamports: 10_000n + priority,
        networkFee: {
          base: 10_000n,
          priority,
          total: 10_000n + priority,
          unitLimit: 60_000,
          unitPrice: 0n,
          level: turbo ? ('turbo' as const) : ('normal' as const),
        },
        transactions: 1,
        rentLamports: 6_000_000n,
      };
    });
    renderWithData(withWallet(<CreateTokenPage />), testDataSource({ preview: estimateWrite }));
    expect(screen.getByText('The exact fee in SOL shows here once the form is filled in.')).toBeInTheDocument();
    await fill(user, 'Fee Coin', 'FEE');
    expect(await screen.findByTestId('fee-total', {}, { timeout: 3000 })).toHaveTextContent('0.006010012 SOL');
    expect(screen.getByTestId('network-fee')).toHaveTextContent(
      '0.000010012 SOL (base 0.00001 SOL + Normal priority 0.000000012 SOL)',
    );

    await user.selectOptions(screen.getByLabelText('Priority'), 'turbo');
    await waitFor(() => expect(screen.getByTestId('fee-total')).toHaveTextContent('0.0061 SOL'));
    expect(screen.getByTestId('network-fee')).toHaveTextContent('Turbo priority 0.00009 SOL');
  });

  it('a cap of zero is refused under its field, kept as typed, and the stored cap is unchanged', async () => {
    const user = userEvent.setup();
    renderWithData(withWallet(<CreateTokenPage />), testDataSource());
    const cap = screen.getByLabelText('Most per transaction (SOL)');
    await user.clear(cap);
    await user.type(cap, '0');
    expect(
      screen.getByText('The cap must be more than 0 SOL: at zero, no transaction could bid for a place.'),
    ).toBeInTheDocument();
    expect(cap).toHaveValue('0');
    expect(readPrioritySetting().capLamports).toBe(1_000_000n);
    await user.type(cap, '.002');
    expect(readPrioritySetting().capLamports).toBe(2_000_000n);
  });
});
