import { explorerAddressUrl, explorerTxUrl } from './explorer';
import { customCluster, PRESET_CLUSTERS, withOwnUrl } from './model';

const MAINNET = { genesisHash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d', network: 'mainnet-beta' as const };
const DEVNET = { genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', network: 'devnet' as const };

describe('explorer links carry the cluster', () => {
  it('names devnet and testnet, and nothing for mainnet', () => {
    expect(explorerTxUrl(PRESET_CLUSTERS.devnet, 'SIG')).toBe('https://explorer.solana.com/tx/SIG?cluster=devnet');
    expect(explorerAddressUrl(PRESET_CLUSTERS.testnet, 'ADDR')).toBe(
      'https://explorer.solana.com/address/ADDR?cluster=testnet',
    );
    expect(explorerTxUrl(PRESET_CLUSTERS['mainnet-beta'], 'SIG')).toBe('https://explorer.solana.com/tx/SIG');
  });

  it('sends Localnet and a loopback Custom through customUrl', () => {
    expect(explorerTxUrl(PRESET_CLUSTERS.localnet, 'SIG')).toBe(
      'https://explorer.solana.com/tx/SIG?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899',
    );
    expect(explorerAddressUrl(customCluster('http://localhost:9000'), 'A')).toBe(
      'https://explorer.solana.com/address/A?cluster=custom&customUrl=http%3A%2F%2Flocalhost%3A9000',
    );
  });

  it('names a Custom URL by what its genesis hash says, never by the URL', () => {
    expect(explorerTxUrl(customCluster('https://rpc.example.org/', MAINNET), 'S')).toBe(
      'https://explorer.solana.com/tx/S',
    );
    expect(explorerTxUrl(customCluster('https://rpc.example.org/', DEVNET), 'S')).toBe(
      'https://explorer.solana.com/tx/S?cluster=devnet',
    );
    expect(explorerTxUrl(withOwnUrl('mainnet-beta', 'https://rpc.example.org/k', MAINNET.genesisHash), 'S')).toBe(
      'https://explorer.solana.com/tx/S',
    );
  });
});

describe('explorer links and keys in RPC URLs', () => {
  it('never copy any part of a custom URL into the link: not a query, not a path', () => {
    for (const url of [
      'https://rpc.example.org/?api-key=secret',
      'https://rpc.example.org/v2/secret',
      'https://secret.example.org',
    ]) {
      const link = explorerTxUrl(customCluster(url), 'sig');
      expect(link).toBe('https://explorer.solana.com/tx/sig?cluster=custom');
      expect(link).not.toContain('secret');
    }
  });
});
