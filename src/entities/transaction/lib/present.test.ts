import type { TransactionRecord } from '../model';
import { TRANSACTION_TYPE_VIEWS } from '../ui/transaction-types';
import { filterTransactions, formatTimestamp, statusClasses, touches } from './present';

const amountSign = (type: TransactionRecord['type']) => TRANSACTION_TYPE_VIEWS[type].sign;
const typeClasses = (type: TransactionRecord['type']) => TRANSACTION_TYPE_VIEWS[type].tone;

const tx = (
  signature: string,
  type: TransactionRecord['type'],
  token: string,
  timestamp: number | null,
): TransactionRecord => ({
  signature,
  type,
  token,
  timestamp,
  amount: 1n,
  decimals: 0,
  from: 'a',
  to: 'b',
  status: 'confirmed',
});

describe('transaction presentation', () => {
  it('signs what takes away with minus, what brings in with plus, a transfer to yourself with nothing', () => {
    for (const type of ['send', 'burn', 'swap', 'pool-deposit', 'other'] as const) expect(amountSign(type)).toBe('-');
    for (const type of ['receive', 'mint', 'create', 'pool-withdrawal'] as const) expect(amountSign(type)).toBe('+');
    expect(amountSign('self-transfer')).toBe('');
  });

  it('colours status and type as the spec says', () => {
    expect(statusClasses('confirmed')).toContain('green');
    expect(statusClasses('processing')).toContain('yellow');
    expect(statusClasses('failed')).toContain('red');
    expect(statusClasses('unknown')).toContain('gray');
    expect(typeClasses('send')).toContain('red');
    expect(typeClasses('receive')).toContain('green');
    expect(typeClasses('mint')).toContain('blue');
    expect(typeClasses('create')).toContain('purple');
    expect(typeClasses('other')).toContain('gray');
  });

  it('formats time in the locale, and Pending without a block time', () => {
    const t = Date.UTC(2026, 10, 22, 15, 30);
    expect(formatTimestamp(t, 'en-US')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(t)),
    );
    expect(formatTimestamp(t, 'en-US')).toMatch(/Nov 22, 2026/);
    expect(formatTimestamp(null)).toBe('Pending');
  });

  it('searches signature or token, filters by type, sorts both ways', () => {
    const items = [tx('AAA111', 'send', 'USDC', 3), tx('BBB222', 'mint', 'RAY', 1), tx('CCC333', 'send', 'SRM', 2)];
    const sigs = (r: TransactionRecord[]) => r.map((t) => t.signature);
    expect(sigs(filterTransactions(items, { search: '', type: 'all', order: 'newest' }))).toEqual([
      'AAA111',
      'CCC333',
      'BBB222',
    ]);
    expect(sigs(filterTransactions(items, { search: '', type: 'all', order: 'oldest' }))).toEqual([
      'BBB222',
      'CCC333',
      'AAA111',
    ]);
    expect(sigs(filterTransactions(items, { search: '', type: 'send', order: 'newest' }))).toEqual([
      'AAA111',
      'CCC333',
    ]);
    expect(sigs(filterTransactions(items, { search: 'ray', type: 'all', order: 'newest' }))).toEqual(['BBB222']);
    expect(sigs(filterTransactions(items, { search: 'ccc3', type: 'all', order: 'newest' }))).toEqual(['CCC333']);
    expect(filterTransactions(items, { search: 'zzz', type: 'all', order: 'newest' })).toEqual([]);
  });

  it("a token's activity: its own lines, a swap that brought it, any line that changed it", () => {
    const swap = { mint: 'usdc', received: { mint: 'ray', amount: 1n, decimals: 0 } };
    expect(touches(swap, 'usdc')).toBe(true);
    expect(touches(swap, 'ray')).toBe(true);
    expect(touches({ mint: undefined, changes: [{ mint: 'lp', amount: -1n, decimals: 0 }] }, 'lp')).toBe(true);
    expect(touches(swap, 'bonk')).toBe(false);
  });
});
