import { FIRST_AVAILABLE_BLOCK } from './blocks';
import type { Handler } from './context';

// Agave 4.2 rpc/src/rpc.rs `get_first_available_block`: the blockstore's first complete block; the chain
// keeps every block since genesis.
export const getFirstAvailableBlock: Handler = () => FIRST_AVAILABLE_BLOCK;
