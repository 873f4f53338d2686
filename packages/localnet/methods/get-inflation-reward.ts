import { epochOf, SLOTS_PER_EPOCH } from '../chain/epoch-schedule';
import { optionalInteger } from '../serde-integers';
import { invalidParams } from '../rpc-error';
import { blockNotAvailable } from './blocks';
import type { Handler } from './context';
import { checkMinContextSlot, configAt, confirmedOrFinalized, paramAt, pubkeyParam } from './params';

// Agave 4.2 rpc/src/rpc.rs `get_inflation_reward`: an epoch's rewards are in the first block of the next epoch
// (default: the epoch before the commitment's). Until that block exists the answer is -32004 naming its slot;
// once it does, each address's reward is null, since the chain pays none.
export const getInflationReward: Handler = (params, { chain }) => {
  const addresses = paramAt(params, 0, 'addresses');
  if (!Array.isArray(addresses)) throw invalidParams('Invalid params: addresses must be an array of base-58 strings');
  addresses.forEach((_, i) => pubkeyParam(addresses, i, 'address'));
  const config = configAt(params, 1);
  const c = confirmedOrFinalized(config);
  checkMinContextSlot(chain, config, c);
  const epoch = optionalInteger(config.epoch, 'u64') ?? BigInt(Math.max(0, epochOf(chain.commitmentSlot(c)) - 1));
  const boundary = (epoch + 1n) * BigInt(SLOTS_PER_EPOCH);
  if (boundary > BigInt(chain.commitmentSlot(c))) throw blockNotAvailable(boundary);
  return addresses.map(() => null);
};
