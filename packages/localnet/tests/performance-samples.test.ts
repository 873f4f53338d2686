// getRecentPerformanceSamples as Agave 4.2 answers it (rpc/src/rpc.rs `get_recent_performance_samples`; the
// samples from core/src/sample_performance_service.rs, one a period, newest first): what a client reads a
// cluster's slot time from. The period is shortened here (a validator's is 60 s).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rpc, startTestChain, type TestChain } from './support';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain({ slotMs: 50, performanceSampleSecs: 1 });
});
afterAll(() => chain.dispose());

describe('getRecentPerformanceSamples', () => {
  it('answers nothing before a period has passed, then a sample a period, newest first, in Agave’s shape', async () => {
    expect((await rpc(chain.rpcUrl, 'getRecentPerformanceSamples', [])).result).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    const { result } = await rpc(chain.rpcUrl, 'getRecentPerformanceSamples', [5]);
    expect(result.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(result[0]).sort()).toEqual([
      'numNonVoteTransactions',
      'numSlots',
      'numTransactions',
      'samplePeriodSecs',
      'slot',
    ]);
    expect(result[0].samplePeriodSecs).toBe(1);
    expect(result[0].slot).toBeGreaterThan(result[1].slot);
    // 50 ms slots: about 20 a second (the clock's timers are not exact).
    expect(result[0].numSlots).toBeGreaterThan(5);
    expect(result[0].numSlots).toBeLessThan(25);
  });

  it('refuses a limit above 720, as a validator does', async () => {
    const res = await rpc(chain.rpcUrl, 'getRecentPerformanceSamples', [721]);
    expect(res.error).toEqual({ code: -32602, message: 'Invalid limit; max 720' });
  });
});
