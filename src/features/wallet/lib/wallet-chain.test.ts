// @vitest-environment node
import { walletChain } from './wallet-chain';

describe('walletChain', () => {
  it('names the Wallet Standard chain of each cluster; never mainnet except on mainnet-beta', () => {
    expect(walletChain('localnet')).toBe('solana:localnet');
    expect(walletChain('devnet')).toBe('solana:devnet');
    expect(walletChain('testnet')).toBe('solana:testnet');
    expect(walletChain('mainnet-beta')).toBe('solana:mainnet');
    expect(walletChain('unknown')).toBe('solana:devnet');
    expect(walletChain('demo')).toBe('solana:devnet');
  });
});
