import type { Handler } from './context';

// The node has no separate identity key; the faucet key is stable per ledger, which is what callers rely on.
export const getIdentity: Handler = (_params, { chain }) => ({ identity: chain.faucet.publicKey.toBase58() });
