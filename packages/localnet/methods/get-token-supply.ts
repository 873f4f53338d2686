import { uiTokenAmount } from '../chain/token-layout';
import { mintParam } from './account-reads';
import type { Handler } from './context';
import { withContext } from './params';

export const getTokenSupply: Handler = (params, { chain }) => {
  const { mint, c } = mintParam(params, chain);
  return withContext(chain, c, uiTokenAmount(mint.supply, mint.decimals));
};
