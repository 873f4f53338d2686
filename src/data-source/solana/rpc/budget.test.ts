import { describe, expect, it } from 'vitest';
import { budgetedFetch, storedCallLog, type RpcLimits } from './budget';

interface Seen {
  at: number;
  body: unknown;
}

/** A node that answers each call with its method and id; `refuseBatches` answers an array with one error. */
function node({ refuseBatches = false } = {}) {
  const seen: Seen[] = [];
  const fetchFn = (async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string } | { id: number; method: string }[];
    seen.push({ at: Date.now(), body });
    if (Array.isArray(body) && refuseBatches) {
      return new Response(
        JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batches are not allowed' } }),
      );
    }
    const answer = (call: { id: number; method: string }) => ({ jsonrpc: '2.0', id: call.id, result: call.method });
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)));
  }) as typeof fetch;
  return { fetchFn, seen };
}

const calls = (n: number, method = 'getSlot') =>
  Array.from({ length: n }, (_, id) => ({ jsonrpc: '2.0', id, method, params: [] }));
const post = (fetchFn: typeof fetch, payload: unknown, text?: string) =>
  fetchFn('http://node', { method: 'POST', body: text ?? JSON.stringify(payload) }).then((r) => r.json());
const UNPACED_10: RpcLimits = { windowMs: 1_000, callsPerWindow: null, callsPerMethod: null, maxBatch: 10 };

