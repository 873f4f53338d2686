import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt } from './params';

export const getSlot: Handler = (params, { chain }) => {
  const config = configAt(params, 0);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  return chain.commitmentSlot(c);
};
