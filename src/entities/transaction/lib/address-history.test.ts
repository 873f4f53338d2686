import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '../model';
import { addressHistory, isDustInflow, lookalikesOf, resembles } from './address-history';

const OWNER = 'Ownr1111111111111111111111111111111111111111';
const FRIEND = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const POISON = '9xQeVPigigd9QdeUAWndREbJM9yqhdTBE7A9PPMZVFin';
const STRANGER = 'Strn2222222222222222222222222222222222222222';
const POOL = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1';
const BATCH_FIRST = 'Bat11111111111111111111111111111111111111111';
const BATCH_SECOND = 'Bat22222222222222222222222222222222222222222';

const record = (over: Partial<TransactionRecord>): TransactionRecord => ({
  signature: 'sig',
  timestamp: 0,
  type: 'send',
  amount: 1_000_000n,
  decimals: 6,
  from: OWNER,
  to: FRIEND,
  status: 'confirmed',
  ...over,
});

describe('resembles', () => {
  it('is true for different addresses with the same first and last 4 characters', () => {
    expect(resembles(POISON, FRIEND)).toBe(true);
  });
  it('is false for the same address, or when either end differs', () => {
    expect(resembles(FRIEND, FRIEND)).toBe(false);
    expect(resembles(FRIEND, `${FRIEND.slice(0, -1)}x`)).toBe(false);
    expect(resembles(FRIEND, `x${FRIEND.slice(1)}`)).toBe(false);
  });
  it('compares characters exactly: case differs, so does a look-alike letter', () => {
    expect(resembles(FRIEND, `9XQe${FRIEND.slice(4)}`)).toBe(false);
  });
  it('lists each resembling known address once', () => {
    expect(lookalikesOf(POISON, [FRIEND, STRANGER, FRIEND, POISON])).toEqual([FRIEND]);
  });
});

describe('addressHistory', () => {
  const history = addressHistory(
    [
      record({ to: FRIEND, paid: [FRIEND] }),
      record({ type: 'receive', from: POISON, to: OWNER, amount: 1n }),
      record({ to: STRANGER, status: 'failed', paid: [STRANGER] }),
      record({ type: 'mint', to: OWNER }),
      // A swap's pool, and a send to a program's account: no payment to a wallet.
      record({ type: 'swap', to: POOL }),
      record({ to: POOL, paid: [] }),
      record({ to: BATCH_FIRST, paid: [BATCH_FIRST, BATCH_SECOND, OWNER] }),
    ],
    OWNER,
  );
  it('counts as paid only the wallets a payment of this wallet went to and did not fail, every part of a batch', () => {
    expect([...history.paid]).toEqual([FRIEND, BATCH_FIRST, BATCH_SECOND]);
  });
});

describe('isDustInflow', () => {
  const paid = new Set([FRIEND]);
  const inflow = (amount: bigint, from = POISON) => record({ type: 'receive', from, to: OWNER, amount });
  it('is a receive below the threshold from an address never paid', () => {
    expect(isDustInflow(inflow(999n), OWNER, '0.001', paid)).toBe(true);
  });
  it('is not dust at or above the threshold, from someone paid, or when not incoming', () => {
    expect(isDustInflow(inflow(1000n), OWNER, '0.001', paid)).toBe(false);
    expect(isDustInflow(inflow(1n, FRIEND), OWNER, '0.001', paid)).toBe(false);
    expect(isDustInflow(record({ amount: 1n }), OWNER, '0.001', paid)).toBe(false);
  });
  it('collapses nothing when the threshold does not parse or the amount is unknown', () => {
    expect(isDustInflow(inflow(1n), OWNER, 'abc', paid)).toBe(false);
    expect(isDustInflow(record({ type: 'receive', from: POISON, to: OWNER, amount: null }), OWNER, '1', paid)).toBe(
      false,
    );
  });
  it('reads the threshold in each token’s own decimals', () => {
    const sol = record({ type: 'receive', from: POISON, to: OWNER, amount: 500_000n, decimals: 9, token: 'SOL' });
    expect(isDustInflow(sol, OWNER, '0.001', paid)).toBe(true);
  });
});