describe('the RPC budget', () => {
  it('cuts a batch to the cap and joins the answers in call order', async () => {
    const { fetchFn, seen } = node();
    const answers = (await post(budgetedFetch(fetchFn, UNPACED_10), calls(25))) as { id: number }[];
    expect(seen.map((request) => (request.body as unknown[]).length)).toEqual([10, 10, 5]);
    expect(answers.map((answer) => answer.id)).toEqual(calls(25).map((call) => call.id));
  });

  it('keeps big integers exact when it cuts a batch', async () => {
    const { fetchFn, seen } = node();
    const big = '18446744073709551615';
    const text = `[${calls(11)
      .map((call) => JSON.stringify(call).replace('"params":[]', `"params":[${big}]`))
      .join(',')}]`;
    const captured: string[] = [];
    const spying = (async (url: RequestInfo | URL, init?: RequestInit) => {
      captured.push(String(init?.body));
      return fetchFn(url, init);
    }) as typeof fetch;
    await post(budgetedFetch(spying, UNPACED_10), null, text);
    expect(captured.every((body) => body.includes(`[${big}]`))).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('a provider that refuses batches is detected once, then asked one call at a time', async () => {
    const { fetchFn, seen } = node({ refuseBatches: true });
    const budgeted = budgetedFetch(fetchFn, UNPACED_10);
    const first = (await post(budgeted, calls(3))) as { result: string; id: number }[];
    expect(first.map((answer) => answer.id)).toEqual([0, 1, 2]);
    expect(first.every((answer) => answer.result === 'getSlot')).toBe(true);
    const second = (await post(budgeted, calls(2, 'getBalance'))) as { result: string }[];
    expect(second.map((answer) => answer.result)).toEqual(['getBalance', 'getBalance']);
    // One refused batch, then single calls only.
    expect(seen.filter((request) => Array.isArray(request.body))).toHaveLength(1);
    expect(seen).toHaveLength(1 + 3 + 2);
  });

  it('paces calls so no window holds more than the endpoint allows, in all and per method', async () => {
    const { fetchFn, seen } = node();
    const limits: RpcLimits = { windowMs: 300, callsPerWindow: 8, callsPerMethod: 5, maxBatch: 4 };
    const budgeted = budgetedFetch(fetchFn, limits);
    await Promise.all([
      post(budgeted, calls(7, 'getSlot')),
      post(budgeted, calls(6, 'getBalance')),
      post(budgeted, { jsonrpc: '2.0', id: 0, method: 'getSlot', params: [] }),
    ]);
    const sent = seen.flatMap((request) =>
      (Array.isArray(request.body) ? request.body : [request.body]).map((call) => ({
        at: request.at,
        method: (call as { method: string }).method,
      })),
    );
    expect(sent).toHaveLength(14);
    for (const { at } of sent) {
      const window = sent.filter((call) => call.at > at - limits.windowMs && call.at <= at);
      expect(window.length).toBeLessThanOrEqual(8);
      for (const method of ['getSlot', 'getBalance']) {
        expect(window.filter((call) => call.method === method).length).toBeLessThanOrEqual(5);
      }
    }
    // 14 calls at 8 a window need at least one full window.
    expect(sent.at(-1)!.at - sent[0]!.at).toBeGreaterThanOrEqual(limits.windowMs);
  });

  it('a reload or a second tab counts the calls made before it: the window is kept in this browser', async () => {
    const { fetchFn, seen } = node();
    const limits: RpcLimits = { windowMs: 300, callsPerWindow: 6, callsPerMethod: 6, maxBatch: 6 };
    localStorage.clear();
    const before = budgetedFetch(fetchFn, limits, { log: storedCallLog('http://node') });
    await post(before, calls(6));
    // A fresh page: a new budget, the same stored window.
    const after = budgetedFetch(fetchFn, limits, { log: storedCallLog('http://node') });
    await post(after, calls(1));
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(limits.windowMs);
  });

  it('a request that fits goes at once, past one still waiting for its method', async () => {
    const { fetchFn, seen } = node();
    const limits: RpcLimits = { windowMs: 300, callsPerWindow: 20, callsPerMethod: 4, maxBatch: 4 };
    const budgeted = budgetedFetch(fetchFn, limits);
    await Promise.all([
      post(budgeted, calls(4, 'getSignaturesForAddress')),
      post(budgeted, calls(4, 'getSignaturesForAddress')),
      post(budgeted, calls(1, 'getTransaction')),
    ]);
    const methods = seen.map((request) => (request.body as { method: string }[])[0]!.method);
    expect(methods).toEqual(['getSignaturesForAddress', 'getTransaction', 'getSignaturesForAddress']);
    expect(seen[1]!.at - seen[0]!.at).toBeLessThan(limits.windowMs);
  });

  it('background requests leave a reserve of the window for what the user waits on', async () => {
    const { fetchFn, seen } = node();
    const limits: RpcLimits = { windowMs: 300, callsPerWindow: 12, callsPerMethod: 6, maxBatch: 6 };
    const budgeted = budgetedFetch(fetchFn, limits);
    await post(budgeted.background, calls(5, 'getSignaturesForAddress'));
    const scan = post(budgeted.background, calls(1, 'getSignaturesForAddress'));
    const page = post(budgeted, calls(1, 'getSignaturesForAddress'));
    await Promise.all([scan, page]);
    const sizes = seen.map((request) => (request.body as unknown[]).length);
    // The 6th call of the method is the page's, at once; the scan's waits for the window to move on.
    expect(sizes).toEqual([5, 1, 1]);
    expect(seen[1]!.at - seen[0]!.at).toBeLessThan(limits.windowMs);
    expect(seen[2]!.at - seen[0]!.at).toBeGreaterThanOrEqual(limits.windowMs);
  });

  it('counts a request from when its answer came: a slow trip never lets the node see more than allowed', async () => {
    const seen: number[] = [];
    const slow = (async (_url: unknown, init?: RequestInit) => {
      seen.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 200));
      const call = JSON.parse(String(init?.body)) as { id: number };
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: call.id, result: null }));
    }) as typeof fetch;
    const limits: RpcLimits = { windowMs: 300, callsPerWindow: 1, callsPerMethod: 1, maxBatch: 1 };
    const budgeted = budgetedFetch(slow, limits);
    await Promise.all([post(budgeted, calls(1)[0]), post(budgeted, calls(1)[0])]);
    // The first call reached the node at some moment of its 200 ms trip: the second waits a window from its answer.
    expect(seen[1]! - seen[0]!).toBeGreaterThanOrEqual(200 + limits.windowMs);
  });
});
