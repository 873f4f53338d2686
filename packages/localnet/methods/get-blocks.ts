import { optionalInteger, integerFault, integerValue } from '../serde-integers';
import { untaggedConfigError } from '../chain/transaction-version';
import { invalidParams } from '../rpc-error';
import { MAX_GET_CONFIRMED_BLOCKS_RANGE, slotRange } from './blocks';
import type { Handler } from './context';
import { checkMinContextSlot, configAt, confirmedOrFinalized, paramAt, type Config } from './params';

/** The second parameter is the end slot or, in its place, the config (`RpcBlocksConfigWrapper`, untagged). */
function endAndConfig(params: unknown[]): { end: bigint | null; config: Config } {
  const second = params[1];
  if (second !== null && typeof second === 'object' && !Array.isArray(second)) {
    return {
      end: null,
      config: params[2] === undefined || params[2] === null ? (second as Config) : configAt(params, 2),
    };
  }
  if (second !== undefined && second !== null && integerFault(second, 'u64'))
    throw untaggedConfigError('RpcBlocksConfigWrapper');
  return { end: optionalInteger(second, 'u64'), config: configAt(params, 2) };
}

// Agave 4.2 rpc/src/rpc.rs `get_blocks`: every slot holds a block here, so the answer is the range from the
// start to the end (default start + 500,000), cut at the commitment's slot.
export const getBlocks: Handler = (params, { chain }) => {
  const start = integerValue(paramAt(params, 0, 'start slot'), 'u64');
  const { end: asked, config } = endAndConfig(params);
  const c = confirmedOrFinalized(config);
  checkMinContextSlot(chain, config, c);
  const newest = BigInt(chain.commitmentSlot(c));
  const wanted = asked ?? start + MAX_GET_CONFIRMED_BLOCKS_RANGE;
  const end = wanted < newest ? wanted : newest;
  if (end < start) return [];
  if (end - start > MAX_GET_CONFIRMED_BLOCKS_RANGE)
    throw invalidParams(`Slot range too large; max ${MAX_GET_CONFIRMED_BLOCKS_RANGE}`);
  return slotRange(start, end);
};
