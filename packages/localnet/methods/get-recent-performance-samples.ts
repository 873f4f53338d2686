import { PERFORMANCE_SAMPLES_LIMIT } from '../chain/performance-samples';
import { invalidParams } from '../rpc-error';
import type { Handler } from './context';
import { paramAt } from './params';

// Agave 4.2 rpc/src/rpc.rs `get_recent_performance_samples`: at most 720 samples (the default), newest first;
// a larger limit is refused with these words.
export const getRecentPerformanceSamples: Handler = (params, { chain }) => {
  const limit = paramAt(params, 0, 'limit', false) ?? PERFORMANCE_SAMPLES_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0) {
    throw invalidParams('Invalid params: invalid value: limit must be a usize');
  }
  if (limit > PERFORMANCE_SAMPLES_LIMIT) throw invalidParams(`Invalid limit; max ${PERFORMANCE_SAMPLES_LIMIT}`);
  return chain.performanceSamples.newest(limit);
};
