// Account reads shared by the account and token methods.
import type { Chain } from '../chain/chain';
import type { Commitment } from '../chain/records';
import { readMint } from '../chain/token-layout';
import { invalidParams } from '../rpc-error';
import { checkMinContextSlot, commitmentOf, configAt, pubkeyParam, type Params } from './params';

export const mintDecimals = (chain: Chain, c: Commitment) => (mint: string) => {
  const s = chain.getAccount(mint, c);
  const m = s ? readMint(s.owner, s.data) : null;
  return m ? m.decimals : null;
};

/** The mint named by a token method's first parameter, at the commitment its config asks for; refused if not a mint. */
export function mintParam(params: Params, chain: Chain) {
  const address = pubkeyParam(params, 0, 'mint');
  const config = configAt(params, 1);
  const c = commitmentOf(config);
  checkMinContextSlot(chain, config, c);
  const state = chain.getAccount(address, c);
  const mint = state ? readMint(state.owner, state.data) : null;
  if (!state || !mint) throw invalidParams('Invalid param: not a Token mint');
  return { address, state, mint, c };
}
