import { readMint, readTokenAccount, uiTokenAmount } from '../chain/token-layout';
import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, pubkeyParam, withContext } from './params';

// As a validator answers: the 20 largest accounts of the mint, largest first.
const LIMIT = 20;

export const getTokenLargestAccounts: Handler = (params, { chain }) => {
  const address = pubkeyParam(params, 0, 'mint');
  const config = configAt(params, 1);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  const state = chain.getAccount(address, c);
  const mint = state ? readMint(state.owner, state.data) : null;
  if (!state || !mint) throw invalidParams('Invalid param: not a Token mint');
  const accounts = chain
    .programAccounts(state.owner, c)
    .flatMap(([pubkey, s]) => {
      const account = readTokenAccount(s.owner, s.data);
      return account && account.mint === address ? [{ pubkey, amount: account.amount }] : [];
    })
    .sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : a.pubkey.localeCompare(b.pubkey)))
    .slice(0, LIMIT)
    .map(({ pubkey, amount }) => ({ address: pubkey, ...uiTokenAmount(amount, mint.decimals) }));
  return withContext(chain, c, accounts);
};
