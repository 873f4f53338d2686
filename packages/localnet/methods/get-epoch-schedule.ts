import { EPOCH_SCHEDULE } from '../chain/epoch-schedule';
import type { Handler } from './context';

// Agave 4.2 rpc/src/rpc.rs `get_epoch_schedule`: the genesis EpochSchedule, bare (no context).
export const getEpochSchedule: Handler = () => EPOCH_SCHEDULE;
