import type { Handler } from './context';

// The validator release whose RPC shapes this chain reproduces.
export const getVersion: Handler = () => ({ 'solana-core': '2.2.0', 'feature-set': 3294202862 });
