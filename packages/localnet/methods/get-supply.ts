import type { Handler } from './context';
import { commitmentOf, configAt, withContext } from './params';

// Agave 4.2 rpc/src/rpc.rs `get_supply`: the bank's capitalization, the lamports in every account. None of
// mainnet's non-circulating accounts exist here, so all of it circulates; `nonCirculatingAccounts` stays
// present (as []) even with `excludeNonCirculatingAccountsList`.
export const getSupply: Handler = (params, { chain }) => {
  const c = commitmentOf(configAt(params, 0));
  const total = chain.totalLamports(c);
  return withContext(chain, c, { circulating: total, nonCirculating: 0, nonCirculatingAccounts: [], total });
};
