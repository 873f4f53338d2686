import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the page is prerendered and while React hydrates that HTML; true from the render after.
 * What this browser alone knows (its stored choices, its wallets) is shown only once it is true, so the
 * hydrating render matches the HTML to the letter and the app then updates in place.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
