import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { createDemoDataSource } from '@/data-source/demo/demo-data-source';
import type { TokenDetails } from '@/entities/token/model';
import { PRESET_CLUSTERS } from '@/entities/cluster/model';
import { testDataSource } from '@test-support/unit/test-data-source';
import { renderWithData } from '@test-support/unit/render-with-data';
import { TEST_OWNER, withWallet } from '@test-support/unit/wallet-mock';
import { MINT, OTHER, tokenDetails, tokenPageRoute as page } from './token-page.fixture';

const details = (over: Partial<TokenDetails> = {}): TokenDetails => ({
  ...tokenDetails(),
  supply: 123_456_789n,
  balance: 100_025n,
  metadata: { updateAuthority: OTHER, uri: 'ipfs://QmNotHttps', additional: [['website', 'kestrel.example']] },
  extensions: [
    {
      name: 'TransferFeeConfig',
      params: [
        { name: 'transferFeeConfigAuthority', value: TEST_OWNER, address: true },
        { name: 'newerTransferFee.transferFeeBasisPoints', value: '50' },
      ],
    },
  ],
  ...over,
});

describe('TokenPage', () => {
  it('shows the mint exactly: supply, balance, each authority as You, an address or Revoked, extensions and metadata', async () => {
    const getTokenDetails = vi.fn().mockResolvedValue(details());
    const getLargestHolders = vi.fn().mockResolvedValue(null);
    renderWithData(withWallet(page), testDataSource({ getTokenDetails, getLargestHolders }), {
      path: `/token/${MINT}`,
    });
    expect(await screen.findByTestId('token-supply')).toHaveTextContent('1,234,567.89');
    expect(screen.getByTestId('token-balance')).toHaveTextContent('1,000.25');
    expect(getTokenDetails).toHaveBeenCalledWith(MINT, TEST_OWNER);
    const authorities = screen.getByTestId('authorities');
    const row = (label: string) => within(authorities).getByText(label).nextElementSibling as HTMLElement;
    expect(row('Mint authority')).toHaveTextContent('You');
    expect(row('Freeze authority')).toHaveTextContent('Revoked');
    expect(row('Metadata update authority').querySelector(`[data-address="${OTHER}"]`)).not.toBeNull();
    expect(row('TransferFeeConfig: transferFeeConfigAuthority')).toHaveTextContent('You');
    expect(within(screen.getByTestId('extensions')).getByText('Transfer fee config')).toBeInTheDocument();
    expect(within(screen.getByTestId('extensions')).getByText('50')).toBeInTheDocument();
    const metadata = screen.getByTestId('metadata');
    // Not https: shown as text, never a link, never fetched.
    expect(within(metadata).getByText('(not https: not opened)')).toBeInTheDocument();
    expect(within(metadata).queryByRole('link')).not.toBeInTheDocument();
    expect(within(metadata).getByText('kestrel.example')).toBeInTheDocument();
    expect(
      await screen.findByText('This cluster does not answer which accounts hold the most of a token.'),
    ).toBeInTheDocument();
  });

  it('a mint with an extension the app does not know: named by its number, and burning is still offered', async () => {
    const getTokenDetails = vi
      .fn()
      .mockResolvedValue(details({ unknownExtensions: [99], extensions: [{ name: 'Extension 99', params: [] }] }));
    renderWithData(withWallet(page), testDataSource({ getTokenDetails }), { path: `/token/${MINT}` });
    expect(await screen.findByText('Extension 99, unknown to this app')).toBeInTheDocument();
    expect(within(screen.getByTestId('extensions')).getByText(/Extension 99/)).toBeInTheDocument();
    expect(
      within(await screen.findByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Burn' }),
    ).toBeInTheDocument();
  });

  it('marks a token imitating a well-known one, on its own page', async () => {
    const fake = details({ name: 'USD Coin', symbol: 'USDC' });
    renderWithData(
      withWallet(page),
      testDataSource({ getTokenDetails: vi.fn().mockResolvedValue(fake) }, PRESET_CLUSTERS.devnet),
      { path: `/token/${MINT}` },
    );
    expect(await screen.findByText('Unverified — not the real USDC')).toBeInTheDocument();
  });

  it('an address with no mint, and text that is no address, each get a clear page', async () => {
    const ds = createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });
    const { unmount } = renderWithData(withWallet(page), ds, { path: `/token/${OTHER}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(`No token mint exists at ${OTHER} on Demo.`);
    unmount();
    renderWithData(withWallet(page), ds, { path: '/token/not-an-address' });
    expect(await screen.findByRole('alert')).toHaveTextContent('"not-an-address" is not a Solana address.');
  });

  it('on Demo, a sample token: its supply, your balance, the largest holders and your activity with it', async () => {
    const ds = createDemoDataSource(PRESET_CLUSTERS.demo, { actionMs: 0, loadMs: 0 });
    renderWithData(withWallet(page), ds, { path: '/token/EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' });
    expect(await screen.findByTestId('token-balance')).toHaveTextContent('500.25');
    expect(await screen.findByTestId('largest-holders')).toHaveTextContent('You');
    // The send, the dust and the swap that paid USDC for RAY.
    const activity = await screen.findAllByTestId('transaction-card');
    expect(activity).toHaveLength(3);
    expect(activity.map((card) => card.textContent)).toContainEqual(expect.stringContaining('-10 USDC → +4.25 RAY'));
  });
});
