import type { Handler } from './context';

export const getGenesisHash: Handler = (_params, { chain }) => chain.genesis.genesisHash;
