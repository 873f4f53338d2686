import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { AppError } from '@/shared/lib/app-error';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { FOREIGN, KEST } from '@test-support/unit/sample-tokens';
import { stubPointerApis, TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import MintTokenPage from './mint-token-page';

stubPointerApis();

const OTHER_WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

async function pickKest(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Token' }));
  await user.click(await screen.findByRole('option', { name: 'Kestrel Coin (KEST)' }));
}

describe('MintTokenPage', () => {
  it('offers only mintable tokens and lists the others with the reason', async () => {
    const user = userEvent.setup();
    renderWithData(
      withWallet(<MintTokenPage />),
      // On mainnet, where this USDC mint is the real one (elsewhere it would carry the impostor badge).
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST, FOREIGN]) }, PRESET_CLUSTERS['mainnet-beta']),
    );
    expect(await screen.findByText('Select a token to view its information')).toBeInTheDocument();
    const reason = screen.getByText(': You are not the mint authority').closest('li');
    expect(reason).toHaveTextContent('USD Coin (USDC)');
    await user.click(screen.getByRole('combobox', { name: 'Token' }));
    expect(await screen.findByRole('option', { name: 'USD Coin (USDC)' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Kestrel Coin (KEST)' }));
    expect(screen.getByText('1,205.75')).toBeInTheDocument();
  });

  it('validates: token required, amount > 0 within the token decimals, destination a valid address', async () => {
    const user = userEvent.setup();
    const ds = testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]) });
    renderWithData(withWallet(<MintTokenPage />), ds);
    expect(await screen.findByLabelText('Amount')).toHaveValue('1000');
    await user.clear(screen.getByLabelText('Amount'));
    await user.click(screen.getByRole('button', { name: 'Mint Tokens' }));
    expect(await screen.findByText('Token mint address is required')).toBeInTheDocument();
    expect(screen.getByText('Amount must be greater than 0')).toBeInTheDocument();
    await pickKest(user);
    expect(screen.queryByText('Token mint address is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '1.001');
    expect(await screen.findByText('This token allows at most 2 decimal places')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Destination Address (optional)'), 'not-an-address');
    expect(await screen.findByText('Valid Solana address required')).toBeInTheDocument();
    expect(ds.run).not.toHaveBeenCalled();
  });

  it('mints exact base units to another wallet, with the success alert and toast', async () => {
    const user = userEvent.setup();
    const mintTokens = vi.fn().mockResolvedValue({ signature: '3mintSig' });
    renderWithData(
      withWallet(<MintTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), run: mintTokens }),
    );
    await screen.findByLabelText('Amount');
    await pickKest(user);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '250.5');
    await user.type(screen.getByLabelText('Destination Address (optional)'), OTHER_WALLET);
    await user.click(screen.getByRole('button', { name: 'Mint Tokens' }));
    expect(await screen.findByText('Minting Successful!')).toBeInTheDocument();
    expect(await screen.findByText('Tokens Minted!')).toBeInTheDocument();
    expect(screen.getByText('250.5 KEST minted')).toBeInTheDocument();
    expect(mintTokens.mock.calls[0]?.[1]).toEqual({
      kind: 'mint',
      mint: KEST.mint,
      amount: 25_050n,
      destination: OTHER_WALLET,
    });
  });

  it('explains a refusal and keeps the form', async () => {
    const user = userEvent.setup();
    const mintTokens = vi
      .fn()
      .mockRejectedValue(new AppError('simulation-failed', 'This wallet is not the mint authority of this token.'));
    renderWithData(
      withWallet(<MintTokenPage />),
      testDataSource({ getTokens: vi.fn().mockResolvedValue([KEST]), run: mintTokens }),
    );
    await screen.findByLabelText('Amount');
    await pickKest(user);
    await user.click(screen.getByRole('button', { name: 'Mint Tokens' }));
    expect(
      await screen.findAllByText(
        'Failed to mint tokens. Please try again. This wallet is not the mint authority of this token.',
      ),
    ).toHaveLength(2);
    expect(screen.getByLabelText('Amount')).toHaveValue('1000');
    expect(screen.queryByText('Minting Successful!')).not.toBeInTheDocument();
  });

  it('offers "Propose" for a token whose mint authority is a multisig the wallet signs for', async () => {
    const multisig = '7BgBvyjrZX1YKz4oh9mjb8ZScatkkwb8DzFx7LoiVkM3';
    const governed = { ...FOREIGN, mintAuthority: multisig };
    renderWithData(
      withWallet(<MintTokenPage />),
      testDataSource(
        {
          getTokens: vi.fn().mockResolvedValue([KEST, governed, { ...FOREIGN, mint: OTHER_WALLET }]),
          getMultisigs: vi
            .fn()
            .mockResolvedValue([
              { address: multisig, program: 'spl-token', threshold: 2, signers: [OTHER_WALLET, TEST_OWNER] },
            ]),
        },
        PRESET_CLUSTERS['mainnet-beta'],
      ),
    );
    const propose = await screen.findByRole('link', { name: `Propose a mint of ${FOREIGN.symbol}` });
    expect(propose).toHaveAttribute('href', `/token/${FOREIGN.mint}`);
    expect(propose.closest('li')).toHaveTextContent(
      'Its mint authority is the multisig 7BgB...VkM3 (2 of 2), which you sign for: a mint is proposed to its co-signers.',
    );
    // A token whose authority is not a multisig of the wallet's keeps its reason, and no link.
    expect(screen.getByText(': You are not the mint authority')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Propose a mint/ })).toHaveLength(1);
  });
});
