import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ActionPreview } from '@/entities/action/model';
import type { MultisigAccount } from '@/entities/multisig/model';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { DEMO_CO_SIGNERS } from '@/entities/multisig/lib/demo-co-signers';
import { AppError } from '@/shared/lib/app-error';
import { renderWithData } from '@test-support/unit/render-with-data';
import { testDataSource } from '@test-support/unit/test-data-source';
import { TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import MultisigPage from './multisig-page';

const ANA = 'EvzAJ6p6jQcjUcCcv2GpyQLxmp4MTpFReRFRnJdtKcTo';
const BEN = '3Ki7LzmeSNzgUaeGWL8AUgV8uVthjAR8DXGEKMBgFxcQ';
const MULTISIG = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const NONCE = 'Nonce1111111111111111111111111111111111111';

const PREVIEW: ActionPreview = {
  changes: [],
  feeLamports: 5000n,
  networkFee: { base: 5000n, priority: 0n, total: 5000n, unitLimit: 10_000, unitPrice: 0n, level: 'normal' },
  transactions: 1,
  rentLamports: 2_463_840n,
};
const multisig = (signers: string[], threshold: number): MultisigAccount => ({
  address: MULTISIG,
  program: 'token-2022',
  threshold,
  signers,
});

const signerInput = (n: number) => screen.getByRole('textbox', { name: `Signer ${n}` });
const thresholdInput = () => screen.getByRole('textbox', { name: 'Threshold' });

function renderPage(overrides: Parameters<typeof testDataSource>[0] = {}, cluster = PRESET_CLUSTERS.localnet) {
  const dataSource = testDataSource(
    {
      getMultisigs: vi.fn().mockResolvedValue([]),
      getNonceAccounts: vi.fn().mockResolvedValue([]),
      preview: vi.fn().mockResolvedValue(PREVIEW),
      ...overrides,
    },
    cluster,
  );
  renderWithData(withWallet(<MultisigPage />), dataSource);
  return dataSource;
}

describe('Multisig page: create', () => {
  it('starts with two rows, the wallet in the first, and refuses a threshold above the signers, then below 1', async () => {
    const user = userEvent.setup();
    const dataSource = renderPage();
    expect(signerInput(1)).toHaveValue(TEST_OWNER);
    expect(signerInput(2)).toHaveValue('');
    expect(screen.getByText('Your connected wallet')).toBeInTheDocument();
    await user.type(signerInput(2), ANA);
    await user.clear(thresholdInput());
    await user.type(thresholdInput(), '3');
    await user.click(screen.getByRole('button', { name: 'Create Multisig' }));
    const message = 'The threshold must be a whole number from 1 to 2 (the number of signers).';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.clear(thresholdInput());
    await user.type(thresholdInput(), '0');
    expect(screen.getByText(message)).toBeInTheDocument();
    // Nothing typed is lost, and nothing was signed.
    expect(signerInput(2)).toHaveValue(ANA);
    expect(thresholdInput()).toHaveValue('0');
    expect(dataSource.run).not.toHaveBeenCalled();
  });

  it('says under the row that a signer is listed twice, and an empty row', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Create Multisig' }));
    expect(await screen.findByText('Enter a signer address.')).toBeInTheDocument();
    await user.type(signerInput(2), TEST_OWNER);
    expect(screen.getByText('This signer is already listed.')).toBeInTheDocument();
    expect(signerInput(2)).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds rows up to 11, then says why no more, and removes down to 2', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.queryByRole('button', { name: 'Remove signer 1' })).not.toBeInTheDocument();
    for (let rows = 2; rows < 11; rows += 1) await user.click(screen.getByRole('button', { name: 'Add signer' }));
    expect(signerInput(11)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add signer' })).toBeDisabled();
    expect(screen.getByText('A multisig has at most 11 signers.')).toBeInTheDocument();
    for (let rows = 11; rows > 2; rows -= 1)
      await user.click(screen.getByRole('button', { name: `Remove signer ${rows}` }));
    expect(screen.queryByRole('button', { name: 'Remove signer 2' })).not.toBeInTheDocument();
    expect(signerInput(1)).toHaveValue(TEST_OWNER);
  });

  it('previews the rent and fee, creates, and shows the new multisig with You marked', async () => {
    const user = userEvent.setup();
    const run = vi.fn().mockResolvedValue({ signature: '5create', address: MULTISIG });
    const dataSource = renderPage({ run });
    await user.type(signerInput(2), ANA);
    await user.click(screen.getByRole('radio', { name: 'SPL Token (classic)' }));
    const action = { kind: 'create-multisig', signers: [TEST_OWNER, ANA], threshold: 2, program: 'spl-token' };
    await waitFor(() => expect(dataSource.preview).toHaveBeenCalledWith(TEST_OWNER, action), { timeout: 3000 });
    const estimate = screen.getByTestId('fee-estimate');
    expect(await within(estimate).findByText('Rent for new accounts')).toBeInTheDocument();
    expect(within(estimate).getByText('0.00246384 SOL')).toBeInTheDocument();
    expect(within(estimate).getByTestId('fee-total')).toHaveTextContent('0.00246884 SOL');
    await user.click(screen.getByRole('button', { name: 'Create Multisig' }));
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ address: TEST_OWNER }), action, expect.anything());
    const created = await screen.findByTestId('created-multisig');
    expect(within(created).getByText('Multisig 2 of 2')).toBeInTheDocument();
    expect(within(created).getByText('· SPL Token (classic)')).toBeInTheDocument();
    expect(within(created).getByText('You')).toBeInTheDocument();
    expect(within(created).getByRole('button', { name: 'Copy multisig address' })).toBeInTheDocument();
    expect(within(created).getByRole('link', { name: 'View the multisig on the explorer' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/address/${MULTISIG}`),
    );
    expect(signerInput(2)).toHaveValue('');
  });

  it('keeps the form and says why when the creation fails', async () => {
    const user = userEvent.setup();
    const run = vi.fn().mockRejectedValue(new AppError('simulation-failed', 'Insufficient SOL for this transaction.'));
    renderPage({ run });
    await user.type(signerInput(2), ANA);
    await user.click(screen.getByRole('button', { name: 'Create Multisig' }));
    // On the page (the toast says it too, for a while).
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Failed to create the multisig. Please try again. Insufficient SOL for this transaction.',
    );
    expect(alert).toHaveTextContent('Nothing was signed or sent.');
    expect(signerInput(2)).toHaveValue(ANA);
  });

  it('offers Demo’s sample co-signers in one click', async () => {
    const user = userEvent.setup();
    renderPage({}, PRESET_CLUSTERS.demo);
    await user.click(screen.getByRole('button', { name: `Add ${DEMO_CO_SIGNERS[0].name}` }));
    expect(signerInput(2)).toHaveValue(ANA);
    expect(screen.queryByRole('button', { name: `Add ${DEMO_CO_SIGNERS[0].name}` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Add ${DEMO_CO_SIGNERS[1].name}` }));
    expect(signerInput(3)).toHaveValue(BEN);
  });
});

