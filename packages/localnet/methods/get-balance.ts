import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, pubkeyParam, withContext } from './params';

export const getBalance: Handler = (params, { chain }) => {
  const address = pubkeyParam(params, 0);
  const config = configAt(params, 1);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  return withContext(chain, c, chain.getAccount(address, c)?.lamports ?? 0n);
};
