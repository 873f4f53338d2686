import { readMint, uiTokenAmount } from '../chain/token-layout';
import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, pubkeyParam, withContext } from './params';

export const getTokenSupply: Handler = (params, { chain }) => {
  const address = pubkeyParam(params, 0, 'mint');
  const config = configAt(params, 1);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  const state = chain.getAccount(address, c);
  const mint = state ? readMint(state.owner, state.data) : null;
  if (!mint) throw invalidParams('Invalid param: not a Token mint');
  return withContext(chain, c, uiTokenAmount(mint.supply, mint.decimals));
};
