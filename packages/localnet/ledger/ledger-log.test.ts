import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LedgerLog } from './ledger-log';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'ledger-log-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('LedgerLog', () => {
  it('returns records in order after reopening', () => {
    const dir = tempDir();
    const log = LedgerLog.open<{ n: number }>(dir);
    log.append({ n: 1 });
    log.append({ n: 2 });
    log.sync();
    log.close();
    expect(LedgerLog.open<{ n: number }>(dir).entries).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('cuts off a record torn by a crash and keeps appending cleanly after it', () => {
    const dir = tempDir();
    const log = LedgerLog.open<{ n: number }>(dir);
    log.append({ n: 1 });
    log.close();
    appendFileSync(join(dir, 'transactions.log'), '{"n":2,"pad":"unfinish');
    const reopened = LedgerLog.open<{ n: number }>(dir);
    expect(reopened.entries).toEqual([{ n: 1 }]);
    reopened.append({ n: 3 });
    reopened.close();
    expect(readFileSync(join(dir, 'transactions.log'), 'utf8')).toBe('{"n":1}\n{"n":3}\n');
  });

  it('skips a damaged line in the middle, names it, and keeps every record after it', () => {
    const dir = tempDir();
    const log = LedgerLog.open<{ n: number }>(dir);
    log.append({ n: 1 });
    log.close();
    appendFileSync(join(dir, 'transactions.log'), '{"n":2,"dam\u0000aged\n{"n":3}\n');
    const reopened = LedgerLog.open<{ n: number }>(dir);
    expect(reopened.entries).toEqual([{ n: 1 }, { n: 3 }]);
    expect(reopened.skipped).toEqual([2]);
    reopened.append({ n: 4 });
    reopened.close();
    expect(LedgerLog.open<{ n: number }>(dir).entries).toEqual([{ n: 1 }, { n: 3 }, { n: 4 }]);
  });
});
