import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt } from './params';

// No slot is ever skipped here, so block height equals slot.
export const getBlockHeight: Handler = (params, { chain }) => {
  const config = configAt(params, 0);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  return chain.commitmentSlot(c);
};
