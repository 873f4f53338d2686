import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, withContext } from './params';

export const getLatestBlockhash: Handler = (params, { chain }) => {
  const config = configAt(params, 0);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  const { blockhash, lastValidBlockHeight } = chain.latestBlockhash(c);
  return withContext(chain, c, { blockhash, lastValidBlockHeight });
};
