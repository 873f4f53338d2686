import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { pubkeyParam } from './params';

const WINDOW = 150;

// Nothing competes for block space on a one-user chain, so the fee any slot required is zero.
export const getRecentPrioritizationFees: Handler = (params, { chain }) => {
  const list = params[0] ?? [];
  if (!Array.isArray(list)) throw invalidParams('Invalid params: addresses must be an array of base-58 strings');
  if (list.length > 128) throw invalidParams('Too many inputs provided; max 128');
  list.forEach((_, i) => pubkeyParam(list, i, 'address'));
  const newest = chain.commitmentSlot('confirmed');
  const out = [];
  for (let slot = Math.max(0, newest - WINDOW + 1); slot <= newest; slot++) out.push({ prioritizationFee: 0, slot });
  return out;
};
