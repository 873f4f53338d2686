import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { integerParam, paramAt } from './params';

export const getMinimumBalanceForRentExemption: Handler = (params, { chain }) => {
  const size = integerParam(paramAt(params, 0, 'data length'), 'data length');
  if (size > 10 * 1024 * 1024) throw invalidParams('Invalid params: data length is above the 10 MiB account limit');
  return chain.minimumBalanceForRentExemption(size);
};
