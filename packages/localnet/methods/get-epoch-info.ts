import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt } from './params';

export const getEpochInfo: Handler = (params, { chain }) => {
  const config = configAt(params, 0);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  return chain.epochInfo(c);
};
