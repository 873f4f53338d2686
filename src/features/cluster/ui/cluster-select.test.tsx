import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { PRESET_CLUSTERS, withOwnUrl, type Cluster } from '@/entities/cluster/model';
import { CLUSTER_STORAGE_KEY, ClusterProvider, useCluster } from '@/entities/cluster/use-cluster';
import { limitsFor } from '@/data-source/solana';
import RpcUrlDialog from './rpc-url-dialog';

const MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d';
const DEVNET = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';

/** A node behind every URL that answers this genesis hash (or fails the way given). */
function nodeAnswering(genesis: string | Error) {
  const fetchFn = vi.fn(async (_url: unknown, init?: RequestInit) => {
    if (genesis instanceof Error) throw genesis;
    expect(JSON.parse(String(init?.body))).toMatchObject({ method: 'getGenesisHash' });
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: genesis }));
  });
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The dialog inside the real cluster provider; `cluster()` is the cluster chosen now. */
function renderDialog(target: 'custom' | 'mainnet-beta') {
  let current: Cluster | undefined;
  function Probe() {
    current = useCluster().cluster;
    return null;
  }
  const onClose = vi.fn();
  render(
    <ClusterProvider>
      <Probe />
      <RpcUrlDialog target={target} onClose={onClose} />
    </ClusterProvider>,
  );
  return { cluster: () => current!, onClose };
}

describe('RpcUrlDialog for Custom', () => {
  it('refuses a URL that is not http(s), then identifies a valid one by its genesis hash and saves it, trimmed', async () => {
    const user = userEvent.setup();
    const fetchFn = nodeAnswering(MAINNET);
    const { cluster, onClose } = renderDialog('custom');
    const field = screen.getByRole('textbox', { name: 'RPC URL' });
    await user.type(field, 'ftp://example.org');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByText('Enter a valid RPC URL starting with http:// or https://')).toBeInTheDocument();
    expect(fetchFn).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, ' https://rpc.example.org ');
    expect(screen.queryByText(/Enter a valid RPC URL/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(cluster()).toMatchObject({
      id: 'custom',
      endpoint: 'https://rpc.example.org',
      network: 'mainnet-beta',
      genesisHash: MAINNET,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses credentials in the URL, and says explorer links never carry it', async () => {
    const user = userEvent.setup();
    nodeAnswering(DEVNET);
    const { cluster } = renderDialog('custom');
    expect(
      screen.getByText('Explorer links never carry this URL or any part of it: it may hold an API key.'),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'RPC URL' });
    await user.type(field, 'https://alice:secret@rpc.example.org');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      screen.getByText(
        'Remove the user name and password from the URL: credentials in a URL are stored and shown in clear',
      ),
    ).toBeInTheDocument();
    expect(cluster().id).toBe('devnet');
    expect(localStorage.getItem(CLUSTER_STORAGE_KEY)).toBeNull();
  });

  it('a URL that does not answer is said in words and kept as typed', async () => {
    const user = userEvent.setup();
    nodeAnswering(new TypeError('Failed to fetch'));
    const { cluster } = renderDialog('custom');
    const field = screen.getByRole('textbox', { name: 'RPC URL' });
    await user.type(field, 'https://down.example.org/key123');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The URL did not answer as a Solana node: No answer came.')).toBeInTheDocument();
    expect(field).toHaveValue('https://down.example.org/key123');
    expect(cluster().id).toBe('devnet');
    expect(localStorage.getItem(CLUSTER_STORAGE_KEY)).toBeNull();
  });
});

describe('RpcUrlDialog for a public cluster', () => {
  it("refuses a URL whose genesis hash is another cluster's, and takes one that is the cluster", async () => {
    const user = userEvent.setup();
    nodeAnswering(DEVNET);
    const { cluster, onClose } = renderDialog('mainnet-beta');
    expect(
      screen.getByText(/The public Mainnet-beta endpoint is rate limited and meant for light use/),
    ).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'RPC URL' });
    await user.type(field, 'https://rpc.example.org/k');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('This URL serves Devnet, not Mainnet-beta.')).toBeInTheDocument();
    expect(cluster().id).toBe('devnet');
    expect(localStorage.getItem(CLUSTER_STORAGE_KEY)).toBeNull();
    nodeAnswering(MAINNET);
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(CLUSTER_STORAGE_KEY)!)).toMatchObject({
      ownUrls: { 'mainnet-beta': { url: 'https://rpc.example.org/k', genesisHash: MAINNET } },
    });
  });

  it("takes the provider's pace with the URL: a pace of zero or words is refused, kept as typed; a number paces the data source", async () => {
    const user = userEvent.setup();
    nodeAnswering(MAINNET);
    const { onClose } = renderDialog('mainnet-beta');
    await user.type(screen.getByRole('textbox', { name: 'RPC URL' }), 'https://rpc.example.org/k');
    const pace = screen.getByRole('textbox', { name: 'Requests per 10 seconds (optional)' });
    await user.type(pace, '0');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(
      screen.getByText('A pace of zero would send nothing: enter at least 1, or leave it empty.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.clear(pace);
    await user.type(pace, 'fifty');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByText(/as a whole number, or leave it empty/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'RPC URL' })).toHaveValue('https://rpc.example.org/k');
    await user.clear(pace);
    await user.type(pace, '50');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onClose).toHaveBeenCalled();
    const own = withOwnUrl('mainnet-beta', 'https://rpc.example.org/k', MAINNET);
    expect(limitsFor(own)).toMatchObject({ callsPerWindow: 50, windowMs: 10_000 });
    // Without a pace, a URL of the user's own is not paced; the public endpoint keeps the public limits.
    expect(limitsFor({ ...own, endpoint: 'https://other.example.org' }).callsPerWindow).toBeNull();
    expect(limitsFor(PRESET_CLUSTERS['mainnet-beta']).callsPerWindow).toBe(90);
  });
});
