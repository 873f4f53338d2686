import type { AddressPosition } from './merge-signatures';

/** What the next page needs: each address's position, and the signatures at the last page's edge. */
export interface HistoryCursor {
  positions: AddressPosition[];
  boundary: string[];
}

interface Encoded {
  v: 1;
  a: [string, string | null, 0 | 1][];
  b: string[];
}

export function encodeCursor(cursor: HistoryCursor): string | null {
  if (cursor.positions.every((position) => position.done)) return null;
  const encoded: Encoded = {
    v: 1,
    a: cursor.positions.map((p) => [p.address, p.before, p.done ? 1 : 0]),
    b: cursor.boundary,
  };
  return JSON.stringify(encoded);
}

export function decodeCursor(text: string): HistoryCursor {
  let encoded: Encoded;
  try {
    encoded = JSON.parse(text) as Encoded;
  } catch {
    throw new Error('This history cursor is not one the Solana data source made.');
  }
  if (encoded?.v !== 1 || !Array.isArray(encoded.a)) {
    throw new Error('This history cursor is not one the Solana data source made.');
  }
  return {
    positions: encoded.a.map(([address, before, done]) => ({ address, before, done: done === 1 })),
    boundary: Array.isArray(encoded.b) ? encoded.b : [],
  };
}
