import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt } from './params';

// Agave 4.2 rpc/src/rpc.rs `get_transaction_count`: the bank's transaction count at the commitment (every
// transaction that landed, failed ones too), bare.
export const getTransactionCount: Handler = (params, { chain }) => {
  const config = configAt(params, 0);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  return chain.transactionCountAt(c);
};
