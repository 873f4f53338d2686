// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './history-cursor';
import { mergeSignatureLists, type FetchedList, type SignatureInfo } from './merge-signatures';

const sig = (signature: string, slot: number): SignatureInfo => ({ signature, slot, err: null });

/** A fake chain: each address's full history, newest first; pages are read the way the node would. */
function pages(histories: Record<string, SignatureInfo[]>, pageSize: number): string[][] {
  let positions = Object.keys(histories).map((address) => ({ address, before: null as string | null, done: false }));
  let boundary: string[] = [];
  const result: string[][] = [];
  for (let guard = 0; guard < 50; guard += 1) {
    const lists: FetchedList[] = positions
      .filter((p) => !p.done)
      .map((position) => {
        const all = histories[position.address]!;
        const start = position.before ? all.findIndex((s) => s.signature === position.before) + 1 : 0;
        const items = all.slice(start, start + pageSize);
        return { position, items, complete: items.length < pageSize };
      });
    const merged = mergeSignatureLists(lists, pageSize, boundary);
    result.push(merged.page.map((s) => s.signature));
    const cursor = encodeCursor({
      positions: [...positions.filter((p) => p.done), ...merged.positions],
      boundary: merged.boundary,
    });
    if (cursor === null) return result;
    ({ positions, boundary } = decodeCursor(cursor));
  }
  throw new Error('history never ended');
}

describe('mergeSignatureLists', () => {
  it('merges the wallet and its token accounts newest first, each signature once, across pages', () => {
    const wallet = [sig('w9', 9), sig('s8', 8), sig('w6', 6), sig('s5', 5), sig('w1', 1)];
    const tokenAccount = [sig('t10', 10), sig('s8', 8), sig('t7', 7), sig('s5', 5), sig('t2', 2)];
    const shown = pages({ wallet, tokenAccount }, 3);
    expect(shown.flat()).toEqual(['t10', 'w9', 's8', 't7', 'w6', 's5', 't2', 'w1']);
    expect(new Set(shown.flat()).size).toBe(shown.flat().length);
    expect(shown.every((page) => page.length <= 3)).toBe(true);
  });

  it('never skips: an account whose page ran out stops the merge before older entries of others', () => {
    const busy = Array.from({ length: 10 }, (_, i) => sig(`b${20 - i}`, 20 - i));
    const quiet = [sig('q15', 15), sig('q3', 3)];
    const shown = pages({ busy, quiet }, 4).flat();
    const expected = [...busy, ...quiet].sort((a, b) => b.slot - a.slot).map((s) => s.signature);
    expect(shown).toEqual(expected);
  });

  it('keeps a duplicate at the page edge from showing again on the next page', () => {
    const a = [sig('x5', 5), sig('dup4', 4), sig('a1', 1)];
    const b = [sig('y4', 4), sig('dup4', 4), sig('b2', 2)];
    const shown = pages({ a, b }, 2).flat();
    expect(shown.filter((s) => s === 'dup4')).toHaveLength(1);
    expect(shown.sort()).toEqual(['a1', 'b2', 'dup4', 'x5', 'y4']);
  });

  it('a wallet with no history gives one empty page and no cursor', () => {
    expect(pages({ wallet: [] }, 20)).toEqual([[]]);
  });
});
