import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ProposalView } from '@/entities/multisig/model';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { AppError } from '@/shared/lib/app-error';
import { renderWithData } from '@test-support/unit/render-with-data';
import { testDataSource } from '@test-support/unit/test-data-source';
import { connectedWallet, disconnectedWallet, TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import ProposalPage from './proposal-page';

const ANA = 'EvzAJ6p6jQcjUcCcv2GpyQLxmp4MTpFReRFRnJdtKcTo';
const BEN = '3Ki7LzmeSNzgUaeGWL8AUgV8uVthjAR8DXGEKMBgFxcQ';
const MULTISIG = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const LINK = 'c=localnet&g=GENESIS&t=AAAA';
const GROWN = 'c=localnet&g=GENESIS&t=BBBB';

function proposal(signed: Record<string, boolean>, overrides: Partial<ProposalView> = {}): ProposalView {
  return {
    title: 'Mint 500 GLD',
    multisig: { address: MULTISIG, program: 'token-2022', threshold: 2, signers: [ANA, TEST_OWNER, BEN] },
    proposer: ANA,
    signers: Object.entries(signed).map(([address, done]) => ({ address, signed: done })),
    status: 'open',
    refusal: null,
    steps: [
      {
        what: 'Mint 500 GLD',
        accounts: [
          {
            role: 'mint',
            address: 'GLDmint1111111111111111111111111111111111111',
            whose: 'the token GLD',
            written: true,
          },
          {
            role: 'token',
            address: 'GLDacct1111111111111111111111111111111111111',
            whose: 'owned by 7Ytt',
            written: true,
          },
          { role: 'mint authority', address: MULTISIG, whose: 'the multisig', written: false },
        ],
      },
    ],
    signature: '5proposal',
    preview: {
      changes: [{ label: 'Supply', before: '1,000', after: '1,500' }],
      feeLamports: 10_000n,
      networkFee: { base: 10_000n, priority: 0n, total: 10_000n, unitLimit: 20_000, unitPrice: 0n, level: 'normal' },
      transactions: 1,
      rentLamports: 0n,
    },
    failure: null,
    squadsMessage: '3mJr7AoUXx2Wqd',
    ...overrides,
  };
}

function renderProposal(
  overrides: Parameters<typeof testDataSource>[0],
  { wallet = connectedWallet(), cluster = PRESET_CLUSTERS.localnet, link = LINK } = {},
) {
  const dataSource = testDataSource(overrides, cluster);
  renderWithData(withWallet(<ProposalPage />, wallet), dataSource, { path: `/proposal#${link}` });
  return dataSource;
}

const signerRow = (address: string) =>
  within(screen.getByTestId('proposal-signers'))
    .getAllByRole('listitem')
    .find((item) => item.querySelector(`[data-address="${address}"]`))!;

describe('Proposal page', () => {
  it('a proposal holding what the app cannot explain says so, in words, and offers neither Sign nor Submit', async () => {
    const refusal =
      'This proposal holds 1 instruction this app does not build for a multisig, so it cannot show what it does: instruction 4, System Program (11111111111111111111111111111111) TransferSol, on your wallet 7Ytt...j2G5 (signs, written), 9xQe...VFin (written). Do not sign it; ask whoever sent the link what it is for.';
    const readProposal = vi
      .fn()
      .mockResolvedValue(proposal({ [ANA]: true, [TEST_OWNER]: false }, { refusal, preview: null }));
    renderProposal({ readProposal });
    expect(await screen.findByTestId('proposal-refusal')).toHaveTextContent(`Do not sign this proposal${refusal}`);
    expect(screen.queryByRole('button', { name: /^Sign/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByTestId('sign-refused')).toHaveTextContent('Neither signing nor submitting is offered');
    expect(screen.queryByTestId('action-preview')).not.toBeInTheDocument();
  });

  it('reads the link and shows what it does, the multisig, who signed, You, and the preview', async () => {
    const readProposal = vi.fn().mockResolvedValue(proposal({ [ANA]: true, [TEST_OWNER]: false }));
    renderProposal({ readProposal });
    expect(await screen.findByTestId('proposal-title')).toHaveTextContent('Mint 500 GLD');
    expect(readProposal).toHaveBeenCalledWith(LINK, TEST_OWNER);
    expect(screen.getByTestId('proposal-status')).toHaveTextContent('Open');
    expect(screen.getByTestId('proposal-multisig')).toHaveTextContent('Multisig 2 of 3');
    expect(screen.getByText('Signatures: 1 of 2')).toBeInTheDocument();
    expect(signerRow(ANA)).toHaveTextContent('Signed · Proposer (pays the fee)');
    expect(signerRow(TEST_OWNER)).toHaveTextContent('You Not signed');
    const preview = screen.getByTestId('action-preview');
    expect(within(preview).getByText('Supply')).toBeInTheDocument();
    expect(within(preview).getByText('1,500')).toBeInTheDocument();
    expect(within(preview).getByTestId('network-fee')).toHaveTextContent('0.00001 SOL');
    expect(screen.getByTestId('submit-blocked')).toHaveTextContent(
      'Waiting for 1 signature (7Ytt...j2G5): it can be submitted once they have signed.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('img', { name: 'QR code of the proposal link' })).toHaveAttribute(
      'data-qr-text',
      `${window.location.origin}/proposal#${LINK}`,
    );
  });

  it('signs with the wallet, moves to the grown link and reads it', async () => {
    const user = userEvent.setup();
    const readProposal = vi.fn(async (link: string) => proposal({ [ANA]: true, [TEST_OWNER]: link === GROWN }));
    const run = vi.fn().mockResolvedValue({ link: GROWN });
    renderProposal({ readProposal, run });
    await user.click(await screen.findByRole('button', { name: 'Sign' }));
    expect(run).toHaveBeenCalledWith(
      expect.objectContaining({ address: TEST_OWNER }),
      { kind: 'sign-proposal', link: LINK, shown: [{ label: 'Supply', before: '1,000', after: '1,500' }] },
      expect.objectContaining({ onStage: expect.any(Function) }),
    );
    expect(await screen.findByText('You have signed this proposal.')).toBeInTheDocument();
    expect(readProposal).toHaveBeenLastCalledWith(GROWN, TEST_OWNER);
    expect(signerRow(TEST_OWNER)).toHaveTextContent('You Signed');
    expect(screen.getByRole('img', { name: 'QR code of the proposal link' })).toHaveAttribute(
      'data-qr-text',
      `${window.location.origin}/proposal#${GROWN}`,
    );
  });

  it('says on the page why a sign failed', async () => {
    const user = userEvent.setup();
    renderProposal({
      readProposal: vi.fn().mockResolvedValue(proposal({ [ANA]: true, [TEST_OWNER]: false })),
      run: vi.fn().mockRejectedValue(new AppError('wallet', 'The wallet changed the proposal while signing.')),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to sign the proposal. The wallet changed the proposal while signing.');
    expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled();
  });

  it('submits once every signer has signed, with no wallet connected, and then reads it as Submitted', async () => {
    const user = userEvent.setup();
    let landed = false;
    const readProposal = vi.fn(async () =>
      proposal({ [ANA]: true, [TEST_OWNER]: true }, landed ? { status: 'landed', preview: null } : {}),
    );
    const run = vi.fn(async () => {
      landed = true;
      return { signature: '5proposal' };
    });
    renderProposal({ readProposal, run }, { wallet: disconnectedWallet() });
    expect(await screen.findByText('Connect your wallet to sign, if it is one of the signers.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(run).toHaveBeenCalledWith(
      null,
      { kind: 'submit-proposal', link: LINK },
      expect.objectContaining({ onStage: expect.any(Function) }),
    );
    expect(await screen.findByText('Mint 500 GLD: submitted, confirmed on Localnet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('proposal-status')).toHaveTextContent('Submitted'));
    expect(screen.getByTestId('proposal-status')).toHaveTextContent('5proposal');
    expect(screen.getByTestId('submit-blocked')).toHaveTextContent(
      'It was submitted already: there is nothing left to send.',
    );
  });

  it('says on the page why a submit failed', async () => {
    const user = userEvent.setup();
    const reason = 'This proposal can no longer land: its nonce was advanced.';
    renderProposal({
      readProposal: vi.fn().mockResolvedValue(proposal({ [ANA]: true, [TEST_OWNER]: true })),
      run: vi.fn().mockRejectedValue(new AppError('invalid', reason)),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to submit the proposal. ${reason}`);
  });

  it('shows a link it cannot read as a message, and one whose nonce moved on as No longer valid', async () => {
    const cutShort = 'This proposal link is incomplete: it was cut short. Ask for the whole link.';
    renderProposal({ readProposal: vi.fn().mockRejectedValue(new AppError('invalid', cutShort)) });
    expect(await screen.findByRole('alert')).toHaveTextContent(`This proposal could not be opened. ${cutShort}`);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says No longer valid, and why it would fail', async () => {
    renderProposal({
      readProposal: vi.fn().mockResolvedValue(proposal({ [ANA]: true }, { status: 'advanced', preview: null })),
    });
    expect(await screen.findByTestId('proposal-status')).toHaveTextContent('No longer valid');
    expect(screen.queryByTestId('sign-section')).not.toBeInTheDocument();
  });

  it('a proposal that would fail says why and what it holds, offers neither Sign nor Submit, and reads again on asking', async () => {
    const user = userEvent.setup();
    const failing = proposal(
      { [ANA]: true, [TEST_OWNER]: false },
      { preview: null, failure: 'Insufficient SOL to pay the network fee.' },
    );
    const readProposal = vi
      .fn()
      .mockResolvedValueOnce(failing)
      .mockResolvedValue(proposal({ [ANA]: true, [TEST_OWNER]: false }));
    renderProposal({ readProposal });
    expect(await screen.findByText('It would fail if submitted now')).toBeInTheDocument();
    expect(screen.getByText('Insufficient SOL to pay the network fee.')).toBeInTheDocument();
    // What it does is said instruction by instruction even so, each account with whose it is.
    const steps = screen.getByTestId('proposal-steps');
    expect(steps).toHaveTextContent('Mint 500 GLD');
    expect(steps).toHaveTextContent('mint authority: 9xQe...VFin (the multisig)');
    expect(screen.getByTestId('sign-withheld')).toHaveTextContent(
      'Neither signing nor submitting is offered while it would fail',
    );
    expect(screen.queryByRole('button', { name: /^Sign/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read it again' }));
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeEnabled();
    expect(readProposal).toHaveBeenCalledTimes(2);
  });

  it('a signature refused because the proposal changed reads it again, showing what it does now', async () => {
    const user = userEvent.setup();
    const readProposal = vi
      .fn()
      .mockResolvedValueOnce(proposal({ [ANA]: true, [TEST_OWNER]: false }))
      .mockResolvedValue(
        proposal(
          { [ANA]: true, [TEST_OWNER]: false },
          {
            preview: {
              ...proposal({}).preview!,
              changes: [{ label: 'Supply', before: '1,500', after: '2,000' }],
            },
          },
        ),
      );
    const run = vi
      .fn()
      .mockRejectedValue(
        new AppError(
          'invalid',
          'What this proposal would do is no longer what the page showed (“Supply: 1,000 → 1,500” is now “Supply: 1,500 → 2,000”). Nothing was signed: read it again before you sign.',
        ),
      );
    renderProposal({ readProposal, run });
    await user.click(await screen.findByRole('button', { name: 'Sign' }));
    // Said in the toast and kept above the buttons.
    expect((await screen.findAllByText(/is no longer what the page showed/)).length).toBeGreaterThan(0);
    expect(await screen.findByText('2,000')).toBeInTheDocument();
    expect(readProposal).toHaveBeenCalledTimes(2);
  });

  it('the proposer withdraws an open proposal, and the page reads it again as Withdrawn', async () => {
    const user = userEvent.setup();
    const readProposal = vi
      .fn()
      .mockResolvedValueOnce(proposal({ [TEST_OWNER]: true, [ANA]: false }, { proposer: TEST_OWNER }))
      .mockResolvedValue(
        proposal({ [TEST_OWNER]: true, [ANA]: false }, { proposer: TEST_OWNER, status: 'withdrawn', preview: null }),
      );
    const run = vi.fn().mockResolvedValue({ signature: '5withdrawal' });
    renderProposal({ readProposal, run });
    await user.click(await screen.findByRole('button', { name: 'Withdraw proposal' }));
    expect(run).toHaveBeenCalledWith(
      expect.objectContaining({ address: TEST_OWNER }),
      { kind: 'withdraw-proposal', link: LINK },
      expect.anything(),
    );
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.getByText('Its proposer withdrew it: there is nothing to submit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw proposal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  });

  it('offers no withdrawal to a co-signer', async () => {
    renderProposal({ readProposal: vi.fn().mockResolvedValue(proposal({ [ANA]: true, [TEST_OWNER]: false })) });
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Withdraw proposal' })).not.toBeInTheDocument();
  });

  it('exports the message for Squads, and copies the link', async () => {
    const user = userEvent.setup();
    renderProposal({ readProposal: vi.fn().mockResolvedValue(proposal({ [ANA]: true })) });
    await user.click(await screen.findByRole('button', { name: 'Export for Squads' }));
    expect(screen.getByRole('textbox', { name: 'Transaction message (base58)' })).toHaveValue('3mJr7AoUXx2Wqd');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/proposal#${LINK}`);
  });

  it('on Demo, signs as a sample co-signer without a wallet, and has nothing for Squads', async () => {
    const user = userEvent.setup();
    const run = vi.fn().mockResolvedValue({ link: GROWN });
    renderProposal(
      {
        readProposal: vi
          .fn()
          .mockResolvedValue(
            proposal({ [TEST_OWNER]: true, [ANA]: false }, { proposer: TEST_OWNER, squadsMessage: null as never }),
          ),
        run,
      },
      { cluster: PRESET_CLUSTERS.demo },
    );
    expect(await screen.findByText('You have signed this proposal.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign as Ben (sample co-signer)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign as Ana (sample co-signer)' }));
    expect(run).toHaveBeenCalledWith(
      { address: ANA },
      { kind: 'sign-proposal', link: LINK, shown: [{ label: 'Supply', before: '1,000', after: '1,500' }] },
      expect.anything(),
    );
    await user.click(screen.getByRole('button', { name: 'Export for Squads' }));
    expect(screen.getByText('Demo has no real transaction to export.')).toBeInTheDocument();
  });

  it('asks for a link when the address carries none', async () => {
    renderProposal({}, { link: '' });
    expect(
      await screen.findByText('This page opens a proposal from its link, and this address carries none.'),
    ).toBeInTheDocument();
  });
});
