// What the block methods share. The chain holds a block in every slot from genesis (slot 0) to the newest,
// none skipped and none pruned, so the first available block is 0; a block is read at confirmed or
// finalized, as a validator serves them, never at the slot still being filled.
import { BLOCK_NOT_AVAILABLE, RpcError } from '../rpc-error';

export const FIRST_AVAILABLE_BLOCK = 0;

/** Agave 4.2 rpc-client-types request.rs: the widest slot range one getBlocks may span. */
export const MAX_GET_CONFIRMED_BLOCKS_RANGE = 500_000n;

/** rpc-client-api custom_error.rs `BlockNotAvailable`. */
export const blockNotAvailable = (slot: bigint | number) =>
  new RpcError(BLOCK_NOT_AVAILABLE, `Block not available for slot ${slot}`);

/** The slots from `start` to `end` (both included; empty when end < start). */
export function slotRange(start: bigint, end: bigint): number[] {
  const out: number[] = [];
  for (let s = start; s <= end; s++) out.push(Number(s));
  return out;
}
