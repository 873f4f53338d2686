// Account reads shared by the account and token methods.
import type { Chain } from '../chain/chain';
import type { Commitment } from '../chain/records';
import { readMint } from '../chain/token-layout';

export const mintDecimals = (chain: Chain, c: Commitment) => (mint: string) => {
  const s = chain.getAccount(mint, c);
  const m = s ? readMint(s.owner, s.data) : null;
  return m ? m.decimals : null;
};
