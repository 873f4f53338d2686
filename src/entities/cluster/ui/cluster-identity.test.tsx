import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { customCluster, PRESET_CLUSTERS, withOwnUrl, type Cluster } from '../model';
import { ClusterContext, type StoredCluster } from '../use-cluster';
import { ClusterIdentityGuard } from './cluster-identity';

const MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';
const DEVNET = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';

function answering(genesis: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: genesis }))),
  );
}

function show(cluster: Cluster) {
  const context = { cluster, stored: { id: 'devnet' as const }, setCluster: vi.fn(), updateStored: vi.fn() };
  render(
    <ClusterContext.Provider value={context}>
      <ClusterIdentityGuard>
        <p>the page</p>
      </ClusterIdentityGuard>
    </ClusterContext.Provider>,
  );
  return context;
}

afterEach(() => vi.unstubAllGlobals());

describe('ClusterIdentityGuard', () => {
  it('a URL that now answers as another cluster shows nothing of the page until the user chooses', async () => {
    answering(DEVNET);
    const context = show(
      customCluster('https://moved.example.org/', { genesisHash: MAINNET, network: 'mainnet-beta' }),
    );
    expect(await screen.findByText('Another cluster answers at this URL')).toBeInTheDocument();
    expect(screen.getByText(/It was Mainnet-beta when you chose it; it now answers as Devnet/)).toBeInTheDocument();
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use it as Devnet' }));
    const change = context.updateStored.mock.calls[0]![0] as (stored: StoredCluster) => StoredCluster;
    expect(change({ id: 'custom', customUrl: 'https://moved.example.org/' })).toEqual({
      id: 'custom',
      customUrl: 'https://moved.example.org/',
      customIdentity: { genesisHash: DEVNET, network: 'devnet' },
    });
  });

  it('the same cluster at the URL shows the page, with the Mainnet marker where real money moves', async () => {
    answering(MAINNET);
    show(withOwnUrl('mainnet-beta', 'https://same.example.org/k', MAINNET));
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.getByTestId('mainnet-marker')).toHaveTextContent('Mainnet');
    expect(screen.getByTestId('mainnet-marker')).not.toHaveTextContent('rate limited');
  });

  it("the public mainnet endpoint's marker says it is rate limited; devnet has no marker", () => {
    show(PRESET_CLUSTERS['mainnet-beta']);
    expect(screen.getByTestId('mainnet-marker')).toHaveTextContent('rate limited and meant for light use');
  });

  it('no marker off mainnet; devnet through its public endpoint says it is for light use, through your URL not', () => {
    show(PRESET_CLUSTERS.devnet);
    expect(screen.queryByTestId('mainnet-marker')).not.toBeInTheDocument();
    expect(screen.getByTestId('public-endpoint-note')).toHaveTextContent('rate limited and meant for light use');
  });

  it('devnet through a URL of your own has no such note', () => {
    answering(DEVNET);
    show(withOwnUrl('devnet', 'https://devnet.example.org/k', DEVNET));
    expect(screen.queryByTestId('public-endpoint-note')).not.toBeInTheDocument();
  });
});
