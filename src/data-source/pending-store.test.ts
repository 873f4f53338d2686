import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPendingStore, recordOf, type PendingRecord } from './pending-store';

const record = (over: Partial<PendingRecord> = {}): PendingRecord => ({
  id: 'sig-1',
  signature: 'sig-1',
  wireBase64: 'AQID',
  lastValidBlockHeight: '100',
  network: 'genesis:abc',
  endpoint: 'https://one.example.com',
  owner: 'owner',
  action: 'send',
  createdAt: 1,
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('createPendingStore in a browser whose storage is full', () => {
  it('says it has no room and that a record was not kept', () => {
    const store = createPendingStore();
    expect(store.hasRoom()).toBe(true);
    expect(store.add(record())).toBe(true);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(store.hasRoom()).toBe(false);
    expect(store.add(record({ id: 'sig-2', signature: 'sig-2' }))).toBe(false);
    expect(store.list().map((each) => each.id)).toEqual(['sig-1']);
  });
});

describe('recordOf', () => {
  it('matches by network through any URL, and an older record (no network) by its endpoint', () => {
    const mine = recordOf('genesis:abc', 'https://two.example.com', 'owner');
    expect(mine(record())).toBe(true);
    expect(mine(record({ owner: 'someone else' }))).toBe(false);
    expect(mine(record({ network: 'genesis:other' }))).toBe(false);
    const { network: _none, ...older } = record();
    expect(mine(older)).toBe(false);
    expect(recordOf('genesis:abc', 'https://one.example.com', 'owner')(older)).toBe(true);
  });
});
