import type { QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { HistoryProgress } from '@/entities/transaction/model';

// History reads under way, by query: a page shows what is known while the token accounts are checked,
// and a page that mounts while a read is under way (it outlives the page that started it) sees it too.
const current = new Map<string, HistoryProgress>();
const listeners = new Set<() => void>();

/** What the read for `queryKey` knows so far; undefined clears it when the read ends. */
export function reportHistoryProgress(queryKey: QueryKey, progress: HistoryProgress | undefined) {
  const key = JSON.stringify(queryKey);
  if (progress) current.set(key, progress);
  else current.delete(key);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The progress of the history read for `queryKey`, while one is under way. */
export function useHistoryProgress(queryKey: QueryKey): HistoryProgress | undefined {
  const key = JSON.stringify(queryKey);
  return useSyncExternalStore(subscribe, () => current.get(key));
}
