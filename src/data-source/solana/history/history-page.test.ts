// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RpcCall } from '../rpc/batch';
import { decodeCursor, encodeCursor, historyPage, type HistoryCursor, type SignatureInfo } from './history-page';
import { createSignatureCache, SIGNATURE_READ } from './signature-cache';

const sig = (signature: string, slot: number): SignatureInfo => ({ signature, slot, err: null });

/** A node over fixed histories (newest first) that answers getSignaturesForAddress as a real one does. */
function fakeNode(histories: Record<string, SignatureInfo[]>) {
  const asked: { address: string; until?: string; before?: string }[] = [];
  const read = async (calls: RpcCall[]) =>
    calls.map((call) => {
      const [address, options] = call.params as [string, { limit: number; until?: string; before?: string }];
      asked.push({ address, until: options.until, before: options.before });
      const all = histories[address] ?? [];
      const start = options.before ? all.findIndex((s) => s.signature === options.before) + 1 : 0;
      const end = options.until ? all.findIndex((s) => s.signature === options.until) : all.length;
      return all.slice(start, end === -1 ? all.length : end).slice(0, options.limit);
    });
  return { read, asked };
}

/** Pages through the whole history the way getTransactions does: refresh, then read back until exact. */
async function allPages(histories: Record<string, SignatureInfo[]>, pageSize: number) {
  const node = fakeNode(histories);
  const cache = createSignatureCache(node.read);
  const addresses = Object.keys(histories);
  const pages: string[][] = [];
  let cursor: HistoryCursor | null = null;
  for (let guard = 0; guard < 500; guard += 1) {
    await cache.refresh(
      addresses.map((address) => ({ address })),
      { maxAgeMs: Infinity },
    );
    let result = historyPage(addresses.map(cache.known), cursor, pageSize);
    while (result.short.length) {
      await cache.extend(result.short);
      result = historyPage(addresses.map(cache.known), cursor, pageSize);
    }
    pages.push(result.page.map((s) => s.signature));
    const text = encodeCursor(result.next);
    if (text === null) return { pages, node, cache };
    cursor = decodeCursor(text);
  }
  throw new Error('history never ended');
}

/** What a full scan gives: every address read to the end, merged newest first, each signature once. */
function fullScan(histories: Record<string, SignatureInfo[]>) {
  const bySignature = new Map(
    Object.values(histories)
      .flat()
      .map((s) => [s.signature, s]),
  );
  return [...bySignature.values()].sort((a, b) => b.slot - a.slot);
}

describe('history pages', () => {
  it('merges the wallet and its token accounts newest first, each signature once, across pages', async () => {
    const wallet = [sig('w9', 9), sig('s8', 8), sig('w6', 6), sig('s5', 5), sig('w1', 1)];
    const tokenAccount = [sig('t10', 10), sig('s8', 8), sig('t7', 7), sig('s5', 5), sig('t2', 2)];
    const { pages } = await allPages({ wallet, tokenAccount }, 3);
    expect(pages.flat()).toEqual(['t10', 'w9', 's8', 't7', 'w6', 's5', 't2', 'w1']);
    expect(pages.every((page) => page.length <= 3)).toBe(true);
  });

  it('gives exactly what a full scan gives, for random histories with shared and same-slot entries', async () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 40; round += 1) {
      const addresses = Array.from({ length: 1 + random(5) }, (_, i) => `a${i}`);
      const histories: Record<string, SignatureInfo[]> = Object.fromEntries(addresses.map((a) => [a, []]));
      const count = random(600);
      for (let n = 0; n < count; n += 1) {
        // Few slots for many entries: lists end in the middle of a slot, and pages too.
        const entry = sig(`s${round}-${n}`, random(90));
        // Each transaction names one to three of the addresses.
        for (const address of new Set([addresses[random(addresses.length)]!, addresses[random(addresses.length)]!])) {
          histories[address]!.push(entry);
        }
      }
      for (const list of Object.values(histories)) list.sort((a, b) => b.slot - a.slot);
      const pageSize = 1 + random(25);
      const { pages } = await allPages(histories, pageSize);
      const shown = pages.flat();
      expect(new Set(shown).size).toBe(shown.length);
      expect(shown.slice().sort()).toEqual(
        fullScan(histories)
          .map((s) => s.signature)
          .sort(),
      );
      // Newest first across page edges.
      const slotOf = new Map(fullScan(histories).map((s) => [s.signature, s.slot]));
      shown.forEach((s, i) => i > 0 && expect(slotOf.get(s)!).toBeLessThanOrEqual(slotOf.get(shown[i - 1]!)!));
      expect(pages.every((page) => page.length <= pageSize)).toBe(true);
    }
  });

  it('a wallet with no history gives one empty page and no cursor', async () => {
    expect((await allPages({ wallet: [] }, 20)).pages).toEqual([[]]);
  });

  it('refuses a cursor it did not make', () => {
    expect(() => decodeCursor('{"v":1,"a":[]}')).toThrow('not one the Solana data source made');
    expect(() => decodeCursor('nonsense')).toThrow('not one the Solana data source made');
  });
});

