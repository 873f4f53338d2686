import { BLOCK_NOT_AVAILABLE, RpcError } from '../rpc-error';
import type { Handler } from './context';
import { integerParam, paramAt } from './params';

export const getBlockTime: Handler = (params, { chain }) => {
  const slot = integerParam(paramAt(params, 0, 'slot'), 'slot');
  const time = slot <= chain.commitmentSlot('confirmed') ? chain.blockTime(slot) : null;
  if (time === null) throw new RpcError(BLOCK_NOT_AVAILABLE, `Block not available for slot ${slot}`);
  return time;
};
