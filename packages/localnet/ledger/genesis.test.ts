import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readLastSlot, writeLastSlot } from './genesis';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the clock file', () => {
  it('is replaced whole (a new file renamed over it), never rewritten in place where a crash would tear it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clock-'));
    dirs.push(dir);
    writeLastSlot(dir, 41);
    const before = statSync(join(dir, 'clock.json')).ino;
    writeLastSlot(dir, 42);
    expect(statSync(join(dir, 'clock.json')).ino).not.toBe(before);
    expect(existsSync(join(dir, 'clock.json.tmp'))).toBe(false);
    expect(readLastSlot(dir)).toBe(42);
  });
});
