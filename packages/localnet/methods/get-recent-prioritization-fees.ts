import { FEE_SLOTS } from '../chain/priority-fees';
import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { pubkeyParam } from './params';

// Each slot's fee comes from what landed in it (chain/priority-fees.ts); a slot where nothing did says 0.
export const getRecentPrioritizationFees: Handler = (params, { chain }) => {
  const list = params[0] ?? [];
  if (!Array.isArray(list)) throw invalidParams('Invalid params: addresses must be an array of base-58 strings');
  if (list.length > 128) throw invalidParams('Too many inputs provided; max 128');
  const addresses = list.map((_, i) => pubkeyParam(list, i, 'address'));
  const newest = chain.commitmentSlot('confirmed');
  const out = [];
  for (let slot = Math.max(0, newest - FEE_SLOTS + 1); slot <= newest; slot++)
    out.push({ prioritizationFee: Number(chain.prioritizationFees.at(slot, addresses)), slot });
  return out;
};
