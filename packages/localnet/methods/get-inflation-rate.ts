import { inflationRate } from '../chain/cluster';
import { epochOf } from '../chain/epoch-schedule';
import type { Handler } from './context';

// Agave 4.2 rpc/src/rpc.rs `get_inflation_rate`: the rates of the finalized bank's epoch (RpcInflationRate).
export const getInflationRate: Handler = (_params, { chain }) =>
  inflationRate(epochOf(chain.commitmentSlot('finalized')));
