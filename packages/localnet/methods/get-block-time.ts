import { integerValue } from '../serde-integers';
import { blockNotAvailable } from './blocks';
import type { Handler } from './context';
import { paramAt } from './params';

// Agave 4.2 rpc/src/rpc.rs `get_block_time`: slot 0 is the genesis time; a slot up to the newest one has a
// bank and so a time (null where the chain no longer remembers it); a later slot is not available yet.
export const getBlockTime: Handler = (params, { chain }) => {
  const slot = integerValue(paramAt(params, 0, 'slot'), 'u64');
  if (slot > BigInt(chain.slot)) throw blockNotAvailable(slot);
  return chain.blockTime(Number(slot));
};
