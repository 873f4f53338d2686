import { integerValue } from '../serde-integers';
import { invalidParams } from '../rpc-error';
import { MAX_GET_CONFIRMED_BLOCKS_RANGE, slotRange } from './blocks';
import type { Handler } from './context';
import { checkMinContextSlot, configAt, confirmedOrFinalized, paramAt } from './params';

// Agave 4.2 rpc/src/rpc.rs `get_blocks_with_limit`: up to `limit` blocks from the start slot, none past the
// commitment's slot.
export const getBlocksWithLimit: Handler = (params, { chain }) => {
  const start = integerValue(paramAt(params, 0, 'start slot'), 'u64');
  const limit = integerValue(paramAt(params, 1, 'limit'), 'usize');
  const config = configAt(params, 2);
  const c = confirmedOrFinalized(config);
  if (limit > MAX_GET_CONFIRMED_BLOCKS_RANGE)
    throw invalidParams(`Limit too large; max ${MAX_GET_CONFIRMED_BLOCKS_RANGE}`);
  checkMinContextSlot(chain, config, c);
  const newest = BigInt(chain.commitmentSlot(c));
  const last = start + limit - 1n;
  return limit === 0n ? [] : slotRange(start, last < newest ? last : newest);
};
