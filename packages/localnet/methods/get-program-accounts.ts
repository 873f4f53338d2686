import { accountEncodingOf, dataSliceOf, encodeAccount } from '../encoding/account-encoding';
import { mintDecimals } from './account-reads';
import { parseFilters } from './account-filters';
import { excludedFromSecondaryIndexes } from '../rpc-error';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, pubkeyParam, withContext } from './params';

export const getProgramAccounts: Handler = (params, { chain, mainnetLike }) => {
  const programId = pubkeyParam(params, 0, 'program id');
  if (mainnetLike) throw excludedFromSecondaryIndexes(programId);
  const config = configAt(params, 1);
  const c = commitmentOf(config);
  const encoding = accountEncodingOf(config);
  const slice = dataSliceOf(config);
  const filters = parseFilters(config.filters);
  checkMinContextSlot(chain, config, c);
  const decimals = mintDecimals(chain, c);
  const list = chain
    .programAccounts(programId, c)
    .filter(([, s]) => filters.every((f) => f(s)))
    .map(([pubkey, s]) => ({ pubkey, account: encodeAccount(pubkey, s, encoding, slice, decimals) }));
  return config.withContext === true ? withContext(chain, c, list) : list;
};
