import { useCallback, useState } from 'react';

type Scoped = Record<string, unknown>;

function readAll(key: string): Scoped {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Scoped) : {};
  } catch {
    return {};
  }
}

/**
 * A value kept in this browser under `key`, one per `scope` (a wallet, or a cluster and a wallet). What
 * is stored is untrusted (another version of the app, a hand edit): `read` turns it into a value or
 * returns the fallback; pass a module-level function, so the setter stays the same. Writes re-read storage first, so two tabs never lose each other's other scopes.
 */
export function useStoredState<T>(key: string, scope: string, read: (stored: unknown) => T) {
  const [all, setAll] = useState(() => readAll(key));
  const value = read(all[scope]);
  const update = useCallback(
    (change: (current: T) => T) => {
      const current = readAll(key);
      const next = { ...current, [scope]: change(read(current[scope])) };
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // storage full or blocked: kept for this visit only
      }
      setAll(next);
    },
    [key, scope, read],
  );
  return [value, update] as const;
}

/** `read` for a list of strings; anything else stored reads as empty. */
export const readStrings = (stored: unknown): string[] =>
  Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
