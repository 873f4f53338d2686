import { AppError, isAppError } from '@/shared/lib/app-error';
import type { ActionResult } from '../../contract';
import type { SolanaContext } from '../context';
import { confirmSignature } from '../send/confirm-signature';
import { parseAddress } from '../parse-address';

/** The faucet's refusal, in words a person can act on. */
export function explainAirdropRefusal(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/HTTP 429|too many requests/i.test(message)) {
    return 'The faucet refused: too many airdrop requests. Wait a while, or ask for less SOL, and try again.';
  }
  if (/airdrop request failed|faucet|dry|limit/i.test(message)) {
    return `The faucet refused the airdrop (${message.replace(/^requestAirdrop: /, '')}).`;
  }
  return `The airdrop failed: ${message}`;
}

export async function requestAirdrop(ctx: SolanaContext, owner: string, lamports: bigint): Promise<ActionResult> {
  if (!ctx.cluster.airdrop) throw new AppError('airdrop-refused', `${ctx.cluster.label} has no faucet.`);
  const address = parseAddress(owner, 'The wallet');
  let signature: string;
  let lastValidBlockHeight: number;
  try {
    // Our own client, not Connection: web3.js would retry a 429 for seconds before saying anything.
    const [result, latest] = (await ctx.batch([
      { method: 'requestAirdrop', params: [address, lamports, { commitment: 'confirmed' }] },
      { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] },
    ])) as [string, { value: { lastValidBlockHeight: number } }];
    signature = result;
    lastValidBlockHeight = latest.value.lastValidBlockHeight;
  } catch (error) {
    if (isAppError(error) && error.kind !== 'aborted') {
      throw new AppError('airdrop-refused', explainAirdropRefusal(error), { cause: error });
    }
    throw error;
  }
  const { err } = await confirmSignature(ctx, {
    signature,
    expiry: { lastValidBlockHeight: BigInt(lastValidBlockHeight) },
  });
  if (err) throw new AppError('airdrop-refused', `The faucet's transfer failed on chain (${JSON.stringify(err)}).`);
  return { signature };
}
