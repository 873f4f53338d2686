import { INFLATION } from '../chain/cluster';
import type { Handler } from './context';
import { commitmentOf, configAt } from './params';

// Agave 4.2 rpc/src/rpc.rs `get_inflation_governor`: the bank's Inflation (RpcInflationGovernor), bare.
export const getInflationGovernor: Handler = (params) => {
  commitmentOf(configAt(params, 0));
  return INFLATION;
};
