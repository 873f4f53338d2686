import { readTokenAccount, uiTokenAmount } from '../chain/token-layout';
import { invalidParams } from '../rpc-error';
import { mintDecimals } from './account-reads';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, pubkeyParam, withContext } from './params';

export const getTokenAccountBalance: Handler = (params, { chain }) => {
  const address = pubkeyParam(params, 0);
  const config = configAt(params, 1);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  const state = chain.getAccount(address, c);
  const account = state ? readTokenAccount(state.owner, state.data) : null;
  if (!account) throw invalidParams('Invalid param: not a Token account');
  const decimals = mintDecimals(chain, c)(account.mint);
  if (decimals === null) throw invalidParams('Invalid param: could not find mint');
  return withContext(chain, c, uiTokenAmount(account.amount, decimals));
};
