import { explorerAddressUrl, explorerTxUrl } from './explorer';
import { customCluster, PRESET_CLUSTERS } from './model';

describe('explorer links carry the cluster', () => {
  it('names devnet and testnet, and nothing for mainnet', () => {
    expect(explorerTxUrl(PRESET_CLUSTERS.devnet, 'SIG')).toBe('https://explorer.solana.com/tx/SIG?cluster=devnet');
    expect(explorerAddressUrl(PRESET_CLUSTERS.testnet, 'ADDR')).toBe(
      'https://explorer.solana.com/address/ADDR?cluster=testnet',
    );
    expect(explorerTxUrl(PRESET_CLUSTERS['mainnet-beta'], 'SIG')).toBe('https://explorer.solana.com/tx/SIG');
  });

  it('sends Localnet and Custom through customUrl', () => {
    expect(explorerTxUrl(PRESET_CLUSTERS.localnet, 'SIG')).toBe(
      'https://explorer.solana.com/tx/SIG?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899',
    );
    expect(explorerAddressUrl(customCluster('https://rpc.example.org'), 'A')).toBe(
      'https://explorer.solana.com/address/A?cluster=custom&customUrl=https%3A%2F%2Frpc.example.org',
    );
  });
});

describe('explorer links and custom URLs with a query string', () => {
  it('never copy an API key into the link', () => {
    const withKey = customCluster('https://rpc.example.org/?api-key=secret');
    expect(explorerTxUrl(withKey, 'sig')).toBe('https://explorer.solana.com/tx/sig?cluster=custom');
    expect(explorerTxUrl(withKey, 'sig')).not.toContain('secret');
    const plain = customCluster('https://rpc.example.org/');
    expect(explorerTxUrl(plain, 'sig')).toContain('customUrl=https%3A%2F%2Frpc.example.org%2F');
  });
});