describe('Multisig page: lists', () => {
  it('lists the wallet’s multisigs with You marked: those it created apart from those that merely name it', async () => {
    renderPage({
      getMultisigs: vi.fn().mockResolvedValue([
        { ...multisig([ANA, TEST_OWNER, BEN], 2), createdHere: true },
        { ...multisig([BEN, TEST_OWNER], 2), address: NONCE },
      ]),
    });
    const list = await screen.findByTestId('your-multisigs');
    expect(within(list).getByText('Multisig 2 of 3')).toBeInTheDocument();
    expect(within(list).getByText('You')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const naming = screen.getByRole('region', { name: 'Naming you as a signer' });
    expect(within(naming).getByText('Multisig 2 of 2')).toBeInTheDocument();
    expect(
      within(naming).getByText(
        'Anyone can name any wallet as a signer: these were not created here. Sign only what you understand.',
      ),
    ).toBeInTheDocument();
  });

  it('says when there is none, and keeps a failed read on the page with a retry', async () => {
    const user = userEvent.setup();
    const getMultisigs = vi
      .fn()
      .mockRejectedValueOnce(new AppError('unreachable', 'The node did not answer.'))
      .mockResolvedValueOnce([]);
    renderPage({ getMultisigs });
    expect(await screen.findByText('Your multisigs could not be read: The node did not answer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no multisig yet: create one to share an authority.')).toBeInTheDocument();
  });

  it('lists nonce accounts, and creates one after showing its rent', async () => {
    const user = userEvent.setup();
    const run = vi.fn().mockResolvedValue({ signature: '5nonce', address: NONCE });
    const dataSource = renderPage({
      run,
      getNonceAccounts: vi.fn().mockResolvedValue([{ address: NONCE, authority: TEST_OWNER, nonce: 'GfVc' }]),
    });
    expect(await screen.findByText('GfVc')).toBeInTheDocument();
    expect(screen.getByText(/keeps a proposal valid while co-signers take their time/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a nonce account' }));
    await waitFor(() => expect(dataSource.preview).toHaveBeenCalledWith(TEST_OWNER, { kind: 'create-nonce' }), {
      timeout: 3000,
    });
    expect(await screen.findByText('0.00246384 SOL')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create it' }));
    expect(await screen.findByText('Nonce account Nonc...1111 created, confirmed on Localnet.')).toBeInTheDocument();
    expect(run).toHaveBeenCalledWith(expect.anything(), { kind: 'create-nonce' }, expect.anything());
  });
});

describe('the nonce accounts card', () => {
  it('says how long an ordinary transaction lives, as the cluster’s own figures give it', async () => {
    const getExpiryWindow = vi.fn().mockResolvedValue({ blocks: 151, seconds: 60 });
    renderWithData(withWallet(<MultisigPage />), testDataSource({ getExpiryWindow }));
    expect(
      await screen.findByText(/an ordinary transaction lives 151 blocks, about 60 seconds now\./),
    ).toBeInTheDocument();
  });
});
