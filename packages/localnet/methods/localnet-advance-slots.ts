import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { paramAt } from './params';

/** The most slots one call may pass: a blockhash's whole life (150) several times over. */
const MAX_SLOTS = 1_000;

/**
 * Control method (not part of Solana's API): `count` slots pass at once, so a test can see a blockhash
 * expire (a wallet that answers late) without waiting 150 slots. Answers the slot now.
 */
export const localnetAdvanceSlots: Handler = (params, ctx) => {
  const count = paramAt(params, 0, 'count');
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_SLOTS) {
    throw invalidParams(`Invalid params: count must be an integer from 1 to ${MAX_SLOTS}`);
  }
  ctx.chain.advanceSlots(count);
  return ctx.chain.slot;
};
