// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAppError } from '@/shared/lib/app-error';
import { chunk, rpcBatch } from './batch';

const FAST = { attempts: 3, totalMs: 1_000, baseDelayMs: 1, maxDelayMs: 4 };

function answering(body: unknown, status = 200) {
  const sent: unknown[] = [];
  const fetchFn = (async (_url: unknown, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(body), { status, statusText: status === 429 ? 'Too Many Requests' : 'OK' });
  }) as typeof fetch;
  return { fetchFn, sent };
}

describe('rpcBatch', () => {
  it('sends all calls in one request and returns results in call order, whatever order the node answers in', async () => {
    const { fetchFn, sent } = answering([
      { jsonrpc: '2.0', id: 1, result: 'second' },
      { jsonrpc: '2.0', id: 0, result: 'first' },
    ]);
    const results = await rpcBatch('http://127.0.0.1:1', fetchFn, [
      { method: 'getSlot', params: [] },
      { method: 'getBlockHeight', params: [] },
    ]);
    expect(results).toEqual(['first', 'second']);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual([
      { jsonrpc: '2.0', id: 0, method: 'getSlot', params: [] },
      { jsonrpc: '2.0', id: 1, method: 'getBlockHeight', params: [] },
    ]);
  });

  it('names the failing method, and says the HTTP status when the node refuses', async () => {
    const failing = answering([{ jsonrpc: '2.0', id: 0, error: { code: -32602, message: 'Invalid param: bad key' } }]);
    const error = await rpcBatch('http://x', failing.fetchFn, [{ method: 'getBalance', params: ['x'] }]).catch(
      (e: unknown) => e,
    );
    expect(isAppError(error, 'rpc')).toBe(true);
    expect((error as Error).message).toBe('getBalance: Invalid param: bad key');
    const limited = answering({}, 429);
    await expect(rpcBatch('http://x', limited.fetchFn, [{ method: 'getSlot', params: [] }], FAST)).rejects.toThrow(
      'HTTP 429 Too Many Requests',
    );
    // Waited out for as long as the policy allows (a 429 says when to come back), then said.
    expect(limited.sent.length).toBeGreaterThan(FAST.attempts);
  });

  it('retries a request the node rate-limited, after its Retry-After; never an airdrop', async () => {
    const replies = [new Response('', { status: 429, headers: { 'retry-after': '0' } }), null];
    const sent: unknown[] = [];
    const fetchFn = (async (_url: unknown, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return replies.shift() ?? new Response(JSON.stringify([{ jsonrpc: '2.0', id: 0, result: 7 }]));
    }) as typeof fetch;
    expect(await rpcBatch('http://x', fetchFn, [{ method: 'getSlot', params: [] }], FAST)).toEqual([7]);
    expect(sent).toHaveLength(2);
    const airdrop = answering({}, 429);
    await expect(
      rpcBatch('http://x', airdrop.fetchFn, [{ method: 'requestAirdrop', params: ['x', 1] }], FAST),
    ).rejects.toThrow('429');
    expect(airdrop.sent).toHaveLength(1);
  });

  it('one call failing transiently inside a batch is retried alone, not the whole batch', async () => {
    const sent: { method: string }[][] = [];
    const fetchFn = (async (_url: unknown, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { id: number; method: string }[];
      sent.push(body);
      const answers = body.map((call) =>
        call.method === 'getBlockHeight' && sent.length === 1
          ? { jsonrpc: '2.0', id: call.id, error: { code: -32005, message: 'Node is behind' } }
          : { jsonrpc: '2.0', id: call.id, result: call.method },
      );
      return new Response(JSON.stringify(answers));
    }) as typeof fetch;
    const calls = [
      { method: 'getSlot', params: [] },
      { method: 'getBlockHeight', params: [] },
      { method: 'getEpochInfo', params: [] },
    ];
    expect(await rpcBatch('http://x', fetchFn, calls, FAST)).toEqual(['getSlot', 'getBlockHeight', 'getEpochInfo']);
    expect(sent.map((body) => body.map((call) => call.method))).toEqual([
      ['getSlot', 'getBlockHeight', 'getEpochInfo'],
      ['getBlockHeight'],
    ]);
  });

  it('makes no request for no calls, and chunks keys by 100', async () => {
    const { fetchFn, sent } = answering([]);
    expect(await rpcBatch('http://x', fetchFn, [])).toEqual([]);
    expect(sent).toHaveLength(0);
    expect(
      chunk(
        Array.from({ length: 201 }, (_, i) => i),
        100,
      ).map((piece) => piece.length),
    ).toEqual([100, 100, 1]);
  });
});

describe('exact integers', () => {
  it('keeps an integer above 2^53 exact (a bigint) and leaves small ones as numbers', async () => {
    const big = 2n ** 60n + 7n;
    const fetchFn = (async () =>
      new Response(`[{"jsonrpc":"2.0","id":0,"result":{"lamports":${big},"slot":42,"ui":"1.5"}}]`)) as typeof fetch;
    const [result] = await rpcBatch('http://x', fetchFn, [{ method: 'getTransaction', params: [] }]);
    expect(result).toEqual({ lamports: big, slot: 42, ui: '1.5' });
  });
});
