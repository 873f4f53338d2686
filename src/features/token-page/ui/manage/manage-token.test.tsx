import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { TokenDetails } from '@/entities/token/model';
import { NATIVE_MINTS } from '@/entities/token/lib/native-mints';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import { MINT, OTHER, tokenDetails as details, tokenPageRoute as page } from '../token-page.fixture';

function open(over: Partial<TokenDetails> = {}, sources: Parameters<typeof testDataSource>[0] = {}) {
  const dataSource = testDataSource({ getTokenDetails: vi.fn().mockResolvedValue(details(over)), ...sources });
  renderWithData(withWallet(page), dataSource, { path: `/token/${MINT}` });
  return dataSource;
}

const actions = async () => screen.findByRole('group', { name: 'Actions' });

/** A preview as a data source answers it: these changes, one plain transaction's fee, and this rent. */
const previewOf = (changes: { label: string; before: string; after: string }[], rentLamports = 0n) =>
  vi.fn().mockResolvedValue({
    changes,
    feeLamports: 5000n,
    networkFee: { base: 5000n, priority: 0n, total: 5000n, unitLimit: 12_000, unitPrice: 0n, level: 'normal' },
    rentLamports,
  });

describe('Manage on the token page', () => {
  it('offers only what the wallet holds the authority for, and says why the rest is not offered', async () => {
    open({ metadata: { updateAuthority: OTHER, uri: '', additional: [] }, balance: 0n });
    const offered = within(await actions())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(offered).toEqual(['Authorities', 'Memo required', 'CPI guard']);
    const reasons = screen.getByTestId('unavailable-actions');
    expect(reasons).toHaveTextContent(
      'Update metadata: Needs the metadata update authority, which another address holds.',
    );
    expect(reasons).toHaveTextContent('Burn: You hold none of it.');
    expect(reasons).toHaveTextContent('Freeze: No one can freeze its accounts: it has no freeze authority.');
  });

  it('a classic token says why its metadata cannot be changed here, nor memos required, nor a CPI guard', async () => {
    open({ program: 'spl-token', metadata: null });
    await actions();
    expect(screen.getByTestId('unavailable-actions')).toHaveTextContent(
      'This is a classic SPL token: its name lives in a separate Metaplex account, which this app does not change.',
    );
    expect(screen.getByTestId('unavailable-actions')).toHaveTextContent(
      'Memo required: Required memos are a Token-2022 setting; this is a classic SPL token.',
    );
    expect(screen.getByTestId('unavailable-actions')).toHaveTextContent(
      'CPI guard: The CPI guard is a Token-2022 setting; this is a classic SPL token.',
    );
  });

  it('memo required: the switch says where the account stands, previews the change and its rent, and sends it', async () => {
    const user = userEvent.setup();
    const preview = previewOf(
      [{ label: 'Your account: Incoming transfers', before: 'No memo needed', after: 'Memo required' }],
      34_800n,
    );
    const run = vi.fn().mockResolvedValue({ signature: '5memo' });
    open({}, { preview, run });
    await user.click(within(await actions()).getByRole('button', { name: 'Memo required' }));
    expect(screen.getByTestId('memo-setting')).toHaveTextContent(
      'Your account takes transfers with or without a memo.',
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const shown = await screen.findByTestId('action-preview');
    expect(preview).toHaveBeenCalledWith(TEST_OWNER, { kind: 'memo-transfer', mint: MINT, required: true });
    expect(shown).toHaveTextContent('Memo required');
    expect(shown).toHaveTextContent('0.0000348 SOL');
    await user.click(screen.getByRole('button', { name: 'Require memos' }));
    expect(run.mock.calls[0]?.[1]).toEqual({ kind: 'memo-transfer', mint: MINT, required: true });
    expect(
      await screen.findByText('Every transfer of KEST into your account now needs a memo, confirmed on Localnet.'),
    ).toBeInTheDocument();
  });

  it('CPI guard: the switch says where the account stands, previews the change and its rent, and sends it', async () => {
    const user = userEvent.setup();
    const preview = previewOf([{ label: 'Your account: CPI guard', before: 'Off', after: 'On' }], 34_800n);
    const run = vi.fn().mockResolvedValue({ signature: '5guard' });
    open({}, { preview, run });
    await user.click(within(await actions()).getByRole('button', { name: 'CPI guard' }));
    expect(screen.getByTestId('cpi-guard-setting')).toHaveTextContent('The CPI guard is off.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('action-preview')).toHaveTextContent('0.0000348 SOL');
    expect(preview).toHaveBeenCalledWith(TEST_OWNER, { kind: 'cpi-guard', mint: MINT, enabled: true });
    await user.click(screen.getByRole('button', { name: 'Turn the CPI guard on' }));
    expect(run.mock.calls[0]?.[1]).toEqual({ kind: 'cpi-guard', mint: MINT, enabled: true });
    expect(await screen.findByText('Your KEST account is now CPI-guarded, confirmed on Localnet.')).toBeInTheDocument();
  });

  it('wrapped SOL: wrap checks the SOL balance and unwrap what is wrapped, under the field; each sends exact lamports; no burn', async () => {
    const user = userEvent.setup();
    const WSOL = NATIVE_MINTS['spl-token'];
    const preview = previewOf([{ label: 'Your account: Balance', before: '0.5', after: '0.75' }]);
    const run = vi.fn().mockResolvedValue({ signature: '5wrap' });
    const getSolBalance = vi.fn().mockResolvedValue(1_000_000_000n);
    open(
      { mint: WSOL, program: 'spl-token', name: 'Wrapped SOL', symbol: 'SOL', decimals: 9, balance: 500_000_000n },
      { preview, run, getSolBalance },
    );
    expect(await screen.findByTestId('unavailable-actions')).toHaveTextContent(
      'Burn: Wrapped SOL cannot be burned: unwrap it instead.',
    );
    await user.click(within(await actions()).getByRole('button', { name: 'Wrap SOL' }));
    const wrap = screen.getByLabelText('SOL to wrap');
    await user.type(wrap, '1.000000001');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('You can wrap at most 1 SOL: that is your balance')).toBeInTheDocument();
    expect(preview).not.toHaveBeenCalled();
    await user.clear(wrap);
    await user.type(wrap, '0.25');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('action-preview');
    await user.click(screen.getByRole('button', { name: 'Wrap now' }));
    expect(run.mock.calls[0]?.[1]).toEqual({ kind: 'wrap-sol', mint: WSOL, lamports: 250_000_000n });
    expect(await screen.findByText('0.25 SOL wrapped, confirmed on Localnet.')).toBeInTheDocument();

    await user.click(within(await actions()).getByRole('button', { name: 'Unwrap SOL' }));
    const unwrap = screen.getByLabelText('SOL to unwrap');
    await user.type(unwrap, '0.6');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('You can unwrap at most 0.5 SOL: that is what is wrapped')).toBeInTheDocument();
    expect(preview).not.toHaveBeenCalledWith(TEST_OWNER, expect.objectContaining({ kind: 'unwrap-sol' }));
  });

  it('burn: the amount is checked against the balance, the preview shows before -> after, and confirming sends exactly what was previewed', async () => {
    const user = userEvent.setup();
    const previewTokenAction = previewOf([{ label: 'Supply', before: '1,000', after: '987.5' }]);
    const runTokenAction = vi.fn().mockResolvedValue({ signature: '5burn' });
    open({}, { preview: previewTokenAction, run: runTokenAction });
    await user.click(within(await actions()).getByRole('button', { name: 'Burn' }));
    const amount = screen.getByLabelText('Amount to burn');
    await user.type(amount, '100.01');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('You can burn at most 100 KEST: that is what you hold')).toBeInTheDocument();
    expect(previewTokenAction).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('action-preview');
    expect(previewTokenAction).toHaveBeenCalledWith(TEST_OWNER, { kind: 'burn', mint: MINT, amount: 1_250n });
    expect(within(preview).getByText('1,000')).toBeInTheDocument();
    expect(within(preview).getByText('987.5')).toBeInTheDocument();
    expect(preview).toHaveTextContent('Network fee 0.000005 SOL');

    // Editing after the preview hides it: what is confirmed is always what was previewed.
    await user.type(amount, '1');
    expect(screen.queryByTestId('action-preview')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Burn now' }));
    expect(runTokenAction).toHaveBeenCalledTimes(1);
    expect(runTokenAction.mock.calls[0]?.[1]).toEqual({ kind: 'burn', mint: MINT, amount: 1_250n });
    expect(await screen.findByText('12.5 KEST burned, confirmed on Localnet.')).toBeInTheDocument();
  });

  it('revoking an authority asks for the symbol to be typed; a wrong one sends nothing', async () => {
    const user = userEvent.setup();
    const previewTokenAction = vi.fn().mockResolvedValue({
      changes: [{ label: 'Mint authority', before: `You (${TEST_OWNER})`, after: 'Revoked' }],
      feeLamports: 5000n,
      networkFee: { base: 5000n, priority: 0n, total: 5000n, unitLimit: 12_000, unitPrice: 0n, level: 'normal' },
      rentLamports: 0n,
    });
    const runTokenAction = vi.fn().mockResolvedValue({ signature: '5revoke' });
    open({}, { preview: previewTokenAction, run: runTokenAction });
    await user.click(within(await actions()).getByRole('button', { name: 'Authorities' }));
    await user.click(screen.getByLabelText('Revoke: fixed supply, no one can ever mint more'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(within(await screen.findByTestId('action-preview')).getByText('Revoked')).toBeInTheDocument();
    expect(previewTokenAction).toHaveBeenCalledWith(TEST_OWNER, {
      kind: 'set-authority',
      mint: MINT,
      role: 'mint',
      newAuthority: null,
    });
    await user.type(screen.getByLabelText('Type KEST to confirm'), 'kest');
    await user.click(screen.getByRole('button', { name: 'Revoke for good' }));
    expect(await screen.findByText('Type KEST to confirm: this cannot be undone.')).toBeInTheDocument();
    expect(runTokenAction).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Type KEST to confirm'));
    await user.type(screen.getByLabelText('Type KEST to confirm'), 'KEST');
    await user.click(screen.getByRole('button', { name: 'Revoke for good' }));
    expect(
      await screen.findByText('The mint authority of KEST was revoked, confirmed on Localnet.'),
    ).toBeInTheDocument();
    expect(runTokenAction).toHaveBeenCalledTimes(1);
  });

  it('a refused preview is said above the form, and what was typed stays', async () => {
    const user = userEvent.setup();
    const { AppError } = await import('@/shared/lib/app-error');
    const previewTokenAction = vi
      .fn()
      .mockRejectedValue(
        new AppError('simulation-failed', 'This wallet is not the metadata update authority of this token.'),
      );
    open({}, { preview: previewTokenAction });
    await user.click(within(await actions()).getByRole('button', { name: 'Update metadata' }));
    const uri = screen.getByLabelText('Metadata URI');
    await user.type(uri, 'https://kestrel.example/meta.json');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText(/This wallet is not the metadata update authority of this token\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Nothing was signed or sent.')).toBeInTheDocument();
    expect(uri).toHaveValue('https://kestrel.example/meta.json');
  });

  it('pause: offered to the pause authority, previewed, then sent; a paused token offers Resume', async () => {
    const user = userEvent.setup();
    const preview = previewOf([{ label: 'Transfers', before: 'Allowed', after: 'Paused' }]);
    const run = vi.fn().mockResolvedValue({ signature: '5pause' });
    const pausable = (paused: boolean) => ({
      extensions: [
        {
          name: 'PausableConfig',
          params: [
            { name: 'authority', value: TEST_OWNER, address: true },
            { name: 'paused', value: paused ? 'Yes' : 'No' },
          ],
        },
      ],
      ...(paused && { paused: true }),
    });
    open(pausable(false), { preview, run });
    await user.click(within(await actions()).getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('action-preview')).toHaveTextContent('Paused');
    expect(preview).toHaveBeenCalledWith(TEST_OWNER, { kind: 'pause', mint: MINT });
    await user.click(screen.getByRole('button', { name: 'Pause every transfer' }));
    expect(run.mock.calls[0]?.[1]).toEqual({ kind: 'pause', mint: MINT });
    expect(
      await screen.findByText(
        'KEST is paused: no holder can transfer, mint or burn it until it is resumed, confirmed on Localnet.',
      ),
    ).toBeInTheDocument();
  });

  it('change the multiplier: a bad number or a past time is refused under its field; the balance is shown before -> after', async () => {
    const user = userEvent.setup();
    const preview = previewOf([{ label: 'Multiplier', before: '×2', after: '×3' }]);
    open(
      {
        scale: { kind: 'multiplier', multiplier: 2, newMultiplier: 2, newMultiplierAt: 0, now: 0 },
        extensions: [
          {
            name: 'ScaledUiAmountConfig',
            params: [
              { name: 'authority', value: TEST_OWNER, address: true },
              { name: 'multiplier', value: '2' },
            ],
          },
        ],
      },
      { preview },
    );
    await user.click(within(await actions()).getByRole('button', { name: 'Change the multiplier' }));
    const field = screen.getByLabelText('New multiplier');
    for (const bad of ['0', '-2', 'abc']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      expect(screen.getByText('The multiplier must be a number greater than 0')).toBeInTheDocument();
    }
    expect(preview).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '3');
    expect(screen.getByText(/^Your balance: 200 → 300 KEST once in force/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Takes effect'), 'later');
    await user.type(screen.getByLabelText('Date and time'), '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Pick a moment in the future, or choose “Now”')).toBeInTheDocument();
    expect(preview).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Takes effect'), 'now');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('action-preview')).toHaveTextContent('×3');
    expect(preview).toHaveBeenCalledWith(TEST_OWNER, {
      kind: 'update-multiplier',
      mint: MINT,
      multiplier: 3,
      effectiveAt: null,
    });
  });

  it('change the interest rate: a rate outside the program’s bounds is refused under its field; the new one is previewed and sent', async () => {
    const user = userEvent.setup();
    const preview = previewOf([
      { label: 'Interest rate', before: '500 basis points a year', after: '-250 basis points a year' },
    ]);
    const run = vi.fn().mockResolvedValue({ signature: '5rate' });
    const interest = {
      kind: 'interest',
      rate: 500,
      averageRateBefore: 500,
      initializedAt: 1,
      updatedAt: 1,
      now: 2,
    } as const;
    open(
      {
        scale: interest,
        extensions: [
          {
            name: 'InterestBearingConfig',
            params: [
              { name: 'rateAuthority', value: TEST_OWNER, address: true },
              { name: 'currentRate', value: '500' },
            ],
          },
        ],
      },
      { preview, run },
    );
    await user.click(within(await actions()).getByRole('button', { name: 'Change the interest rate' }));
    const field = screen.getByLabelText('New rate (basis points a year)');
    expect(screen.getByText(/^Now 500 basis points a year \(5%\)/)).toBeInTheDocument();
    for (const bad of ['40000', '1.5', 'abc']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      expect(
        screen.getByText('The rate must be a whole number of basis points from -32,767 to 32,767'),
      ).toBeInTheDocument();
    }
    expect(preview).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '-250');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('action-preview')).toHaveTextContent('-250 basis points a year');
    expect(preview).toHaveBeenCalledWith(TEST_OWNER, { kind: 'update-interest-rate', mint: MINT, rate: -250 });
    await user.click(screen.getByRole('button', { name: 'Change the rate' }));
    expect(run.mock.calls[0]?.[1]).toEqual({ kind: 'update-interest-rate', mint: MINT, rate: -250 });
    expect(
      await screen.findByText('KEST earns -250 basis points a year (-2.5%) from now, confirmed on Localnet.'),
    ).toBeInTheDocument();
  });

  it('default account state: the freeze authority switches new accounts from frozen to usable, previewed first', async () => {
    const user = userEvent.setup();
    const preview = previewOf([{ label: 'New accounts', before: 'Start frozen', after: 'Start usable' }]);
    const run = vi.fn().mockResolvedValue({ signature: '5state' });
    open(
      {
        freezeAuthority: TEST_OWNER,
        extensions: [{ name: 'DefaultAccountState', params: [{ name: 'state', value: 'Frozen' }] }],
      },
      { preview, run },
    );
    await user.click(within(await actions()).getByRole('button', { name: 'Default account state' }));
    expect(screen.getByTestId('default-state-setting')).toHaveTextContent('New accounts start frozen');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('action-preview')).toHaveTextContent('Start usable');
    expect(preview).toHaveBeenCalledWith(TEST_OWNER, { kind: 'update-default-state', mint: MINT, frozen: false });
    await user.click(screen.getByRole('button', { name: 'Start new accounts usable' }));
    expect(run.mock.calls[0]?.[1]).toEqual({ kind: 'update-default-state', mint: MINT, frozen: false });
    expect(
      await screen.findByText('New accounts of KEST now start usable, confirmed on Localnet.'),
    ).toBeInTheDocument();
  });

  it('close the mint: refused under its field while there is supply, nothing previewed', async () => {
    const user = userEvent.setup();
    const preview = previewOf([{ label: 'Supply', before: '0', after: 'Closed' }]);
    const run = vi.fn().mockResolvedValue({ signature: '5close' });
    const closable = [
      { name: 'MintCloseAuthority', params: [{ name: 'closeAuthority', value: TEST_OWNER, address: true }] },
    ];
    open({ extensions: closable }, { preview, run });
    await user.click(within(await actions()).getByRole('button', { name: 'Close the mint' }));
    expect(screen.getByLabelText('Supply now')).toHaveValue('1,000 KEST');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      screen.getByText('Burn every token first: a mint closes only when its supply is 0 (it is 1,000 KEST).'),
    ).toBeInTheDocument();
    expect(preview).not.toHaveBeenCalled();
  });

  it('close the mint: a mint with no supply is previewed, then closed once its symbol is typed, and the dashboard opens', async () => {
    const user = userEvent.setup();
    const preview = previewOf([{ label: 'Supply', before: '0', after: 'Closed' }]);
    const run = vi.fn().mockResolvedValue({ signature: '5close' });
    const closer = (who: string) => [
      { name: 'MintCloseAuthority', params: [{ name: 'closeAuthority', value: who, address: true }] },
    ];
    open({ supply: 0n, balance: 0n, extensions: closer(TEST_OWNER) }, { preview, run });
    await user.click(within(await actions()).getByRole('button', { name: 'Close the mint' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTestId('action-preview')).toHaveTextContent('Closed');
    expect(preview).toHaveBeenCalledWith(TEST_OWNER, { kind: 'close-mint', mint: MINT });
    await user.click(screen.getByRole('button', { name: 'Close it for good' }));
    expect(await screen.findByText('Type KEST to confirm: this cannot be undone.')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Type KEST to confirm'), 'KEST');
    await user.click(screen.getByRole('button', { name: 'Close it for good' }));
    expect(run.mock.calls[0]?.[1]).toEqual({ kind: 'close-mint', mint: MINT });
    // Nothing is left to show here: the dashboard, and the toast says so.
    expect(await screen.findByText('Mint closed')).toBeInTheDocument();
    expect(screen.getByText('The KEST mint is closed and its rent is back in your wallet')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('close the mint: not offered while another address holds the mint close authority, and why', async () => {
    open({
      extensions: [{ name: 'MintCloseAuthority', params: [{ name: 'closeAuthority', value: OTHER, address: true }] }],
    });
    await actions();
    expect(screen.getByTestId('unavailable-actions')).toHaveTextContent(
      'Close the mint: Needs the mint close authority, which another address holds.',
    );
  });

  it('force transfer: whose tokens is said, the holder as recipient is refused, and the symbol must be typed', async () => {
    const user = userEvent.setup();
    const HOLDER = 'SRMuApVNdxXokk5GT7XD5cUUgXMBCoAz2LHeuAoKWRt';
    const preview = previewOf([{ label: "The holder's account: Balance", before: '40', after: '25' }]);
    const run = vi.fn().mockResolvedValue({ signature: '5force' });
    open(
      { extensions: [{ name: 'PermanentDelegate', params: [{ name: 'delegate', value: TEST_OWNER, address: true }] }] },
      { preview, run },
    );
    await user.click(within(await actions()).getByRole('button', { name: 'Force transfer' }));
    await user.type(screen.getByLabelText('Whose tokens (holder)'), HOLDER);
    expect(screen.getByText(`From the account of ${HOLDER}`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Send them to'), HOLDER);
    await user.type(screen.getByLabelText('Amount'), '15');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('The recipient is the holder: the tokens would not move')).toBeInTheDocument();
    expect(preview).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Send them to'));
    await user.type(screen.getByLabelText('Send them to'), OTHER);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTestId('action-preview');
    await user.type(screen.getByLabelText('Type KEST to confirm'), 'KES');
    await user.click(screen.getByRole('button', { name: 'Move their tokens' }));
    expect(await screen.findByText('Type KEST to confirm: this cannot be undone.')).toBeInTheDocument();
    expect(run).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Type KEST to confirm'), 'T');
    await user.click(screen.getByRole('button', { name: 'Move their tokens' }));
    expect(run.mock.calls[0]?.[1]).toEqual({
      kind: 'force-transfer',
      mint: MINT,
      holder: HOLDER,
      recipient: OTHER,
      amount: 1_500n,
    });
  });
});
