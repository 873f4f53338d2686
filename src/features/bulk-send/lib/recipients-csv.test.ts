import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '@/shared/lib/base58';
import { lookalikesOf } from '@/entities/transaction/lib/address-history';
import { parseCsv, readRecipients, totalsOf } from './recipients-csv';

const OWNER = '7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5';
const FRIEND = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const POISON = '9xQeVPigigd9QdeUAWndREbJM9yqhdTBE7A9PPMZVFin';
const OTHER = 'mvines9iiHiQTysrwkJjGf2gb9Ex9jXJX8ns3qwf2kN';
const VAULT = '58CDQ9Qgw1ZPedjaTtwrR2MSG4EmmguHSPE2bFtyfinD';
const fresh = () => encodeBase58(crypto.getRandomValues(new Uint8Array(32)));
const rules = {
  decimals: 2,
  symbol: 'KEST',
  owner: OWNER,
  lookalikes: (address: string) => lookalikesOf(address, [FRIEND]),
};

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks; CRLF and LF; drops a BOM and blank lines', () => {
    expect(parseCsv('\ufeffa,b\r\n"1,5","say ""hi"""\n\n"two\nlines",x\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1,5', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'x'] },
    ]);
  });
});

describe('readRecipients', () => {
  it('skips a header, reads exact amounts, and refuses what cannot be sent with the line it is on', () => {
    const rows = readRecipients(
      [
        'address,amount',
        `${FRIEND},1.5`,
        `${OTHER},"1,000.25"`,
        `${OTHER},2`,
        `${OWNER},1`,
        'nope,1',
        `${VAULT},1,5`,
        `${fresh()},0.001`,
        `${fresh()},0`,
      ].join('\n'),
      rules,
    );
    expect(rows.map((row) => [row.line, row.amount, row.error ?? null])).toEqual([
      [2, 150n, null],
      [3, 100_025n, null],
      [4, null, 'Same address as line 3: one transfer per address'],
      [5, null, 'This is your own wallet'],
      [6, null, 'Not a valid Solana address'],
      [7, null, 'Expected two columns, address and amount (an amount with commas must be in quotes)'],
      [8, null, 'This token allows at most 2 decimal places'],
      [9, null, 'Amount must be greater than 0'],
    ]);
  });

  it('flags a look-alike of a known address and a program address, and still counts them', () => {
    const rows = readRecipients(`${POISON},1\n${VAULT},2\n${FRIEND},3`, rules);
    expect(rows[0]?.warning).toBe('Looks like 9xQe...VFin from your history, but is a different address');
    expect(rows[1]?.warning).toMatch(/A program address/);
    expect(rows[2]?.warning).toBeUndefined();
    expect(totalsOf(rows)).toEqual({ valid: 3, invalid: 0, flagged: 2, total: 600n });
  });

  it('totals only the rows that can be sent', () => {
    expect(totalsOf(readRecipients(`${FRIEND},1\nbad,2`, rules))).toEqual({
      valid: 1,
      invalid: 1,
      flagged: 0,
      total: 100n,
    });
  });
});

describe('a scaled token’s rows', () => {
  it('a row that would move nothing on chain is refused on its row; the others move no more than typed', () => {
    const thousandfold = {
      kind: 'multiplier',
      multiplier: 1000,
      newMultiplier: 1000,
      newMultiplierAt: 0,
      now: 1,
    } as const;
    const rows = readRecipients(`${FRIEND},999\n${OTHER},2999`, { ...rules, decimals: 0, scale: thousandfold });
    expect(rows[0]).toMatchObject({
      amount: null,
      error: 'This moves nothing on chain: it is less than one raw unit (×1000 multiplier)',
    });
    expect(rows[1]).toMatchObject({ amount: 2n });
    expect(rows[1]!.error).toBeUndefined();
  });
});
