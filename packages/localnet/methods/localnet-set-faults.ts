import { faultProblem } from '../faults';
import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { paramAt } from './params';

/** Control method (not part of Solana's API): changes injected faults at run time; answers the full set. */
export const localnetSetFaults: Handler = (params, ctx) => {
  const f = paramAt(params, 0, 'faults');
  if (!f || typeof f !== 'object' || Array.isArray(f)) throw invalidParams('Invalid params: faults must be an object');
  const problem = faultProblem(f as Record<string, unknown>);
  if (problem) throw invalidParams(`Invalid params: ${problem}`);
  ctx.setFaults(f);
  return ctx.faults();
};
