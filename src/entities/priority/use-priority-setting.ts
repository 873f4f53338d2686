import { useSyncExternalStore } from 'react';
import { onPriorityChange, readPrioritySetting, type PrioritySetting } from './model';

let cached: { text: string; setting: PrioritySetting } | null = null;

// useSyncExternalStore needs the same object while nothing changed.
function snapshot(): PrioritySetting {
  const setting = readPrioritySetting();
  const text = `${setting.level}:${setting.capLamports}`;
  if (cached?.text !== text) cached = { text, setting };
  return cached.setting;
}

/** The priority setting kept in this browser; re-renders when it changes here or in another tab. */
export function usePrioritySetting(): PrioritySetting {
  return useSyncExternalStore(onPriorityChange, snapshot, snapshot);
}

/** A key that changes with the setting: estimates and previews made under another one are not reused. */
export const priorityKey = (setting: PrioritySetting) => `${setting.level}:${setting.capLamports}`;
