import { describe, expect, it } from 'vitest';
import { planAirdrop } from './airdrop';

const holder = (owner: string, amount: bigint) => ({ owner, amount, tokenAccount: `${owner}-account`, frozen: false });

describe('an airdrop to a snapshot', () => {
  it('pro rata: rounded down in base units, the remainder said, a holder of several accounts one recipient', () => {
    const plan = planAirdrop([holder('A', 2n), holder('B', 1n), holder('A', 1n), holder('C', 3n)], 'pro-rata', 1_000n);
    expect(plan).toEqual({
      ok: true,
      rows: [
        { owner: 'A', amount: 428n },
        { owner: 'B', amount: 142n },
        { owner: 'C', amount: 428n },
      ],
      total: 998n,
      remainder: 2n,
      nothing: 0,
    });
  });

  it('a share below one base unit is counted, never dropped silently; a total below the holder count is refused', () => {
    const plan = planAirdrop([holder('A', 1_000n), holder('B', 1n)], 'pro-rata', 2n);
    expect(plan).toMatchObject({ ok: true, rows: [{ owner: 'A', amount: 1n }], total: 1n, remainder: 1n, nothing: 1 });
    expect(planAirdrop([holder('A', 1n), holder('B', 1n), holder('C', 1n)], 'pro-rata', 2n)).toEqual({
      ok: false,
      issue: 'The total must be at least 3 base units: one for each of the 3 holders.',
    });
  });

  it('a fixed amount each; no holder or no amount is refused in words', () => {
    expect(planAirdrop([holder('A', 5n), holder('B', 9n)], 'each', 7n)).toMatchObject({ total: 14n, remainder: 0n });
    expect(planAirdrop([], 'each', 7n)).toEqual({ ok: false, issue: 'The snapshot has no holder to send to.' });
    expect(planAirdrop([holder('A', 5n)], 'each', 0n)).toEqual({
      ok: false,
      issue: 'The amount must be greater than zero.',
    });
  });
});
