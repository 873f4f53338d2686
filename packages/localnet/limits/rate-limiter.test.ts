import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};
const times = (n: number, method: string) => Array.from({ length: n }, () => method);

describe('RateLimiter (sliding window)', () => {
  it('refuses the call of one method over its limit, saying when the oldest leaves the window', () => {
    const c = clock();
    const limiter = new RateLimiter({ total: 100, perMethod: 3, windowMs: 10_000 }, c.now);
    expect(limiter.take('a', ['getSlot'])).toEqual({ ok: true });
    c.advance(2_500);
    expect(limiter.take('a', times(2, 'getSlot'))).toEqual({ ok: true });
    expect(limiter.take('a', ['getSlot'])).toEqual({ ok: false, retryAfterSeconds: 8, method: 'getSlot' });
    expect(limiter.take('a', ['getBalance'])).toEqual({ ok: true }); // another method has its own budget
    c.advance(7_499);
    expect(limiter.take('a', ['getSlot'])).toMatchObject({ ok: false, retryAfterSeconds: 1 }); // 1 ms left, still 1 s
    c.advance(1);
    expect(limiter.take('a', ['getSlot'])).toEqual({ ok: true }); // the first call left; the other two did not
    expect(limiter.take('a', ['getSlot'])).toMatchObject({ ok: false });
  });

  it('counts every call of a batch, and refuses a batch whole without counting it', () => {
    const c = clock();
    const limiter = new RateLimiter({ total: 100, perMethod: 10, windowMs: 10_000 }, c.now);
    expect(limiter.take('a', times(5, 'getSlot'))).toEqual({ ok: true });
    expect(limiter.take('a', times(4, 'getSlot'))).toEqual({ ok: true });
    expect(limiter.take('a', times(2, 'getSlot'))).toMatchObject({ ok: false, method: 'getSlot' });
    expect(limiter.take('a', ['getSlot'])).toEqual({ ok: true }); // the refused pair counted for nothing
  });

  it('limits all methods together, naming no method', () => {
    const c = clock();
    const limiter = new RateLimiter({ total: 5, perMethod: 4, windowMs: 3_000 }, c.now);
    expect(limiter.take('a', [...times(3, 'getSlot'), 'getBalance', 'getHealth'])).toEqual({ ok: true });
    c.advance(1_000);
    expect(limiter.take('a', ['getVersion'])).toEqual({ ok: false, retryAfterSeconds: 2, method: null });
  });

  it('keeps each client apart, and ignores a request with no counted call', () => {
    const c = clock();
    const limiter = new RateLimiter({ total: 2, perMethod: 2, windowMs: 1_000 }, c.now);
    expect(limiter.take('a', times(2, 'getSlot'))).toEqual({ ok: true });
    expect(limiter.take('a', [])).toEqual({ ok: true });
    expect(limiter.take('a', ['getSlot'])).toMatchObject({ ok: false });
    expect(limiter.take('b', times(2, 'getSlot'))).toEqual({ ok: true });
  });

  it('sends a request larger than the limit to wait a whole window (it can never fit)', () => {
    const limiter = new RateLimiter({ total: 3, perMethod: 3, windowMs: 4_000 }, clock().now);
    expect(limiter.take('a', times(4, 'getSlot'))).toEqual({ ok: false, retryAfterSeconds: 4, method: 'getSlot' });
  });

  it('forgets quiet clients but not busy ones', () => {
    const c = clock();
    const limiter = new RateLimiter({ total: 1, perMethod: 1, windowMs: 1_000 }, c.now);
    limiter.take('quiet', ['getSlot']);
    c.advance(600);
    limiter.take('busy', ['getSlot']);
    c.advance(500); // the sweep runs: quiet's call has left the window, busy's has not
    expect(limiter.take('other', ['getSlot'])).toEqual({ ok: true });
    expect(limiter.take('busy', ['getSlot'])).toMatchObject({ ok: false });
    expect(limiter.take('quiet', ['getSlot'])).toEqual({ ok: true });
  });
});
