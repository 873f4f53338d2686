import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { MULTISIG_METADATA } from '@/data-source/action-wording';
import type { MultisigAccount } from '@/entities/multisig/model';
import type { TokenDetails } from '@/entities/token/model';
import { AppError } from '@/shared/lib/app-error';
import { renderWithData } from '@test-support/unit/render-with-data';
import { testDataSource } from '@test-support/unit/test-data-source';
import { TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import { MINT, OTHER, tokenDetails, tokenPageRoute as page } from './token-page.fixture';

const MULTISIG = 'EvzAJ6p6jQcjUcCcv2GpyQLxmp4MTpFReRFRnJdtKcTo';
const CO_SIGNER = '3Ki7LzmeSNzgUaeGWL8AUgV8uVthjAR8DXGEKMBgFxcQ';
const multisig = (program: MultisigAccount['program'] = 'token-2022'): MultisigAccount => ({
  address: MULTISIG,
  program,
  threshold: 2,
  signers: [TEST_OWNER, CO_SIGNER, OTHER],
});
/** getMultisig as the contract answers it: the multisig at its address, 'invalid' anywhere else. */
const getMultisig = (found: MultisigAccount) =>
  vi.fn(async (address: string) => {
    if (address === found.address) return found;
    throw new AppError('invalid', `There is no token multisig at ${address}.`);
  });

function open(over: Partial<TokenDetails>, sources: Parameters<typeof testDataSource>[0] = {}, state: unknown = null) {
  const dataSource = testDataSource({
    getTokenDetails: vi.fn().mockResolvedValue(tokenDetails(over)),
    getLargestHolders: vi.fn().mockResolvedValue(null),
    ...sources,
  });
  renderWithData(withWallet(page), dataSource, { path: `/token/${MINT}`, state });
  return dataSource;
}

const authority = (extension: string, param: string, value: string) => ({
  name: extension,
  params: [{ name: param, value, address: true }],
});

describe('Multisig authorities on the token page', () => {
  it('shows an authority held by a multisig as "Multisig 2 of 3" with its signers, You among them', async () => {
    const lookup = getMultisig(multisig());
    open(
      { mintAuthority: MULTISIG, metadata: { updateAuthority: OTHER, uri: '', additional: [] } },
      { getMultisig: lookup },
    );
    const authorities = await screen.findByTestId('authorities');
    const row = (label: string) => within(authorities).getByText(label).nextElementSibling as HTMLElement;
    expect(await within(row('Mint authority')).findByText('Multisig 2 of 3')).toBeInTheDocument();
    expect(within(row('Mint authority')).getByText('You')).toBeInTheDocument();
    expect(within(row('Mint authority')).getAllByRole('listitem')).toHaveLength(3);
    // Not a multisig: the address as before; the wallet's own address is never asked about.
    expect(row('Metadata update authority').querySelector(`[data-address="${OTHER}"]`)).not.toBeNull();
    expect(within(row('Metadata update authority')).queryByText(/^Multisig/)).not.toBeInTheDocument();
    expect(lookup).not.toHaveBeenCalledWith(TEST_OWNER);
  });

  it('offers the extension authorities the wallet holds in the hand-over form', async () => {
    const user = userEvent.setup();
    open({
      mintAuthority: OTHER,
      metadata: null,
      extensions: [
        {
          name: 'TransferFeeConfig',
          params: [
            { name: 'transferFeeConfigAuthority', value: TEST_OWNER, address: true },
            { name: 'withdrawWithheldAuthority', value: TEST_OWNER, address: true },
          ],
        },
        authority('PausableConfig', 'authority', TEST_OWNER),
        authority('ScaledUiAmountConfig', 'authority', TEST_OWNER),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Authorities' }));
    const roles = within(screen.getByRole('group', { name: 'Authority' }))
      .getAllByRole('radio')
      .map((radio) => radio.parentElement?.textContent);
    expect(roles).toEqual([
      'Transfer fee authority',
      'Withdraw-withheld authority',
      'Pause authority',
      'Multiplier authority',
    ]);
  });

  it('names a known multisig typed as the new authority, and warns before metadata goes to one', async () => {
    const user = userEvent.setup();
    open({}, { getMultisigs: vi.fn().mockResolvedValue([multisig()]), getMultisig: getMultisig(multisig()) });
    await user.click(await screen.findByRole('button', { name: 'Authorities' }));
    await user.type(screen.getByLabelText('New authority'), MULTISIG);
    const target = await screen.findByTestId('target-multisig');
    expect(within(target).getByText('Multisig 2 of 3')).toBeInTheDocument();
    expect(within(target).queryByText(MULTISIG_METADATA)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Metadata update authority' }));
    expect(within(screen.getByTestId('target-multisig')).getByText(MULTISIG_METADATA)).toBeInTheDocument();
  });

  it('warns that a multisig of the other token program could never sign', async () => {
    const user = userEvent.setup();
    open({}, { getMultisig: getMultisig(multisig('spl-token')) });
    await user.click(await screen.findByRole('button', { name: 'Authorities' }));
    await user.type(screen.getByLabelText('New authority'), MULTISIG);
    expect(await screen.findByTestId('target-multisig')).toHaveTextContent(
      'This multisig belongs to the classic SPL Token program, this token to Token-2022: it could never sign for it, and the authority handed to it could never be used.',
    );
  });

  it('a mint through a 2-of-3 multisig the wallet signs for is proposed: a nonce account first, exactly 2 signers, then the link', async () => {
    const user = userEvent.setup();
    const NONCE = 'GVBL5iksx6vP28NSQ4bNqEGsxoSRB1eNy2rAZKYzdTYU';
    const preview = vi.fn().mockResolvedValue({
      changes: [{ label: 'Supply', before: '1,000', after: '1,100' }],
      feeLamports: 15000n,
      networkFee: { base: 15000n, priority: 0n, total: 15000n, unitLimit: 12_000, unitPrice: 0n, level: 'normal' },
      transactions: 1,
      rentLamports: 0n,
    });
    const run = vi.fn().mockResolvedValue({ signature: '5sig', link: 'c=localnet&g=G&t=AAAA' });
    open(
      { mintAuthority: MULTISIG },
      {
        getMultisig: getMultisig(multisig()),
        getNonceAccounts: vi.fn().mockResolvedValue([{ address: NONCE, authority: TEST_OWNER, nonce: 'N' }]),
        preview,
        run,
      },
    );
    const group = await screen.findByRole('group', { name: 'Actions' });
    await user.click(await within(group).findByRole('button', { name: 'Mint' }));
    await user.type(screen.getByLabelText('Amount to mint'), '100');
    expect(await screen.findByTestId('propose-through')).toHaveTextContent('(2 of 3)');
    // Three signers, two needed: the wallet and the first other, unless chosen otherwise.
    const who = screen.getByRole('group', { name: 'Who signs (2 of 3)' });
    await user.click(within(who).getAllByRole('checkbox')[2]!);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText("Choose exactly 2 of the multisig's signers.")).toBeInTheDocument();
    expect(preview).not.toHaveBeenCalled();
    await user.click(within(who).getAllByRole('checkbox')[1]!);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const proposal = {
      kind: 'propose',
      multisig: MULTISIG,
      nonce: NONCE,
      signers: [TEST_OWNER, OTHER],
      // 100 typed, in the fixture's 2 decimals.
      action: { kind: 'mint', mint: MINT, amount: 10_000n, destination: TEST_OWNER },
    };
    expect(preview).toHaveBeenCalledWith(TEST_OWNER, proposal);
    await user.click(await screen.findByRole('button', { name: 'Sign and share the proposal' }));
    expect(run).toHaveBeenCalledWith(expect.anything(), proposal, expect.anything());
  });

  it('opened from Mint Tokens’ "Propose", the mint proposal form is open already', async () => {
    // What Mint Tokens' link carries: the action to open, in the navigation's state.
    open({ mintAuthority: MULTISIG }, { getMultisig: getMultisig(multisig()) }, { manage: 'mint' });
    expect(await screen.findByLabelText('Amount to mint')).toBeInTheDocument();
  });
});
