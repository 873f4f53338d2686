import { readTokenAccount, uiTokenAmount } from '../chain/token-layout';
import { excludedFromSecondaryIndexes } from '../rpc-error';
import { mintParam } from './account-reads';
import type { Handler } from './context';
import { pubkeyParam, withContext } from './params';

// As a validator answers: the 20 largest accounts of the mint, largest first.
const LIMIT = 20;

export const getTokenLargestAccounts: Handler = (params, { chain, mainnetLike }) => {
  if (mainnetLike) throw excludedFromSecondaryIndexes(pubkeyParam(params, 0, 'mint'));
  const { address, state, mint, c } = mintParam(params, chain);
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
