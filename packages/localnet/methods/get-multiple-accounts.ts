import { accountEncodingOf, dataSliceOf, encodeAccount } from '../encoding/account-encoding';
import { invalidParams } from '../rpc-error';
import { mintDecimals } from './account-reads';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, paramAt, pubkeyParam, withContext } from './params';

const MAX_ACCOUNTS = 100;

export const getMultipleAccounts: Handler = (params, { chain }) => {
  const list = paramAt(params, 0, 'pubkeys');
  if (!Array.isArray(list)) throw invalidParams('Invalid params: pubkeys must be an array of base-58 strings');
  if (list.length > MAX_ACCOUNTS) throw invalidParams(`Too many inputs provided; max ${MAX_ACCOUNTS}`);
  const addresses = list.map((_, i) => pubkeyParam(list, i));
  const config = configAt(params, 1);
  const c = commitmentOf(config);
  const encoding = accountEncodingOf(config, 'base64');
  const slice = dataSliceOf(config);
  checkMinContextSlot(chain, config, c);
  const decimals = mintDecimals(chain, c);
  return withContext(
    chain,
    c,
    addresses.map((a) => {
      const state = chain.getAccount(a, c);
      return state ? encodeAccount(a, state, encoding, slice, decimals) : null;
    }),
  );
};
