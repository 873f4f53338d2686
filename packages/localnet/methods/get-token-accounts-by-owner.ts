import { isTokenProgram, readTokenAccount, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../chain/token-layout';
import { accountEncodingOf, dataSliceOf, encodeAccount } from '../encoding/account-encoding';
import { invalidParams } from '../rpc-error';
import { mintDecimals } from './account-reads';
import type { Handler } from './context';
import { checkMinContextSlot, commitmentOf, configAt, paramAt, pubkeyParam, withContext } from './params';

export const getTokenAccountsByOwner: Handler = (params, { chain }) => {
  const owner = pubkeyParam(params, 0, 'owner');
  const filter = paramAt(params, 1, 'filter { mint } or { programId }') as Record<string, unknown>;
  if (!filter || typeof filter !== 'object' || Array.isArray(filter))
    throw invalidParams('Invalid params: filter must be { mint } or { programId }');
  const config = configAt(params, 2);
  const c = commitmentOf(config);
  const encoding = accountEncodingOf(config);
  const slice = dataSliceOf(config);
  checkMinContextSlot(chain, config, c);
  let programs: string[];
  let mint: string | null = null;
  if ('mint' in filter) {
    mint = pubkeyParam([filter.mint], 0, 'mint');
    const mintState = chain.getAccount(mint, c);
    if (!mintState || !isTokenProgram(mintState.owner)) throw invalidParams('Invalid param: could not find mint');
    programs = [mintState.owner];
  } else if ('programId' in filter) {
    const programId = pubkeyParam([filter.programId], 0, 'programId');
    if (programId !== TOKEN_PROGRAM && programId !== TOKEN_2022_PROGRAM)
      throw invalidParams('Invalid param: unrecognized Token program id');
    programs = [programId];
  } else {
    throw invalidParams('Invalid params: filter must be { mint } or { programId }');
  }
  const decimals = mintDecimals(chain, c);
  const list = programs.flatMap((p) =>
    chain
      .programAccounts(p, c)
      .filter(([, s]) => {
        const account = readTokenAccount(s.owner, s.data);
        return account !== null && account.owner === owner && (mint === null || account.mint === mint);
      })
      .map(([pubkey, s]) => ({ pubkey, account: encodeAccount(s, encoding, slice, decimals) })),
  );
  return withContext(chain, c, list);
};
