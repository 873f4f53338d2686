import type { Handler } from './context';
import { tokenAccountsBy } from './token-accounts-by';

export const getTokenAccountsByOwner: Handler = (params, { chain }) =>
  tokenAccountsBy(params, chain, 'owner', (account, owner) => account.owner === owner);
