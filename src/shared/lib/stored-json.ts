/**
 * JSON kept in this browser's localStorage. What is read is untrusted (another version of the app, a
 * hand edit, a full or blocked storage): unreadable reads as null, and a refused write is dropped —
 * callers keep working for this visit.
 */
export function readStoredJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** False when the browser refused the write (storage full or blocked): what matters must hear it. */
export function writeStoredJson(key: string, value: unknown): boolean {
  // Serialised outside the try: a value JSON cannot hold (a bigint) is a bug to hear about, not to drop.
  const text = JSON.stringify(value);
  try {
    localStorage.setItem(key, text);
    return true;
  } catch {
    // storage full or blocked: kept for this visit only
    return false;
  }
}

/** A stored object (a record by id or by scope), or an empty one when what is stored is anything else. */
export function readStoredRecord<T>(key: string): Record<string, T> {
  const stored = readStoredJson(key);
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, T>) : {};
}
