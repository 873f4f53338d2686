// Append-only, line-per-record log of accepted transactions with the account states they left behind.
// Each record is written to the OS at once (so it survives the process being killed) and fsync'd
// before its slot is reported confirmed (so a confirmed result survives losing the machine too).
import { closeSync, existsSync, fsyncSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class LedgerLog<T> {
  private fd: number;
  private dirty = false;

  private constructor(
    fd: number,
    readonly entries: T[],
    /** Complete lines that could not be read (1-based line numbers): skipped, reported, the rest kept. */
    readonly skipped: number[],
  ) {
    this.fd = fd;
  }

  /**
   * Opens (creating) the log, returning every complete record. A torn final line (a crash mid-write: no
   * newline yet) is cut off; a complete line that cannot be read (a damaged disk, an edit by hand) is
   * skipped and named in `skipped`, and every record after it is kept.
   */
  static open<T>(dir: string, name = 'transactions.log'): LedgerLog<T> {
    const path = join(dir, name);
    const entries: T[] = [];
    const skipped: number[] = [];
    let goodBytes = 0;
    if (existsSync(path)) {
      const text = readFileSync(path);
      let start = 0;
      for (let nl = text.indexOf(10, start), line = 1; nl !== -1; nl = text.indexOf(10, start), line += 1) {
        try {
          entries.push(JSON.parse(text.subarray(start, nl).toString('utf8')) as T);
        } catch {
          skipped.push(line);
        }
        start = nl + 1;
        goodBytes = start;
      }
    }
    const created = !existsSync(path);
    const fd = openSync(path, 'a+');
    ftruncateSync(fd, goodBytes);
    if (created) {
      // The new file's directory entry must be durable too, or a crash could lose the whole log.
      const dirFd = openSync(dir, 'r');
      fsyncSync(dirFd);
      closeSync(dirFd);
    }
    return new LedgerLog<T>(fd, entries, skipped);
  }

  append(entry: T): void {
    writeSync(this.fd, JSON.stringify(entry) + '\n');
    this.dirty = true;
  }

  /** Makes every appended record durable; cheap when nothing was appended since the last call. */
  sync(): void {
    if (!this.dirty) return;
    fsyncSync(this.fd);
    this.dirty = false;
  }

  close(): void {
    this.sync();
    closeSync(this.fd);
  }
}
