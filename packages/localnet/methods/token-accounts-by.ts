// What getTokenAccountsByOwner and getTokenAccountsByDelegate share (Agave 4.2 rpc/src/rpc.rs
// `get_token_program_id_and_mint`): the filter names one mint or one token program, and the token accounts
// of that program whose owner (or delegate) is the given address are listed with their addresses.
import type { Chain } from '../chain/chain';
import {
  isTokenProgram,
  readTokenAccount,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  type TokenAccountView,
} from '../chain/token-layout';
import { accountEncodingOf, dataSliceOf, encodeAccount } from '../encoding/account-encoding';
import { invalidParams } from '../rpc-error';
import { mintDecimals } from './account-reads';
import { checkMinContextSlot, commitmentOf, configAt, paramAt, pubkeyParam, withContext, type Params } from './params';

export function tokenAccountsBy(
  params: Params,
  chain: Chain,
  role: 'owner' | 'delegate',
  holds: (account: TokenAccountView, address: string) => boolean,
) {
  const address = pubkeyParam(params, 0, role);
  const filter = paramAt(params, 1, 'filter { mint } or { programId }') as Record<string, unknown>;
  if (!filter || typeof filter !== 'object' || Array.isArray(filter))
    throw invalidParams('Invalid params: filter must be { mint } or { programId }');
  const config = configAt(params, 2);
  const c = commitmentOf(config);
  const encoding = accountEncodingOf(config);
  const slice = dataSliceOf(config);
  checkMinContextSlot(chain, config, c);
  let program: string;
  let mint: string | null = null;
  if ('mint' in filter) {
    mint = pubkeyParam([filter.mint], 0, 'mint');
    const mintState = chain.getAccount(mint, c);
    if (!mintState) throw invalidParams('Invalid param: could not find mint');
    if (!isTokenProgram(mintState.owner)) throw invalidParams('Invalid param: not a Token mint');
    program = mintState.owner;
  } else if ('programId' in filter) {
    program = pubkeyParam([filter.programId], 0, 'programId');
    if (program !== TOKEN_PROGRAM && program !== TOKEN_2022_PROGRAM)
      throw invalidParams('Invalid param: unrecognized Token program id');
  } else {
    throw invalidParams('Invalid params: filter must be { mint } or { programId }');
  }
  const decimals = mintDecimals(chain, c);
  const list = chain
    .programAccounts(program, c)
    .filter(([, s]) => {
      const account = readTokenAccount(s.owner, s.data);
      return account !== null && holds(account, address) && (mint === null || account.mint === mint);
    })
    .map(([pubkey, s]) => ({ pubkey, account: encodeAccount(pubkey, s, encoding, slice, decimals) }));
  return withContext(chain, c, list);
}
