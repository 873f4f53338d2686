/**
 * How long a transaction built now can land, as the cluster's own figures give it: the blocks its blockhash
 * lives (lastValidBlockHeight − the block height), and what they take at the cluster's recent slot time (its
 * performance samples); null where the node has none yet. Slots got shorter in 2026 (400 to 200 ms): a
 * wallet's approval window is not "about a minute" any more, and may change again.
 */
export interface ExpiryWindow {
  blocks: number;
  seconds: number | null;
}

/** "150 blocks, about 30 seconds now" (the blocks alone where the time is not known). */
export function expiryWords({ blocks, seconds }: ExpiryWindow): string {
  return `${blocks} blocks${seconds === null ? '' : `, about ${seconds} seconds now`}`;
}

/** The slot time of performance samples, in seconds: their periods over their slots; null with no slot in them. */
export function slotSecondsOf(
  samples: readonly { numSlots: number | bigint; samplePeriodSecs: number }[],
): number | null {
  const slots = samples.reduce((sum, sample) => sum + Number(sample.numSlots), 0);
  const seconds = samples.reduce((sum, sample) => sum + sample.samplePeriodSecs, 0);
  return slots > 0 ? seconds / slots : null;
}
