import { describe, expect, it } from 'vitest';
import { drawClearingPrice, Scheduler, type Queued } from './scheduler';
import { seededRandom } from './seeded-random';

const tx = (signature: string, unitPrice: number, units = 200_000, writable: string[] = []): Queued<string> => ({
  signature,
  unitPrice: BigInt(unitPrice),
  units: BigInt(units),
  writable,
  value: signature,
});
const always = () => true;
/** A random source that always draws the same clearing price. */
const fixed = (r: number) => () => r;

describe('drawClearingPrice', () => {
  it('is log-uniform between 1,000 and 100,000 micro-lamports per unit', () => {
    expect(drawClearingPrice(() => 0)).toBe(1_000n);
    expect(drawClearingPrice(() => 0.5)).toBe(10_000n);
    const random = seededRandom(7);
    const draws = Array.from({ length: 4000 }, () => Number(drawClearingPrice(random)));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...draws)).toBeLessThanOrEqual(100_000);
    const belowTenThousand = draws.filter((d) => d < 10_000).length / draws.length;
    expect(belowTenThousand).toBeGreaterThan(0.45);
    expect(belowTenThousand).toBeLessThan(0.55);
  });

  it('repeats with the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    expect(Array.from({ length: 5 }, () => drawClearingPrice(a))).toEqual(
      Array.from({ length: 5 }, () => drawClearingPrice(b)),
    );
  });
});

describe('Scheduler', () => {
  it('lands only what pays the clearing price, highest price first, in the room load leaves', () => {
    // 10,000 micro-lamports clearing; 20% of 2,000,000 units = 400,000 units open.
    const s = new Scheduler<string>({ blockUnits: 2_000_000, random: fixed(0.5) });
    s.add(tx('cheap', 9_999));
    s.add(tx('mid', 20_000));
    s.add(tx('high', 50_000));
    s.add(tx('top', 90_000, 300_000));
    s.add(tx('unpriced', 0));
    const plan = s.plan(true, always);
    expect(plan).toEqual({ clearingPrice: 10_000n, picks: ['top'] }); // high (200k) no longer fits in 100k
    expect(s.plan(true, always).picks).toEqual(['high', 'mid']);
    expect(s.size).toBe(2);
  });

  it('lets a smaller transaction use room a larger one cannot', () => {
    const s = new Scheduler<string>({ blockUnits: 1_000_000, random: fixed(0) });
    s.add(tx('big', 5_000, 250_000));
    s.add(tx('small', 2_000, 150_000));
    expect(s.plan(true, always).picks).toEqual(['small']);
  });

  it('keeps arrival order between equal prices and does not queue a signature twice', () => {
    const s = new Scheduler<string>({ blockUnits: 48_000_000, random: fixed(0) });
    expect(s.add(tx('first', 5_000))).toBe(true);
    expect(s.add(tx('second', 5_000))).toBe(true);
    expect(s.add(tx('first', 5_000))).toBe(false);
    expect(s.has('first')).toBe(true);
    expect(s.plan(true, always).picks).toEqual(['first', 'second']);
  });

  it('drops silently what is no longer valid', () => {
    const s = new Scheduler<string>({ blockUnits: 48_000_000, random: fixed(1) });
    s.add(tx('stale', 0));
    s.add(tx('fresh', 0));
    s.plan(true, (v) => v !== 'stale');
    expect(s.size).toBe(1);
    expect(s.has('stale')).toBe(false);
  });

  it('lands the whole queue, priced first, once congestion is off', () => {
    const s = new Scheduler<string>({ blockUnits: 48_000_000, random: fixed(0.9) });
    s.add(tx('unpriced', 0));
    s.add(tx('priced', 1));
    expect(s.plan(false, always)).toEqual({ clearingPrice: null, picks: ['priced', 'unpriced'] });
    expect(s.size).toBe(0);
  });

  // Agave's cost tracker also bounds each writable account's share of a slot (20M of 50M on mainnet).
  it('gives one writable account no more than its own limit of a slot', () => {
    const s = new Scheduler<string>({ blockUnits: 50_000_000, accountUnits: 2_000_000, random: fixed(0) });
    for (let i = 0; i < 3; i++) s.add(tx(`hot-${i}`, 5_000, 800_000, ['pool']));
    s.add(tx('elsewhere', 4_000, 800_000, ['other']));
    expect(s.plan(true, always).picks).toEqual(['hot-0', 'hot-1', 'elsewhere']);
    expect(s.plan(true, always).picks).toEqual(['hot-2']);
  });
});
