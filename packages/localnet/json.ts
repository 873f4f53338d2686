// JSON with exact u64s: bigints are written as bare numbers (as a validator writes lamports and rentEpoch).
const MARK = '\uE000big:';
const MARKED = new RegExp(`"${MARK}(-?\\d+)"`, 'g');

export function stringify(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${MARK}${v}` : v)).replace(MARKED, '$1');
}
