import { INVALID_REQUEST, RpcError } from '../rpc-error';
import type { Handler } from './context';
import { integerValue } from '../serde-integers';
import { commitmentOf, configAt, paramAt } from './params';

/** solana_system_interface::MAX_PERMITTED_DATA_LENGTH: the largest account there can be (10 MiB). */
const MAX_PERMITTED_DATA_LENGTH = 10n * 1024n * 1024n;

// Agave 4.2 rpc/src/rpc.rs `get_minimum_balance_for_rent_exemption`: the length is a usize, and one above the
// largest account is not invalid params but jsonrpc-core's bare -32600 "Invalid request".
export const getMinimumBalanceForRentExemption: Handler = (params, { chain }) => {
  const size = integerValue(paramAt(params, 0, 'data length'), 'usize');
  commitmentOf(configAt(params, 1));
  if (size > MAX_PERMITTED_DATA_LENGTH) throw new RpcError(INVALID_REQUEST, 'Invalid request');
  return chain.minimumBalanceForRentExemption(Number(size));
};
