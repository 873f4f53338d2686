import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { PRESET_CLUSTERS, type Cluster } from '@/entities/cluster/model';
import { ClusterContext } from '@/entities/cluster/use-cluster';
import { ClusterConnection, ClusterGate } from './cluster-gate';

/** A local chain's genesis hash: no public cluster's. */
const LOCAL_GENESIS = 'GfVcyD4kkTrj4bKc7WA9sZCin9JDbdT4Zkd3EittNR1W';

/**
 * The node behind the cluster: getVersion answers with the next value of `versions` (an Error = no
 * answer); getGenesisHash with `genesis`. Returns the getVersion calls.
 */
function node(getVersion: () => Promise<string>, genesis = LOCAL_GENESIS) {
  const versions = vi.fn(async () => {
    const version = await getVersion();
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { 'solana-core': version } }));
  });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const { method } = JSON.parse(String(init.body)) as { method: string };
    if (method === 'getGenesisHash') return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: genesis }));
    return versions();
  });
  return versions;
}

function renderGate(cluster: Cluster) {
  return render(
    <ClusterContext.Provider
      value={{ cluster, stored: { id: 'devnet' as const }, setCluster: vi.fn(), updateStored: vi.fn() }}
    >
      <ClusterConnection>
        <ClusterGate clusterSwitch={<button type="button">Switch cluster</button>}>
          <p>The routes</p>
        </ClusterGate>
      </ClusterConnection>
      <Toaster />
    </ClusterContext.Provider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ClusterGate', () => {
  it('says it is connecting, then shows the routes, the green indicator and a toast with the node version', async () => {
    let answer: (v: string) => void = () => {};
    node(() => new Promise<string>((r) => (answer = r)));
    renderGate(PRESET_CLUSTERS.localnet);
    expect(screen.getByText('Connecting to Solana...')).toBeInTheDocument();
    expect(screen.getByText('Localnet · http://127.0.0.1:8899')).toBeInTheDocument();
    answer('2.2.7');
    expect(await screen.findByText('The routes')).toBeInTheDocument();
    expect(screen.getByTestId('connected-indicator')).toHaveAccessibleName('Connected to Localnet');
    expect(await screen.findByText('Connected to Solana')).toBeInTheDocument();
    expect(screen.getByText('Node version 2.2.7')).toBeInTheDocument();
  });

  it('shows Network Offline with retry and a way to switch cluster when the cluster is unreachable', async () => {
    const getVersion = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('fetch failed'));
    const fetchFn = node(getVersion);
    renderGate(PRESET_CLUSTERS.testnet);
    // One retry, a second later, before the offline screen.
    expect(await screen.findByText('Network Offline', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Cannot connect to Solana')).toBeInTheDocument();
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch cluster' })).toBeInTheDocument();
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not connect to Solana network. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('The routes')).not.toBeInTheDocument();
    // Asked once, then once more, before saying it is offline.
    expect(fetchFn).toHaveBeenCalledTimes(2);

    getVersion.mockResolvedValue('2.2.7');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The routes')).toBeInTheDocument();
  });
});

describe('ClusterGate under a rate limit', () => {
  it('says "rate limited — retrying in N s" (never Network Offline), waits as the node asks, then connects', async () => {
    let limited = true;
    const fetchFn = vi.fn(async (_url: string, init: RequestInit) =>
      limited
        ? new Response('Too Many Requests', { status: 429, headers: { 'retry-after': '1' } })
        : new Response(
            JSON.stringify({
              jsonrpc: '2.0',
              id: 1,
              result: String(init.body).includes('getGenesisHash') ? LOCAL_GENESIS : { 'solana-core': '2.2.7' },
            }),
          ),
    );
    vi.stubGlobal('fetch', fetchFn);
    renderGate(PRESET_CLUSTERS['mainnet-beta']);
    expect(await screen.findByText(/Rate limited — retrying in [01] s/)).toBeInTheDocument();
    expect(screen.queryByText('Network Offline')).not.toBeInTheDocument();
    expect(screen.queryByText('Connection Failed')).not.toBeInTheDocument();
    limited = false;
    expect(await screen.findByText('The routes', {}, { timeout: 3000 })).toBeInTheDocument();
    // Version and genesis hash asked together: refused once, then answered.
    expect(fetchFn).toHaveBeenCalledTimes(4);
  });

  it('names where the cluster is reached by its origin only: a provider key in the path or query is never printed', async () => {
    node(() => new Promise<string>(() => {}));
    const keyed: Cluster = {
      ...PRESET_CLUSTERS['mainnet-beta'],
      endpoint: 'https://mainnet.example-rpc.com/v2/SECRETKEY123?api-key=SECRETKEY456',
    };
    const { container } = renderGate(keyed);
    expect(await screen.findByText('Mainnet-beta · https://mainnet.example-rpc.com')).toBeInTheDocument();
    expect(container.textContent).not.toContain('SECRETKEY');
  });

  it('a "Localnet" whose node answers as Mainnet-beta is refused in words: it is no local chain', async () => {
    node(async () => '2.2.7', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d');
    // A tunnel on another port (the gate remembers each cluster's answer for the visit).
    renderGate({ ...PRESET_CLUSTERS.localnet, endpoint: 'http://127.0.0.1:18999' });
    expect(
      await screen.findByText(
        'This Localnet address answers as Mainnet-beta, not as a local chain: nothing is signed here with the local test wallet. Choose Mainnet-beta to use it.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('The routes')).not.toBeInTheDocument();
  });
});
