import { describe, expect, it } from 'vitest';
import { byHolder, moreThan, topShares } from './concentration';
import { concentrationItem } from './launch-check';

// Wallets (on the curve) and a pool's vault owner (a program-derived address, off the curve).
const ISSUER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const WHALE = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const SMALL = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
const POOL = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1';

describe('concentration', () => {
  it('is exact: one wallet’s accounts are one holder, and the shares are of the supply, to the last unit', () => {
    const holders = byHolder([
      { owner: WHALE, amount: 2n },
      { owner: SMALL, amount: 1n },
      { owner: WHALE, amount: 1n },
    ]);
    expect(holders).toEqual([
      { holder: WHALE, amount: 3n },
      { holder: SMALL, amount: 1n },
    ]);
    // 3 of 7: 42.857142…% — floored at the table's six places, never rounded up.
    expect(topShares(holders, 7n).map(({ top, holders: n, held, share }) => [top, n, held, share])).toEqual([
      [1, 1, 3n, '42.857142%'],
      [10, 2, 4n, '57.142857%'],
      [100, 2, 4n, '57.142857%'],
    ]);
    // Beyond any float: shares of a supply near u64's top stay exact.
    const huge = 18_446_744_073_709_551_615n;
    expect(topShares([{ amount: huge - 1n }], huge)[0]?.share).toBe('99.999999%');
    expect(moreThan(50n, 100n, 50n)).toBe(false);
    expect(moreThan(51n, 100n, 50n)).toBe(true);
  });

  it('the launch check warns when the ten largest outside the issuer and pools hold more than half', () => {
    const token = { supply: 1000n, mintAuthority: ISSUER };
    const largest = [
      { account: 'a1', owner: ISSUER, amount: 400n },
      { account: 'a2', owner: POOL, amount: 300n },
      { account: 'a3', owner: WHALE, amount: 200n },
      { account: 'a4', owner: SMALL, amount: 100n },
    ];
    // The issuer's 400 and the pool's 300 are set aside: 300 of 1000 is 30%.
    expect(concentrationItem(token, ISSUER, largest)).toMatchObject({
      status: 'pass',
      detail:
        'The 2 largest holders outside your wallet and programs’ accounts (pools) hold 30% of the supply (at most 50%).',
    });
    const whale = [{ account: 'a3', owner: WHALE, amount: 510n }, ...largest.slice(0, 2)];
    expect(concentrationItem(token, ISSUER, whale)).toMatchObject({
      status: 'warn',
      detail:
        'The one holder outside your wallet and programs’ accounts (pools) holds 51% of the supply: more than 50%, which buyers read as a risk of a few selling at once.',
    });
    expect(concentrationItem(token, ISSUER, null).status).toBe('warn');
    expect(concentrationItem(token, ISSUER, largest.slice(0, 2)).detail).toBe(
      'No one outside your wallet and programs’ accounts (pools) holds any yet.',
    );
  });
});