describe('the signature cache', () => {
  it('a refresh asks only for what is newer than the newest known (until), and keeps no gap', async () => {
    const history = Array.from({ length: 30 }, (_, i) => sig(`old${30 - i}`, 30 - i));
    const node = fakeNode({ wallet: history });
    const cache = createSignatureCache(node.read);
    await cache.refresh([{ address: 'wallet' }], { maxAgeMs: Infinity });
    expect(node.asked).toEqual([{ address: 'wallet', until: undefined, before: undefined }]);
    // More arrive than one read holds: the refresh pages down to what it knew.
    const arrived = Array.from({ length: SIGNATURE_READ + 5 }, (_, i) => sig(`new${i}`, 1000 - i));
    history.unshift(...arrived);
    await cache.refresh([{ address: 'wallet' }], { maxAgeMs: 0 });
    expect(node.asked.slice(1).every((ask) => ask.until === 'old30')).toBe(true);
    expect(node.asked).toHaveLength(3);
    expect(cache.known('wallet').items.map((s) => s.signature)).toEqual(history.map((s) => s.signature));
    expect(cache.known('wallet').complete).toBe(true);
  });

  it('asks again only when stale: by age, by a changed balance, or after a landing for the wallet', async () => {
    const node = fakeNode({ wallet: [sig('a', 1)], account: [sig('b', 1)] });
    const cache = createSignatureCache(node.read);
    const wallet = { maxAgeMs: 60_000, afterLanding: true };
    await cache.refresh([{ address: 'wallet' }, { address: 'account', mark: '5' }], wallet);
    await cache.refresh([{ address: 'wallet' }, { address: 'account', mark: '5' }], wallet);
    expect(node.asked).toHaveLength(2);
    await cache.refresh([{ address: 'account', mark: '6' }], { maxAgeMs: 60_000 });
    expect(node.asked.at(-1)).toEqual({ address: 'account', until: 'b', before: undefined });
    cache.landed();
    await cache.refresh([{ address: 'account', mark: '6' }], { maxAgeMs: 60_000 });
    expect(node.asked).toHaveLength(3);
    await cache.refresh([{ address: 'wallet' }], wallet);
    expect(node.asked.at(-1)).toEqual({ address: 'wallet', until: 'a', before: undefined });
  });

  it('joins a read already under way for an address instead of asking twice', async () => {
    const node = fakeNode({ wallet: [sig('a', 1)] });
    const cache = createSignatureCache(node.read);
    await Promise.all([
      cache.refresh([{ address: 'wallet' }], { maxAgeMs: Infinity }),
      cache.refresh([{ address: 'wallet' }], { maxAgeMs: Infinity }),
    ]);
    expect(node.asked).toHaveLength(1);
  });

  it('a joined read that fails fails every caller: none goes on as if the address were read', async () => {
    const cache = createSignatureCache(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('429 Too Many Requests');
    });
    const [first, second] = await Promise.allSettled([
      cache.refresh([{ address: 'wallet' }], { maxAgeMs: Infinity }),
      cache.refresh([{ address: 'wallet' }], { maxAgeMs: Infinity }),
    ]);
    expect(first.status).toBe('rejected');
    expect(second.status).toBe('rejected');
    expect(cache.has('wallet')).toBe(false);
  });
});
