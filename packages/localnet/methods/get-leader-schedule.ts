import { scheduleKnown } from '../chain/cluster';
import { SLOTS_PER_EPOCH } from '../chain/epoch-schedule';
import { integerValue } from '../serde-integers';
import type { Handler } from './context';
import { commitmentOf, configAt, pubkeyParam, type Config } from './params';

let everySlot: number[] | null = null;

// Agave 4.2 rpc/src/rpc.rs `get_leader_schedule`: identity -> the epoch's slot indices it leads. The one
// node leads all 432,000; an epoch whose schedule is not known yet (past the next one) is null; an
// `identity` other than the node's leaves the map empty. The first parameter is a slot or, in its place,
// the config.
export const getLeaderSchedule: Handler = (params, { chain }) => {
  const first = params[0];
  const firstIsConfig = first !== null && typeof first === 'object' && !Array.isArray(first);
  const config: Config = firstIsConfig ? (first as Config) : configAt(params, 1);
  const asked = firstIsConfig || first === undefined || first === null ? null : integerValue(first, 'u64');
  const identity = config.identity === undefined || config.identity === null ? null : pubkeyParam([config.identity], 0);
  const slot = asked ?? BigInt(chain.commitmentSlot(commitmentOf(config)));
  const epoch = slot / BigInt(SLOTS_PER_EPOCH);
  if (!scheduleKnown(Number(epoch), chain.commitmentSlot('finalized'))) return null;
  const node = chain.faucet.publicKey.toBase58();
  if (identity !== null && identity !== node) return {};
  everySlot ??= Array.from({ length: SLOTS_PER_EPOCH }, (_, i) => i);
  return { [node]: everySlot };
};
