import type { Handler } from './context';
import { tokenAccountsBy } from './token-accounts-by';

// Agave 4.2 rpc/src/rpc.rs `get_token_accounts_by_delegate`: the token accounts whose delegate is the address.
export const getTokenAccountsByDelegate: Handler = (params, { chain }) =>
  tokenAccountsBy(params, chain, 'delegate', (account, delegate) => account.delegate === delegate);
