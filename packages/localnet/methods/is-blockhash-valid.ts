import bs58 from 'bs58';
import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, paramAt, withContext } from './params';

export const isBlockhashValid: Handler = (params, { chain }) => {
  const hash = paramAt(params, 0, 'blockhash');
  if (typeof hash !== 'string') throw invalidParams('Invalid params: blockhash must be a base-58 string');
  try {
    if (bs58.decode(hash).length !== 32) throw new Error();
  } catch {
    throw invalidParams(`Invalid param: blockhash ${hash} is not a valid hash`);
  }
  const config = configAt(params, 1);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  return withContext(chain, c, chain.isBlockhashValid(hash));
};
