import { accountEncodingOf, dataSliceOf, encodeAccount } from '../encoding/account-encoding';
import { mintDecimals } from './account-reads';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, pubkeyParam, withContext } from './params';

export const getAccountInfo: Handler = (params, { chain }) => {
  const address = pubkeyParam(params, 0);
  const config = configAt(params, 1);
  const c = commitmentOf(config);
  const encoding = accountEncodingOf(config);
  const slice = dataSliceOf(config);
  checkMinContextSlot(chain, config, c);
  const state = chain.getAccount(address, c);
  return withContext(chain, c, state ? encodeAccount(address, state, encoding, slice, mintDecimals(chain, c)) : null);
};
