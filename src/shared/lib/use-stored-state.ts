import { useCallback, useState } from 'react';
import { readStoredRecord, writeStoredJson } from './stored-json';

/**
 * A value kept in this browser under `key`, one per `scope` (a wallet, or a cluster and a wallet). What
 * is stored is untrusted (another version of the app, a hand edit): `read` turns it into a value or
 * returns the fallback; pass a module-level function, so the setter stays the same. Writes re-read
 * storage first, so two tabs never lose each other's other scopes.
 */
export function useStoredState<T>(key: string, scope: string, read: (stored: unknown) => T) {
  const [all, setAll] = useState(() => readStoredRecord<unknown>(key));
  const value = read(all[scope]);
  const update = useCallback(
    (change: (current: T) => T) => {
      const current = readStoredRecord<unknown>(key);
      const next = { ...current, [scope]: change(read(current[scope])) };
      writeStoredJson(key, next);
      setAll(next);
    },
    [key, scope, read],
  );
  return [value, update] as const;
}

/** `read` for a list of strings; anything else stored reads as empty. */
export const readStrings = (stored: unknown): string[] =>
  Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
