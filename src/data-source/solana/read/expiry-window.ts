import { slotSecondsOf, type ExpiryWindow } from '@/entities/cluster/expiry-window';
import type { SolanaContext } from '../context';

/** Performance samples read for the slot time: five minutes of them, as a validator takes one a minute. */
const SAMPLES = 5;

/**
 * How long a transaction built now can land, from the cluster's own figures: a blockhash's lastValidBlockHeight
 * less the block height, at the slot time of its recent performance samples (none on a node just started, or
 * one that does not answer the method: then the blocks alone).
 */
export async function getExpiryWindow(ctx: SolanaContext): Promise<ExpiryWindow> {
  const [latest, height, samples] = await Promise.all([
    ctx.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send(),
    ctx.rpc.getBlockHeight({ commitment: 'confirmed' }).send(),
    ctx.rpc
      .getRecentPerformanceSamples(SAMPLES)
      .send()
      .catch(() => []),
  ]);
  const blocks = Math.max(0, Number(latest.value.lastValidBlockHeight - height));
  const slotSeconds = slotSecondsOf(samples);
  return { blocks, seconds: slotSeconds === null ? null : Math.round(blocks * slotSeconds) };
}
