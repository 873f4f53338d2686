import type { SolanaContext } from '../../context';
import { parseAddress } from '../../parse-address';
import type { WatchedAccount } from '../action-plan';
import { readMintAccount } from '../../read/read-mint';

/** The mint an action works on, and the mint as a watched account (already read: the preview's "before"). */
export async function readPlanMint(ctx: SolanaContext, mintAddress: string) {
  const mintKey = parseAddress(mintAddress, 'The token address');
  const read = await readMintAccount(ctx, mintKey);
  const watched: WatchedAccount = { address: mintKey, kind: 'mint', prefix: '', before: read.raw };
  return { ...read, mintKey, watched };
}
