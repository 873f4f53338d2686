import { scheduleKnown } from '../chain/cluster';
import { SLOTS_PER_EPOCH } from '../chain/epoch-schedule';
import { invalidParams } from '../rpc-error';
import { integerValue } from '../serde-integers';
import type { Handler } from './context';
import { paramAt } from './params';

/** rpc-client-types request.rs MAX_GET_SLOT_LEADERS. */
const MAX_GET_SLOT_LEADERS = 5000n;

// Agave 4.2 rpc/src/rpc.rs `get_slot_leaders`: the leader of each slot from the start; every epoch the range
// reaches must have a known schedule, else "Invalid slot range: leader schedule for epoch N is unavailable".
export const getSlotLeaders: Handler = (params, { chain }) => {
  const start = integerValue(paramAt(params, 0, 'start slot'), 'u64');
  const limit = integerValue(paramAt(params, 1, 'limit'), 'u64');
  if (limit > MAX_GET_SLOT_LEADERS) throw invalidParams(`Invalid limit; max ${MAX_GET_SLOT_LEADERS}`);
  if (limit === 0n) return [];
  const perEpoch = BigInt(SLOTS_PER_EPOCH);
  for (let epoch = start / perEpoch; epoch <= (start + limit - 1n) / perEpoch; epoch++) {
    if (!scheduleKnown(Number(epoch), chain.commitmentSlot('finalized')))
      throw invalidParams(`Invalid slot range: leader schedule for epoch ${epoch} is unavailable`);
  }
  return Array.from({ length: Number(limit) }, () => chain.faucet.publicKey.toBase58());
};
